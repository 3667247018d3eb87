import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { exportStorefront } from '../../api/src/storefront/static-export.ts';
import { demoApp, foreignSite, poll } from './demo-app.ts';

/** line breaks and "-" lists reach shoppers, on every way the shop is shown. */
const DESCRIPTION = 'Pipa para dias de vento fraco.\nVoa fácil com linha 10.\n\nVem com:\n- varetas de bambu\n- rabiola de 10 m\n- <script>alert(1)</script>';

let app: Awaited<ReturnType<typeof demoApp>>;
let productId: number;
let host: Awaited<ReturnType<typeof foreignSite>>;
let exported: { url: string; close: () => Promise<void> };

/** Serves an exported folder as a CDN would: /path/ → /path/index.html. */
async function serveFolder(dir: string) {
  const server = http.createServer((req, res) => {
    const clean = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, clean);
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    const type = file.endsWith('.html')
      ? 'text/html; charset=utf-8'
      : file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.webp')
          ? 'image/webp'
          : 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  app = await demoApp();
  const row = await app.deps.db('products').orderBy('id').first();
  productId = row.id;
  await app.deps.db('products').where({ id: productId }).update({ description: DESCRIPTION, short_description: null });
  host =
    await foreignSite(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blog</title></head>
<body><h1>Blog</h1><vitrine-store store="demo" view="product" product="${productId}"></vitrine-store><script src="${app.url}/widget.js" async></script></body></html>`);
  const site = await app.deps.db('sites').where({ subdomain: 'demo' }).first();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-export-'));
  for (const f of await exportStorefront(app.deps, site)) {
    fs.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
    fs.writeFileSync(path.join(dir, f.path), f.body);
  }
  exported = await serveFolder(dir);
});

afterAll(async () => {
  await host?.close();
  await exported?.close();
  await app?.server.close();
});

async function expectShaped(desc: Locator) {
  await poll(() => desc.locator('li').allTextContents()).toEqual(['varetas de bambu', 'rabiola de 10 m', '<script>alert(1)</script>']);
  expect(await desc.locator('p').first().innerText()).toBe('Pipa para dias de vento fraco.\nVoa fácil com linha 10.');
  expect(await desc.locator('script').count()).toBe(0);
}

describe('a description with line breaks and a list', () => {
  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`keeps its shape at ${size} size on the hosted shop, the widget and the static export`, async () => {
      const context = await newContext(options);
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });

      await page.goto(`${app.shopUrl}/product/${productId}`);
      await expectShaped(page.locator('.vs-desc'));
      const meta = await page.locator('meta[name="description"]').getAttribute('content');
      expect(meta).not.toContain('\n');
      expect(meta).toContain('Pipa para dias de vento fraco. Voa fácil com linha 10. Vem com: varetas de bambu; rabiola de 10 m');
      await screenshot(page, `storefront-description-shape-${size}`);

      await page.goto(host.url);
      await expectShaped(page.locator('vitrine-store .vs-desc'));
      await screenshot(page, `widget-description-shape-${size}`);

      await page.goto(`${exported.url}/product/${productId}/`);
      await expectShaped(page.locator('.vs-desc'));
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }
});
