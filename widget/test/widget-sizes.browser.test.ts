import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { startTestApp, workerResources, type TestApp } from '../../api/test/harness.ts';
import { foreignSite, poll } from './demo-app.ts';
import { bagShop } from './bag-shop.ts';

/*
 * the widget holds its own sizes whatever the host page does to its root
 * font size (WordPress themes set html{font-size:62.5%}) or to the widget's element, and with
 * the hostile CSS of docs/widget.md. Its labels and titles keep the design's sizes (px inside
 * the shadow root, never rem or inherited ones), at 390 and 1280 px.
 */
const HOSTILE = `
  button { border: 3px dotted rgb(255, 0, 0); background: yellow; }
  .vs-card, .vs-grid { display: none !important; }
  h1, h2, h3, label { font-size: 76px !important; }
  vitrine-store { font-size: 48px; line-height: 4; letter-spacing: 6px; }
`;
const PAGES = {
  wordpress: 'html { font-size: 62.5%; } body { font-size: 1.6rem; }',
  hostile: `html { font-size: 250%; } ${HOSTILE}`,
  plain: '',
};

let app: TestApp;
const hosts: Array<{ close: () => Promise<void> }> = [];

beforeAll(async () => {
  const { testDb, dataDir } = await workerResources();
  await testDb.reset();
  app = await startTestApp(testDb, dataDir);
  await bagShop(app.deps.db, 'atelie-tamanhos');
});

afterAll(async () => {
  for (const h of hosts) await h.close();
  await app?.server.close();
});

async function hostPage(css: string) {
  const host = await foreignSite(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blog</title><style>${css}</style></head>
<body><h1>Blog da Ana</h1><vitrine-store store="atelie-tamanhos" view="products"></vitrine-store>
<script src="${app.url}/widget.js" async></script></body></html>`);
  hosts.push(host);
  return host.url;
}

/** Computed font sizes, in px, of what the shopper reads in the widget's products page. */
const sizes = (page: Page) =>
  page.locator('vitrine-store').evaluate((el) => {
    const root = el.shadowRoot!;
    const px = (selector: string) => Number.parseFloat(getComputedStyle(root.querySelector(selector)!).fontSize);
    const spacing = getComputedStyle(root.querySelector('.vs-card-name')!).letterSpacing;
    return {
      title: px('.vs-page-head h2'),
      label: px('.vs-field label'),
      input: px('#vs-q'),
      button: px('.vs-btn'),
      cardName: px('.vs-card-name'),
      price: px('.vs-now'),
      unit: px('.vs-unit'),
      spacing,
    };
  });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the widget on a host page that changes font sizes (%s)', (name, size) => {
  it('keeps its labels and titles at the design’s sizes on a 62.5 % page and under hostile CSS', async () => {
    const context = await newContext(size);
    try {
      const measured: Record<string, Awaited<ReturnType<typeof sizes>>> = {};
      for (const [kind, css] of Object.entries(PAGES)) {
        const page = await context.newPage();
        await page.goto(await hostPage(css));
        await poll(() => page.locator('vitrine-store').locator('.vs-card-name').count()).toBe(3);
        measured[kind] = await sizes(page);
        await screenshot(page, `widget-sizes-${kind}-${name}`);
        await page.close();
      }
      // the design's range (storefront.css.ts): labels 13–16 px, the page title 28–32 px, body text 16 px
      expect(measured.plain).toEqual({ title: 30, label: 14, input: 16, button: 16, cardName: 16, price: 17, unit: 13, spacing: 'normal' });
      expect(measured.wordpress).toEqual(measured.plain);
      expect(measured.hostile).toEqual(measured.plain);
    } finally {
      await context.close();
    }
  });
});
