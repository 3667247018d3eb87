/**
 * docs/product.md §2: the admin's routes (relative to /admin) and their aliases. The aliases also
 * cover the paths screens of the original product navigated to without a route
 * (/admin/clientes, /admin/produtos/{id}/editar, /admin/categorias/nova). An alias sends the
 * browser to its canonical path, so each screen has one address and the sidebar lights up.
 */
export const paths = {
  login: '/login',
  master: '/master',
  dashboard: '/dashboard',
  products: '/products',
  newProduct: '/products/new',
  editProduct: (id: number | string) => `/products/edit/${id}`,
  categories: '/categories',
  newCategory: '/categories/new',
  editCategory: (id: number | string) => `/categories/edit/${id}`,
  settings: '/settings',
  catalogueOrder: '/products/order',
  qrPoster: '/settings/qr-poster',
  clients: '/clients',
  newClient: '/clients/new',
  editClient: (id: number | string) => `/clients/${id}/edit`,
  account: '/account',
  trash: '/trash',
  shopsTrash: '/clients/trash',
} as const;

export const ALIASES: ReadonlyArray<readonly [alias: string, canonical: string]> = [
  ['produtos', 'products'],
  ['produtos/novo', 'products/new'],
  ['produtos/editar/:id', 'products/edit/:id'],
  ['produtos/:id/editar', 'products/edit/:id'],
  ['categorias', 'categories'],
  ['categorias/nova', 'categories/new'],
  ['categorias/editar/:id', 'categories/edit/:id'],
  ['configuracoes', 'settings'],
  ['clientes', 'clients'],
  ['clientes/novo', 'clients/new'],
  ['clientes/:id/editar', 'clients/:id/edit'],
  ['produtos/ordem', 'products/order'],
  ['minha-conta', 'account'],
  ['lixeira', 'trash'],
  ['clientes/lixeira', 'clients/trash'],
];

/** The canonical path for an alias pattern and its params. */
export function canonicalPath(canonical: string, params: Record<string, string | undefined>): string {
  return `/${canonical.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;
}
