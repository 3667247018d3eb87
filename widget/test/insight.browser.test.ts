import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { PASSWORD, buildUser } from '../../api/test/factories.ts';
import { demoApp, poll } from './demo-app.ts';

/*
 * as a shop owner would try it: browse the demo shop on a phone, tap WhatsApp
 * twice, search for something the shop lacks; then open the dashboard and see it there.
 */
let app: Awaited<ReturnType<typeof demoApp>>;
let shopper: BrowserContext;

// A real phone's browser: headless Chromium says "HeadlessChrome", which insight leaves out as a robot.
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  app = await demoApp();
  shopper = await newContext({ ...PHONE, userAgent: ANDROID_CHROME });
  // WhatsApp itself is not on this machine: its tab gets an empty page
  await shopper.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
});

afterAll(async () => {
  await shopper?.close();
  await app?.server.close();
});

const counters = () => app.deps.db('insight_daily').select('kind', 'subject', 'count').orderBy(['kind', 'subject']);

describe('insight: from a shopper on a phone to the owner dashboard', () => {
  it('counts views, WhatsApp taps and a search that found nothing, without a cookie', async () => {
    const raia = await app.deps.db('products').where({ name: 'Pipa Raia Tradicional 50 cm' }).first();
    const page = await shopper.newPage();
    await page.goto(`${app.shopUrl}/products`, { waitUntil: 'networkidle' });
    await page.getByLabel('Buscar produtos').fill('bumerangue');
    await page.getByText('Nenhum produto encontrado').first().waitFor({ state: 'visible' });

    await page.goto(`${app.shopUrl}/produto/${raia.id}`, { waitUntil: 'networkidle' });
    for (let i = 0; i < 2; i++) {
      const [tab] = await Promise.all([shopper.waitForEvent('page'), page.getByRole('link', { name: 'Comprar pelo WhatsApp' }).click()]);
      await tab.close();
    }

    await poll(async () => (await counters()).find((c) => c.kind === 'whatsapp_click')?.count).toBe(2);
    const rows = await counters();
    expect(rows).toContainEqual({ kind: 'whatsapp_click', subject: String(raia.id), count: 2 });
    expect(rows).toContainEqual({ kind: 'product_view', subject: String(raia.id), count: 1 });
    expect(rows).toContainEqual({ kind: 'search_empty', subject: 'bumerangue', count: 1 });
    expect(rows.filter((c) => c.kind === 'page_view').reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(2);
    // nothing of the shopper is kept in the browser either
    expect(await shopper.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    await page.close();
  });

  for (const [size, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the owner sees it on the dashboard (${size})`, async () => {
      const demo = await app.deps.db('sites').where({ subdomain: 'demo' }).first();
      const owner = await buildUser(app.deps.db, { site: demo, username: `dono-${size}` });
      const context = await newContext(options);
      const page = await context.newPage();
      await page.goto(`${app.url}/admin/login`);
      await page.getByLabel('Usuário').fill(owner.username);
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      const card = page.getByRole('region', { name: 'Visitas da loja' });
      await card.getByText('Cliques no WhatsApp').first().waitFor({ state: 'visible', timeout: 30_000 });
      await poll(() => card.locator('.insight__figure', { hasText: 'Cliques no WhatsApp' }).locator('dd').innerText()).toBe('2');
      await poll(() => card.getByRole('region', { name: 'Buscas sem resultado' }).innerText()).toContain('bumerangue');
      await poll(() => card.getByRole('region', { name: 'Produtos mais vistos' }).innerText()).toContain('Pipa Raia Tradicional 50 cm');
      await card.getByRole('button', { name: '30 dias' }).click();
      await poll(() => card.getByRole('button', { name: '30 dias' }).getAttribute('aria-pressed')).toBe('true');
      await poll(() => card.locator('.visits-chart__bar').count()).toBe(30);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-dashboard-insight-${size}`);
      await context.close();
    });
  }
});
