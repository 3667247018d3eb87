import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { demoServer } from './storefront-server.ts';
import { dbSource } from '../src/storefront/db-source.ts';
import { renderShopPage } from '../src/storefront/render-page.ts';
import { shopView } from '../src/storefront/shop-view.ts';
import { loadSsr, WIDGET_DIR } from '../src/storefront/renderer.ts';
import { findSiteBySubdomain } from '../src/tenancy/site-model.ts';
import { slugify } from '@vitrine/contract/slug';

/**
 * `npm run budget`: the storefront's budgets, measured and printed.
 *  - JavaScript per page (storefront.js) ≤ 20 KB gzipped; widget.js with its CSS ≤ 25 KB.
 *  - Server render of a product page, p50 ≤ 5 ms, beside a baseline measured in the same
 *    run (the same data as the JSON an API answer would carry).
 * Sizes fail the script when over budget; timings are printed, never asserted.
 */
// 20 KB and 25 KB; extras.js (fetched once a page is up) and export-search.js (static exports) are ours
const BUDGET = { 'storefront.js': 20 * 1024, 'widget.js': 25 * 1024, 'extras.js': 3 * 1024, 'export-search.js': 1.5 * 1024 };
const PORT = Number(process.env.BUDGET_PORT ?? 3308);

async function main() {
  let over = false;
  console.log('JavaScript (widget/dist)');
  for (const [file, budget] of Object.entries(BUDGET)) {
    const full = path.join(WIDGET_DIR, 'dist', file);
    if (!fs.existsSync(full)) throw new Error(`${full} não existe: rode npm run build`);
    const body = fs.readFileSync(full);
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    const br = zlib.brotliCompressSync(body).length;
    const ok = gz <= budget;
    over ||= !ok;
    console.log(`  ${file.padEnd(16)} ${kb(body.length)} bruto  ${kb(gz)} gzip  ${kb(br)} brotli   orçamento ${kb(budget)} gzip  ${ok ? 'ok' : 'ACIMA'}`);
  }

  const demo = await demoServer(PORT);
  try {
    const ssr = await loadSsr();
    const site = (await findSiteBySubdomain(demo.deps.db, 'demo'))!;
    const raia = await demo.deps.db('products').where({ name: 'Pipa Raia Tradicional 50 cm' }).first();
    // the readable address: /product/{id} alone now answers a 301 to it
    const productPath = `/product/${raia.id}-${slugify(raia.name)}`;
    const scope = { db: demo.deps.db, site };

    console.log('\nPáginas (HTML com CSS inline, como o servidor envia)');
    for (const p of ['/', '/products', productPath, '/categories', '/contact']) {
      const res = await get(PORT, p, { 'accept-encoding': 'br' });
      console.log(`  ${p.padEnd(14)} ${kb(res.raw)} → ${kb(res.body.length)} brotli  (${res.status})`);
    }

    const shop = await shopView(demo.deps, demo.deps.db, site);
    const state = await ssr.loadPage(dbSource(scope), { view: 'product', id: raia.id });
    const links = { mode: 'hosted' as const, images: { kind: 'api' as const, base: '' } };
    const input = { shop, links, state, script: '/assets/storefront.js', apiBase: '' };

    console.log('\nRender no servidor de uma página de produto (p50 / p95)');
    row('só o render (dados já lidos)', await timeIt(2000, () => ssr.renderStorefrontPage(input)));
    row('  base: JSON.stringify dos mesmos dados', await timeIt(2000, () => JSON.stringify({ shop, state })));
    row(
      'dados do banco + render',
      await timeIt(300, () => renderShopPage(demo.deps, demo.deps.db, { site, pathname: productPath, search: '', script: '/assets/storefront.js' })),
    );
    row('  base: dados do banco (loadPage)', await timeIt(300, () => ssr.loadPage(dbSource(scope), { view: 'product', id: raia.id })));
    row('HTTP GET /product/:id (brotli)', await timeIt(300, () => get(PORT, productPath, { 'accept-encoding': 'br' })));
    row('  base: HTTP GET /api/products/:id', await timeIt(300, () => get(PORT, `/api/products/${raia.id}`, { 'x-tenant-subdomain': 'demo' })));
    console.log(`\nNode ${process.version}, banco embutido (PGlite), ${new Date().toISOString().slice(0, 16)}Z`);
  } finally {
    await demo.stop();
  }
  if (over) {
    console.error('\nOrçamento de JavaScript estourado.');
    process.exit(1);
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(8);

async function timeIt(n: number, work: () => unknown): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(50, n); i++) await work(); // warm-up: JIT, caches
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)]!, p95: times[Math.floor(n * 0.95)]! };
}

function row(label: string, t: { p50: number; p95: number }) {
  console.log(`  ${label.padEnd(42)} ${t.p50.toFixed(2).padStart(7)} ms  ${t.p95.toFixed(2).padStart(7)} ms`);
}

/** GET on the demo shop's host, through 127.0.0.1 (Node does not resolve *.localhost). */
function get(port: number, p: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: Buffer; raw: number }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, agent: false, headers: { host: `demo.localhost:${port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const raw = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(body).length : body.length;
          resolve({ status: res.statusCode ?? 0, body, raw });
        });
      })
      .on('error', reject);
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
