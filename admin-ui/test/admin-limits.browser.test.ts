import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { checkScreen, landOn, login, openPage, see, startAdminServer, type AdminTestServer } from './admin-browser.ts';

/**
 * The shop's limits as its admin sees them: "Limites da loja" on the dashboard and
 * "N de 20 imagens" on a product's image panel, under the admin's own CSP (no violation), at
 * phone and desktop width, with nothing scrolling sideways.
 */
describe('shop limits in the admin', () => {
  let app: AdminTestServer;
  let username: string;
  let productId: number;

  beforeAll(async () => {
    app = await startAdminServer();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas-limites', store_name: 'Pipas Limites' });
    username = (await buildUser(app.deps.db, { site, username: 'limites' })).username;
    productId = (await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site, { name: 'Pipas' }), { name: 'Pipa Raia' })).id;
  });
  afterAll(() => app?.stop());

  for (const [label, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows products, storage and images per product (${label})`, async () => {
      const context = await newContext(device);
      const page = await openPage(context);
      const csp: string[] = [];
      page.on('console', (m) => /Content Security Policy/i.test(m.text()) && csp.push(m.text()));
      await login(page, app.url, username, PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      const card = page.getByRole('region', { name: 'Limites da loja' });
      await see(card);
      await see(card.getByText('1 de 5.000'));
      await see(card.getByText('0 B de 1 GB'));
      await see(card.getByText('Cada produto pode ter até 20 imagens.'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await checkScreen(page, `limits-dashboard-${label}`);

      await page.goto(`${app.url}/admin/products/edit/${productId}`);
      await see(page.getByText('0 de 20 imagens'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await checkScreen(page, `limits-product-${label}`);
      expect(csp).toEqual([]);
      await context.close();
    });
  }
});
