import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { checkScreen, landOn, login, openPage, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/** an owner types 12,50 and every place says R$ 12,50. */
describe('a price typed the Brazilian way', () => {
  let app: AdminTestServer;

  beforeAll(async () => {
    app = await startAdminServer();
    const site = await buildSite(app.deps.db, { subdomain: 'precos', store_name: 'Pipas do Preço' });
    await buildUser(app.deps.db, { site, username: 'precos' });
    await buildCategory(app.deps.db, site, { name: 'Pipas' });
  });
  afterAll(() => app?.stop());

  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`at ${size} size: 12,50 is saved as R$ 12,50, in the edit form, the shop and the WhatsApp message`, async () => {
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, 'precos', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/products/new`);
      const name = `Pipa Raia ${size}`;
      await page.getByLabel('Nome').fill(name);
      await page.getByLabel('Categoria').selectOption({ label: 'Pipas' });

      // an ambiguous amount is refused with the reason, never guessed
      await page.getByLabel('Preço (R$)').fill('1.234');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await see(page.getByText(messages.money.ambiguous('Preço', '1.234')));
      await checkScreen(page, `price-ambiguous-${size}`);

      await page.getByLabel('Preço (R$)').fill('12.5');
      await page.getByLabel('Nome').focus();
      // leaving the field rewrites it the pt-BR way
      expect(await page.getByLabel('Preço (R$)').inputValue()).toBe('12,50');
      await page.getByLabel('Preço (R$)').fill('12,50');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await toast(page, messages.products.created);
      const productPath = await landOn(page, /^\/admin\/products\/edit\/\d+$/);
      const id = Number(productPath.split('/').pop());
      await see(page.getByRole('heading', { level: 1, name: 'Editar produto' }));
      expect(await page.getByLabel('Preço (R$)').inputValue()).toBe('12,50');

      const row = await app.deps.db('products').where({ id }).first();
      expect(row.price).toBe('12.50');

      const shop = await openPage(context);
      await shop.goto(`http://precos.localhost:${app.port}/product/${id}`);
      await see(shop.getByRole('heading', { name }));
      await see(shop.getByText('R$ 12,50').first());
      const buy = await shop.locator('a[href*="wa.me"][href*="text="]').first().getAttribute('href');
      expect(decodeURIComponent(buy ?? '').replace(/\u00a0/g, ' ')).toContain('(R$ 12,50 / unidade)');
      expect(await shop.getByText('R$ 1.250,00').count()).toBe(0);
      await screenshot(shop, `storefront-price-typed-${size}`);

      // , as an owner tries it: the page the shopper just read is in the shop's cache
      // now; a new price saved in the admin is there on the next reload
      await shop.reload();
      await see(shop.getByText('R$ 12,50').first());
      await page.getByLabel('Preço (R$)').fill('13,90');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await toast(page, messages.products.updated);
      await shop.reload();
      await see(shop.getByText('R$ 13,90').first());
      expect(await shop.getByText('R$ 12,50').count()).toBe(0);
      await context.close();
    });
  }
});
