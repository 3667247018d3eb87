import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildUser } from '../../api/test/factories.ts';
import { getWithHost } from '../../api/test/http-client.ts';
import { kiteShop } from '../../api/src/storefront/storefront-test-shop.ts';
import { checkScreen, landOn, login, openPage, see, startAdminServer, type AdminTestServer } from './admin-browser.ts';

/** the settings screen gives the shop's feed links and how to use them. */
describe('catalogue feeds on the settings screen', () => {
  let app: AdminTestServer;

  beforeAll(async () => {
    app = await startAdminServer();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    await buildUser(app.deps.db, { site, username: 'joana', full_name: 'Joana Lima' });
  });
  afterAll(() => app?.stop());

  for (const [size, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows both links, copies one, and fits the ${size} screen`, async () => {
      const context = await newContext(device);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
      const page = await openPage(context);
      await login(page, app.url, 'joana', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/settings`);

      const card = page.getByRole('region', { name: 'Catálogo no Google, Facebook e Instagram' });
      await see(card);
      const origin = `http://pipas.localhost:${app.port}`;
      const google = card.getByRole('textbox', { name: 'Google (Merchant Center)' });
      const meta = card.getByRole('textbox', { name: 'Facebook e Instagram (Gerenciador de Comércio)' });
      expect(await google.inputValue()).toBe(`${origin}/feeds/google.xml`);
      expect(await meta.inputValue()).toBe(`${origin}/feeds/meta.csv`);
      await see(card.getByText(/Merchant Center, vá em Produtos/));
      await see(card.getByText(/Produtos ocultos e produtos sem foto ficam de fora/));

      await card.getByRole('button', { name: 'Copiar link do Google (Merchant Center)' }).click();
      await see(card.getByText('Copiado!'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/feeds/google.xml`);

      // the links answer: the shop's feeds, on its own host
      for (const url of [await google.inputValue(), await meta.inputValue()]) {
        const { host, pathname } = new URL(url);
        const res = await getWithHost(app.url, pathname, host);
        expect(res.status, url).toBe(200);
        expect(res.text).toContain('Pipa Raia Azul');
      }

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await checkScreen(page, `settings-feeds-${size}`);
      await card.screenshot({ path: path.join(ARTIFACTS_DIR, `admin-feeds-card-${size}.png`) });
      await context.close();
    });
  }
});
