import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { openPage, checkScreen, landOn, login, nav, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

// the admin's product list reads /api/store/products (hidden products too), the shop's /api/products
const PRODUCT_LIST = /\/api\/(store\/)?products\?/;

/**
 * docs/product.md §2 and §6: every route, alias and redirect of the admin, for nobody, a store admin
 * and the master, in a real Chromium against the real server.
 */
describe('admin routes and role redirects', () => {
  let app: AdminTestServer;
  let shop: { admin: string; productId: number; categoryId: number; clientId: number };
  let master: string;

  beforeAll(async () => {
    app = await startAdminServer();
    const db = app.deps.db;
    const site = await buildSite(db, { subdomain: 'pipas-da-ana', store_name: 'Pipas da Ana' });
    const admin = await buildUser(db, { site, username: 'ana', full_name: 'Ana Souza' });
    const category = await buildCategory(db, site, { name: 'Pipas' });
    const product = await buildProduct(db, site, category, { name: 'Pipa Raia 50 cm' });
    master = (await buildUser(db, { user_type: 'master', username: 'chefe' })).username;
    shop = { admin: admin.username, productId: product.id, categoryId: category.id, clientId: site.id };
  });
  afterAll(() => app?.stop());

  async function fresh(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(DESKTOP);
    return { context, page: await openPage(context) };
  }

  it('sends anyone without a user to the login, whatever admin path they open', async () => {
    const { context, page } = await fresh();
    for (const p of ['/admin', '/admin/', '/admin/dashboard', '/admin/products/new', '/admin/master', '/admin/clients/1/edit', '/admin/nao-existe']) {
      await page.goto(app.url + p);
      expect(await landOn(page, /^\/admin\/login$/), p).toBe('/admin/login');
    }
    await see(page.getByRole('heading', { name: 'Entrar no painel' }));
    await see(page.getByText('Entre em contato com o administrador da plataforma'));
    await checkScreen(page, 'login-desktop');
    await context.close();
  });

  it('shows the spec errors on the login form and lets the password be shown', async () => {
    const { context, page } = await fresh();
    await page.goto(`${app.url}/admin/login`);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await see(page.getByRole('alert').filter({ hasText: messages.auth.required }));

    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();

    await login(page, app.url, shop.admin, 'senha-errada');
    await see(page.getByRole('alert').filter({ hasText: messages.auth.invalidCredentials }));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // the server is unreachable: the network message
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await see(page.getByRole('alert').filter({ hasText: messages.auth.connection }));
    await page.unroute('**/api/auth/login');

    // any other failure: the server's own text
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await see(page.getByRole('alert').filter({ hasText: messages.auth.loginFailed }));
    await context.close();
  });

  it('takes a store admin to the dashboard and keeps them out of the master area', async () => {
    const { context, page } = await fresh();
    await page.goto(`${app.url}/admin/login`);
    // "Entrando..." while the request is in flight
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Usuário').fill(shop.admin);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await see(page.getByRole('button', { name: 'Entrando...' }));
    expect(await page.getByRole('button', { name: 'Entrando...' }).isDisabled()).toBe(true);
    release();
    expect(await landOn(page, /^\/admin\/dashboard$/)).toBe('/admin/dashboard');
    await page.unroute('**/api/auth/login');

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null');
    expect(stored).toMatchObject({ username: shop.admin, user_type: 'store_admin', subdomain: 'pipas-da-ana' });

    for (const p of [
      '/admin/master',
      '/admin/clients',
      '/admin/clients/new',
      `/admin/clients/${shop.clientId}/edit`,
      '/admin/clientes',
      '/admin',
      '/admin/login',
    ]) {
      await page.goto(app.url + p);
      expect(await landOn(page, /^\/admin\/dashboard$/), p).toBe('/admin/dashboard');
    }

    const aliases: Array<[string, RegExp, string]> = [
      ['/admin/produtos', /^\/admin\/products$/, 'Produtos'],
      ['/admin/produtos/novo', /^\/admin\/products\/new$/, 'Novo produto'],
      [`/admin/produtos/editar/${shop.productId}`, /^\/admin\/products\/edit\/\d+$/, 'Editar produto'],
      [`/admin/produtos/${shop.productId}/editar`, /^\/admin\/products\/edit\/\d+$/, 'Editar produto'],
      ['/admin/categorias', /^\/admin\/categories$/, 'Categorias'],
      ['/admin/categorias/nova', /^\/admin\/categories\/new$/, 'Nova categoria'],
      [`/admin/categorias/editar/${shop.categoryId}`, /^\/admin\/categories\/edit\/\d+$/, 'Editar categoria'],
      ['/admin/configuracoes', /^\/admin\/settings$/, 'Configurações da loja'],
    ];
    for (const [from, to, heading] of aliases) {
      await page.goto(app.url + from);
      await landOn(page, to);
      await see(page.getByRole('heading', { level: 1, name: heading }));
    }

    await page.goto(`${app.url}/admin/pagina-que-nao-existe`);
    await see(page.getByRole('heading', { level: 1, name: 'Página não encontrada' }));
    await checkScreen(page, 'not-found-desktop');

    await page.goto(`${app.url}/admin/products/edit/999999`);
    await see(page.getByText(messages.products.notFound));
    await page.goto(`${app.url}/admin/categories/edit/999999`);
    await see(page.getByText(messages.categories.notFound));
    await context.close();
  });

  it('takes the master to the master panel and keeps them out of the store area', async () => {
    const { context, page } = await fresh();
    await login(page, app.url, master, PASSWORD);
    expect(await landOn(page, /^\/admin\/master$/)).toBe('/admin/master');
    for (const p of ['/admin/dashboard', '/admin/products', '/admin/produtos/novo', '/admin/categories', '/admin/settings', '/admin', '/admin/login']) {
      await page.goto(app.url + p);
      expect(await landOn(page, /^\/admin\/master$/), p).toBe('/admin/master');
    }
    const aliases: Array<[string, RegExp, string]> = [
      ['/admin/clientes', /^\/admin\/clients$/, 'Clientes'],
      ['/admin/clientes/novo', /^\/admin\/clients\/new$/, 'Novo cliente'],
      [`/admin/clientes/${shop.clientId}/editar`, /^\/admin\/clients\/\d+\/edit$/, 'Editar cliente'],
      [`/admin/clients/${shop.clientId}/edit`, /^\/admin\/clients\/\d+\/edit$/, 'Editar cliente'],
    ];
    for (const [from, to, heading] of aliases) {
      await page.goto(app.url + from);
      await landOn(page, to);
      await see(page.getByRole('heading', { level: 1, name: heading }));
    }
    await page.goto(`${app.url}/admin/clients/999999/edit`);
    await see(page.getByText(messages.clients.notFound));
    await context.close();
  });

  it('shows the 5-row skeleton while products load, and the error when they cannot', async () => {
    const { context, page } = await fresh();
    await login(page, app.url, shop.admin, PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(PRODUCT_LIST, async (route) => {
      await held;
      await route.continue();
    });
    await nav(page, 'Produtos').click();
    await see(page.getByTestId('products-skeleton'));
    expect(await page.getByTestId('products-skeleton').locator('.skeleton-row').count()).toBe(5);
    release();
    await see(page.getByRole('row').filter({ hasText: 'Pipa Raia 50 cm' }));
    await page.unroute(PRODUCT_LIST);

    await page.route(PRODUCT_LIST, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto(`${app.url}/admin/products?busca=outra`);
    await see(page.getByRole('alert').filter({ hasText: messages.products.loadMany }), 15_000);
    await page.unroute(PRODUCT_LIST);

    await page.route('**/api/store/categories', (route) => route.abort('connectionrefused'));
    await page.goto(`${app.url}/admin/categories`);
    await see(page.getByRole('alert').filter({ hasText: messages.auth.connection }), 15_000);
    await context.close();
  });

  it('brings a list back with "Tentar novamente", and says when a list is empty', async () => {
    const { context, page } = await fresh();
    await login(page, app.url, shop.admin, PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);

    await page.route('**/api/store/categories', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto(`${app.url}/admin/categories`);
    const failed = page.getByRole('alert').filter({ hasText: messages.categories.load });
    await see(failed, 15_000);
    await page.unroute('**/api/store/categories');
    await failed.getByRole('button', { name: 'Tentar novamente' }).click();
    await see(page.getByRole('row').filter({ hasText: 'Pipas' }));

    await nav(page, 'Lixeira').click();
    await see(page.getByText('A Lixeira está vazia.'));
    await context.close();

    // the master's client list names a connection that failed in its own words
    const other = await fresh();
    await login(other.page, app.url, master, PASSWORD);
    await landOn(other.page, /^\/admin\/master$/);
    await other.page.route('**/api/master/clients', (route) => route.abort('connectionrefused'));
    await other.page.goto(`${app.url}/admin/clients`);
    await see(other.page.getByRole('alert').filter({ hasText: messages.clients.connectionList }), 15_000);
    await other.context.close();
  });

  it('clears the stored user when the server says there is no session, and on logout', async () => {
    const { context, page } = await fresh();
    await login(page, app.url, shop.admin, PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);

    // a stale copy in local storage without a session: GET /auth/me clears it
    await context.clearCookies();
    await page.goto(`${app.url}/admin/products`);
    await landOn(page, /^\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // signing in again returns to the screen the missing session sent them away from
    await login(page, app.url, shop.admin, PASSWORD);
    await landOn(page, /^\/admin\/products$/);
    await page.getByRole('button', { name: 'Sair' }).click();
    await toast(page, messages.auth.logoutDone);
    await landOn(page, /^\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.status));
    expect(me).toBe(401);
    await context.close();
  });
});
