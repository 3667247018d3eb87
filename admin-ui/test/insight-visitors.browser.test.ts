import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildSite, buildUser } from '../../api/test/factories.ts';
import { TestClient } from '../../api/test/http-client.ts';
import { checkScreen, landOn, login, openPage, see, startAdminServer, type AdminTestServer } from './admin-browser.ts';

/**
 * Visitors counted honestly (docs/insight.md): two shoppers seeing five pages are shown as
 * 2 "Visitantes" and 5 "Páginas vistas", referrers by the names people know; the master's
 * "Visitas por loja" labels every figure, also on a phone.
 */
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; moto g54) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('visitors and page views on the dashboards', () => {
  let app: AdminTestServer;

  beforeAll(async () => {
    app = await startAdminServer();
    await buildSite(app.deps.db); // not shop 1: another test file floods shop 1's beacon limit in this worker
    const site = await buildSite(app.deps.db, { subdomain: 'atelie-da-ana', store_name: 'Ateliê da Ana' });
    await buildUser(app.deps.db, { site, username: 'ana', full_name: 'Ana Souza' });
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const views: [string, string, string?][] = [
      [IPHONE, 'home', 'https://l.instagram.com/?u=https%3A%2F%2Fatelie'],
      [IPHONE, 'products'],
      [IPHONE, 'product'],
      [ANDROID, 'home', 'https://m.facebook.com/'],
      [ANDROID, 'contact'],
    ];
    for (const [ua, page, referrer] of views) {
      const res = await new TestClient(app.url, { 'content-type': 'text/plain', 'user-agent': ua }).post(
        '/api/insight/events?sub=atelie-da-ana',
        JSON.stringify({ kind: 'page_view', page, referrer }),
      );
      expect(res.status).toBe(204);
    }
  });
  afterAll(() => app?.stop());

  for (const [size, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the owner sees Visitantes beside Páginas vistas, and Instagram by its name (${size})`, async () => {
      const context = await newContext(device);
      const page = await openPage(context);
      await login(page, app.url, 'ana', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      const card = page.getByRole('region', { name: 'Visitas da loja' });
      await see(card.locator('.insight__figure', { hasText: 'Visitantes' }));
      expect(await card.locator('.insight__figure', { hasText: 'Visitantes' }).locator('dd').innerText()).toBe('2');
      expect(await card.locator('.insight__figure', { hasText: 'Páginas vistas' }).locator('dd').innerText()).toBe('5');
      const from = card.getByRole('region', { name: 'De onde vêm' });
      await see(from.getByText('Instagram', { exact: true }));
      await see(from.getByText('Facebook', { exact: true }));
      expect(await from.innerText()).not.toContain('instagram.com');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await checkScreen(page, `insight-visitors-${size}`);
      await card.screenshot({ path: path.join(ARTIFACTS_DIR, `admin-insight-visitors-card-${size}.png`) });
      await context.close();
    });

    it(`the master's "Visitas por loja" names every figure (${size})`, async () => {
      const context = await newContext(device);
      const page = await openPage(context);
      await login(page, app.url, 'chefe', PASSWORD);
      await landOn(page, /^\/admin\/(master|dashboard)/);
      const card = page.getByRole('region', { name: 'Visitas por loja' });
      const row = card.getByRole('row').filter({ hasText: 'Ateliê da Ana' });
      await see(row);
      const cells = row.getByRole('cell');
      expect(await cells.count()).toBe(5);
      // what a person sees next to each figure: the column header on a desktop, the cell's own label on a phone
      const seen = await cells.evaluateAll((tds) =>
        tds.map((td) => {
          const before = getComputedStyle(td, '::before').content;
          const table = td.closest('table')!;
          const header = table.querySelectorAll('thead th')[(td as HTMLTableCellElement).cellIndex]!;
          const headerShown = header.getBoundingClientRect().width > 1;
          return { label: headerShown ? header.textContent : before.replace(/^"|"$/g, ''), value: td.textContent };
        }),
      );
      expect(seen).toEqual([
        { label: 'Visitantes', value: '2' },
        { label: 'Páginas vistas', value: '5' },
        { label: 'Produtos vistos', value: '0' },
        { label: 'Cliques no WhatsApp', value: '0' },
        { label: 'Cliques no Instagram', value: '0' },
      ]);
      if (size === 'phone') expect(await cells.first().evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Visitantes"');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await checkScreen(page, `master-visits-per-shop-${size}`);
      await card.screenshot({ path: path.join(ARTIFACTS_DIR, `admin-master-visits-per-shop-${size}.png`) });
      await context.close();
    });
  }
});
