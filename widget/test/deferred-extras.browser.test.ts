import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { exportStorefront } from '../../api/src/storefront/static-export.ts';
import { demoApp, exact, foreignSite, poll } from './demo-app.ts';

/*
 * moved what no page needs to show itself out of storefront.js and widget.js:
 * the contact page's "Aberto agora" and the widget's share panel styles into extras.js (fetched
 * once the page is up), a static export's in-browser search into export-search.js. Each still
 * works where the shopper meets it. (Insight's counting, in extras.js too, is proved by
 * insight.browser.test.ts.)
 */
let app: Awaited<ReturnType<typeof demoApp>>;
let phone: BrowserContext;
let exported: { url: string; close: () => Promise<void> };

/** Serves an exported folder as a CDN would: /path/ → /path/index.html. */
async function serveFolder(dir: string) {
  const server = http.createServer((req, res) => {
    const clean = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, clean);
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  app = await demoApp();
  const site = await app.deps.db('sites').where({ subdomain: 'demo' }).first();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-export-'));
  for (const f of await exportStorefront(app.deps, site)) {
    fs.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
    fs.writeFileSync(path.join(dir, f.path), f.body);
  }
  exported = await serveFolder(dir);
  phone = await newContext(PHONE);
});

afterAll(async () => {
  await phone?.close();
  await exported?.close();
  await app?.server.close();
});

describe('what is fetched after the page is up', () => {
  it('the contact page says whether the shop is open now', async () => {
    const page = await phone.newPage();
    await page.goto(`${app.shopUrl}/contact`, { waitUntil: 'networkidle' });
    await poll(() => page.locator('.vs-open-now').innerText()).toMatch(/^(Aberto agora|Fechado agora)$/);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /agora$/ })
        .count(),
    ).toBe(1);
    await page.close();
  });

  it('a static export searches its own catalogue in the browser', async () => {
    const page = await phone.newPage();
    await page.goto(`${exported.url}/products/`, { waitUntil: 'networkidle' });
    await poll(() => page.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    await page.getByLabel('Buscar produtos').fill('rabiola');
    await poll(() => page.getByRole('status').innerText()).toMatch(exact(/4 produtos encontrados para “rabiola”/));
    const names = await page.locator('.vs-card-name').allTextContents();
    expect(names.every((n) => /rabiola/i.test(n))).toBe(true);
    await screenshot(page, 'export-search-phone');
    await page.close();
  });

  it("the widget's share panel gets its styles inside the shadow root", async () => {
    const raia = await app.deps.db('products').where({ name: 'Pipa Raia Tradicional 50 cm' }).first();
    const host = await foreignSite(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blog</title></head>
<body><h1>Blog</h1><vitrine-store store="demo" view="product" product="${raia.id}"></vitrine-store>
<script src="${app.url}/widget.js" async></script></body></html>`);
    const context = await newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(host.url, { waitUntil: 'networkidle' });
      const widget = page.locator('vitrine-store');
      await widget.getByRole('button', { name: 'Compartilhar' }).click();
      const panel = widget.getByRole('group', { name: 'Compartilhar este produto' });
      await panel.waitFor({ state: 'visible' });
      expect(await panel.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
      expect(await panel.getByRole('textbox', { name: 'Link do produto' }).evaluate((el) => getComputedStyle(el).minHeight)).toBe('44px');
      expect(await page.evaluate(() => document.querySelector('vitrine-store')!.shadowRoot!.querySelectorAll('style[data-vs-extras]').length)).toBe(1);
      await screenshot(page, 'widget-share-phone');
    } finally {
      await context.close();
      await host.close();
    }
  });
});
