import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newContext, screenshot } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { checkScreen, landOn, login, openPage, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/** The old price above the price: the form says it with the API's own rule and message. */
describe('the old price in the product form', () => {
  let app: AdminTestServer;
  let productId: number;

  beforeAll(async () => {
    app = await startAdminServer();
    const site = await buildSite(app.deps.db, { subdomain: 'antigo', store_name: 'Pipas do Preço Antigo' });
    await buildUser(app.deps.db, { site, username: 'antigo' });
    const kites = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    productId = (await buildProduct(app.deps.db, site, kites, { name: 'Pipa Arraia', price: '10.00', old_price: '15.00' })).id;
  });
  afterAll(() => app?.stop());

  it('refuses an old price not above the price, on a new product and on an edit that raises only the price', async () => {
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, 'antigo', PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);

    await page.goto(`${app.url}/admin/products/new`);
    await page.getByLabel('Nome').fill('Pipa Raia');
    await page.getByLabel('Categoria').selectOption({ label: 'Pipas' });
    await page.getByLabel('Preço (R$)').fill('12,90');
    await page.getByText('Promoção e resumo (opcional)').click();
    await page.getByLabel('Preço anterior (R$)').fill('9,90');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page.getByText(messages.products.oldPriceNotHigher));
    await checkScreen(page, 'old-price-not-higher');
    expect(await app.deps.db('products').where('name', 'Pipa Raia').first()).toBeUndefined();

    await page.getByLabel('Preço anterior (R$)').fill('14,90');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, messages.products.created);
    const createdId = Number((await landOn(page, /^\/admin\/products\/edit\/\d+$/)).split('/').pop());

    // the shop crosses the old price out by the same rule (on promotion, above the price)
    const shop = await openPage(context);
    await shop.goto(`http://antigo.localhost:${app.port}/product/${createdId}`);
    await see(shop.getByRole('heading', { name: 'Pipa Raia' }));
    await see(shop.locator('s.vs-old-price', { hasText: 'R$ 14,90' }));
    await see(shop.getByText('Promoção'));
    await screenshot(shop, 'storefront-old-price-crossed-out');

    // the stored old price (15,00) is in the form: a price of 15,00 crosses it
    await page.goto(`${app.url}/admin/products/edit/${productId}`);
    await see(page.getByRole('heading', { level: 1, name: 'Editar produto' }));
    await page.getByLabel('Preço (R$)').fill('15,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page.getByText(messages.products.oldPriceNotHigher));
    expect((await app.deps.db('products').where('id', productId).first()).price).toBe('10.00');
    await context.close();
  });
});
