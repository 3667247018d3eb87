import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginScreen } from '../auth/login-screen.tsx';
import { AdminIndex, AliasRedirect, ProtectedArea } from './guards.tsx';
import { ALIASES } from './paths.ts';
import { FullPageSpinner } from '../layout/full-page-spinner.tsx';
import { RouteError } from '../layout/route-error.tsx';

/** Screens are fetched on demand: the first download holds only the shell and login. */
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const storeRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: screen(() => import('../store/dashboard-screen.tsx').then((m) => m.DashboardScreen)) },
  { path: 'products', lazy: screen(() => import('../store/products-screen.tsx').then((m) => m.ProductsScreen)) },
  { path: 'products/new', lazy: screen(() => import('../store/product-form-screen.tsx').then((m) => m.ProductFormScreen)) },
  { path: 'products/edit/:id', lazy: screen(() => import('../store/product-form-screen.tsx').then((m) => m.ProductFormScreen)) },
  { path: 'products/order', lazy: screen(() => import('../store/catalogue-order-screen.tsx').then((m) => m.CatalogueOrderScreen)) },
  { path: 'categories', lazy: screen(() => import('../store/categories-screen.tsx').then((m) => m.CategoriesScreen)) },
  { path: 'categories/new', lazy: screen(() => import('../store/category-form-screen.tsx').then((m) => m.CategoryFormScreen)) },
  { path: 'categories/edit/:id', lazy: screen(() => import('../store/category-form-screen.tsx').then((m) => m.CategoryFormScreen)) },
  { path: 'settings', lazy: screen(() => import('../store/settings-screen.tsx').then((m) => m.SettingsScreen)) },
  { path: 'trash', lazy: screen(() => import('../store/trash-screen.tsx').then((m) => m.TrashScreen)) },
  { path: 'settings/qr-poster', lazy: screen(() => import('../qr/poster-screen.tsx').then((m) => m.QrPosterScreen)) },
];

const masterRoutes: RouteObject[] = [
  { path: 'master', lazy: screen(() => import('../master/master-panel-screen.tsx').then((m) => m.MasterPanelScreen)) },
  { path: 'clients', lazy: screen(() => import('../master/clients-screen.tsx').then((m) => m.ClientsScreen)) },
  { path: 'clients/trash', lazy: screen(() => import('../master/shops-trash-screen.tsx').then((m) => m.ShopsTrashScreen)) },
  { path: 'clients/new', lazy: screen(() => import('../master/client-form-screen.tsx').then((m) => m.ClientFormScreen)) },
  { path: 'clients/:id/edit', lazy: screen(() => import('../master/client-form-screen.tsx').then((m) => m.ClientFormScreen)) },
];

const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: AdminIndex },
      // login is in the first download: it is the first screen most visits see
      { path: 'login', Component: LoginScreen },
      ...ALIASES.map(([alias, canonical]) => ({ path: alias, element: <AliasRedirect to={canonical} /> })),
      { element: <ProtectedArea role="store" />, children: storeRoutes },
      { element: <ProtectedArea role="master" />, children: masterRoutes },
      { element: <ProtectedArea />, children: [{ path: 'account', lazy: screen(() => import('../account/account-screen.tsx').then((m) => m.AccountScreen)) }] },
      { element: <ProtectedArea />, children: [{ path: '*', lazy: screen(() => import('../layout/not-found-screen.tsx').then((m) => m.NotFoundScreen)) }] },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/admin' });
