import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { openPage, checkScreen, landOn, login, nav, pngFile, screenshotView, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/**
 * On a phone the sidebar folds away behind the menu button; every screen still works and
 * passes axe. Screenshots of each screen at phone size.
 */
describe('admin on a phone', () => {
  let app: AdminTestServer;
  let shop: { productId: number; categoryId: number; siteId: number };

  beforeAll(async () => {
    app = await startAdminServer();
    const db = app.deps.db;
    const site = await buildSite(db, { subdomain: 'rabiolas-do-joao', store_name: 'Rabiolas do João', client_name: 'João Pereira' });
    await buildUser(db, { site, username: 'joao', full_name: 'João Pereira' });
    await buildUser(db, { user_type: 'master', username: 'master-phone' });
    const category = await buildCategory(db, site, { name: 'Rabiolas' });
    await buildCategory(db, site, { name: 'Linhas' });
    const product = await buildProduct(db, site, category, {
      name: 'Rabiola de Seda 10 m',
      description: 'Rabiola colorida de papel de seda.',
      price: '9.90',
      old_price: '12.90',
      unit: 'metro',
    });
    await buildProduct(db, site, category, { name: 'Rabiola Plástica 20 m', price: '6.90' });
    shop = { productId: product.id, categoryId: category.id, siteId: site.id };
  });
  afterAll(() => app?.stop());

  it('the store admin gets around with the folding menu', async () => {
    const context = await newContext(PHONE);
    const page = await openPage(context);
    await login(page, app.url, 'joao', PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);
    await see(page.getByRole('heading', { level: 1, name: 'Olá, João Pereira!' }));

    // the sidebar is folded away until the menu button opens it
    const menu = page.getByRole('button', { name: 'Abrir menu' });
    await see(menu);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav(page, 'Produtos').isVisible()).toBe(false);
    await checkScreen(page, 'dashboard-phone');

    await menu.click();
    await see(nav(page, 'Produtos'));
    expect(await page.getByRole('button', { name: 'Fechar menu' }).first().getAttribute('aria-expanded')).toBe('true');
    await screenshotView(page, 'menu-open-phone');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.sidebar--open'));

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await nav(page, 'Produtos').click();
    await landOn(page, /^\/admin\/products$/);
    await page.waitForFunction(() => !document.querySelector('.sidebar--open'));
    const row = page.getByRole('row').filter({ hasText: 'Rabiola de Seda 10 m' });
    await see(row.getByText('R$ 9,90'));
    await see(page.getByText('2 produtos encontrados'));
    await checkScreen(page, 'products-phone');

    await page.getByLabel('Categoria').selectOption({ label: 'Linhas' });
    await see(page.getByText(messages.products.empty));
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    await see(page.getByText('2 produtos encontrados'));

    await page.goto(`${app.url}/admin/products/edit/${shop.productId}`);
    await see(page.getByRole('heading', { level: 1, name: 'Editar produto' }));
    await page.locator('input[type="file"]').setInputFiles([await pngFile('rabiola.png', { r: 250, g: 204, b: 21 })]);
    await toast(page, 'Imagem enviada com sucesso!');
    await checkScreen(page, 'product-edit-phone');

    await page.goto(`${app.url}/admin/products/new`);
    await see(page.getByRole('heading', { level: 1, name: 'Novo produto' }));
    await checkScreen(page, 'product-new-phone');

    await page.goto(`${app.url}/admin/categories`);
    await see(page.getByRole('row').filter({ hasText: 'Rabiolas' }).getByText(messages.categories.hasProducts));
    await checkScreen(page, 'categories-phone');

    await page.goto(`${app.url}/admin/categories/edit/${shop.categoryId}`);
    await page.getByLabel('Nome').fill('Rabiolas e caudas');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, messages.categories.updated);
    await landOn(page, /^\/admin\/categories$/);
    await see(page.getByRole('row').filter({ hasText: 'Rabiolas e caudas' }));

    await page.goto(`${app.url}/admin/settings`);
    await see(page.getByLabel('Nome da loja'));
    await checkScreen(page, 'settings-phone');
    await context.close();
  });

  it('the master panel and the client screens fit a phone', async () => {
    const context = await newContext(PHONE);
    const page = await openPage(context);
    await login(page, app.url, 'master-phone', PASSWORD);
    await landOn(page, /^\/admin\/master$/);
    await see(page.getByRole('listitem').filter({ hasText: 'Total de clientes' }).getByText('1', { exact: true }));
    await checkScreen(page, 'master-panel-phone');

    await page.getByRole('button', { name: 'Novo cliente' }).click();
    await see(page.getByRole('heading', { name: 'Novo cliente', level: 2 }));
    await screenshotView(page, 'master-panel-new-client-phone');

    await page.goto(`${app.url}/admin/clients`);
    await see(page.getByRole('row').filter({ hasText: 'João Pereira' }).getByText('Ativo'));
    await checkScreen(page, 'clients-phone');

    await page.goto(`${app.url}/admin/clients/${shop.siteId}/edit`);
    await see(page.getByRole('button', { name: 'Enviar acesso' }));
    await checkScreen(page, 'client-edit-phone');

    await page.goto(`${app.url}/admin/clients/new`);
    await see(page.getByLabel('Confirmar senha'));
    await checkScreen(page, 'client-new-phone');
    await context.close();
  });
});
