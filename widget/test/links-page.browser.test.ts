import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot, seriousA11yViolations } from '../../api/test/browser.ts';
import { demoApp, exact, poll } from './demo-app.ts';

/*
 * The link-in-bio page as someone arriving from Instagram sees it:
 * the demo shop in real Chromium, at phone and desktop size.
 */
let app: Awaited<ReturnType<typeof demoApp>>;
let phone: BrowserContext;
let desktop: BrowserContext;

beforeAll(async () => {
  app = await demoApp();
  [phone, desktop] = await Promise.all([newContext(PHONE), newContext(DESKTOP)]);
});

afterAll(async () => {
  await phone?.close();
  await desktop?.close();
  await app?.server.close();
});

async function open(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(`${app.shopUrl}/links`, { waitUntil: 'networkidle' });
  return { page, problems };
}

describe('/links, the shop in an Instagram bio', () => {
  for (const [label, width, context] of [
    ['phone', 390, () => phone],
    ['desktop', 1280, () => desktop],
  ] as const) {
    it(`shows the shop, WhatsApp, Instagram, destaques and categories on a ${label} (${width} px), without sideways scrolling`, async () => {
      const { page, problems } = await open(context());
      await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Pipas do Vento'));
      await poll(() => page.getByRole('link', { name: 'Conversar no WhatsApp' }).getAttribute('href')).toMatch(
        exact(/^https:\/\/wa\.me\/5511987654321\?text=/),
      );
      expect(await page.locator('.vs-links').getByRole('link', { name: /^@/ }).getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\//);
      expect(await page.getByRole('region', { name: 'Destaques' }).getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await page.getByRole('region', { name: 'Categorias' }).getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // thumb-sized: every button is at least 44 px tall and the column stays narrow on a wide screen
      const buttons = await page.locator('.vs-links .vs-btn').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
      expect(buttons.every((r) => r.height >= 44)).toBe(true);
      expect(Math.max(...buttons.map((r) => r.width))).toBeLessThanOrEqual(480);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await screenshot(page, `links-${label}`);
      await page.close();
    });
  }

  it('needs no script, and a category button opens that category’s products', async () => {
    const { page, problems } = await open(phone);
    // the server's page is the whole page: nothing hydrates it, so nothing can break it
    expect(await page.evaluate(() => document.querySelector('.vs-links') !== null)).toBe(true);
    const first = page.getByRole('region', { name: 'Categorias' }).getByRole('link').first();
    await first.click();
    await poll(() => page.url()).toMatch(/\/products\?categoria=\d+/);
    await page.locator('[data-view="products"]').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
