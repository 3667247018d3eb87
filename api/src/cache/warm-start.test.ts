import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { getWithHost } from '../../test/http-client.ts';
import { slugify } from '@vitrine/contract';
import { mostReadPages } from './warm-start.ts';

/**
 * A new process asks itself for the pages shoppers read most (insight's counts of today and
 * yesterday) before /readyz says ready: the first shopper of those pages gets a hit, and the
 * shops nobody visited are left for their own shoppers.
 */
const getApp = useTestApp();

async function shopsWithViews() {
  const db = getApp().deps.db;
  const visited = await buildSite(db, { subdomain: 'pipas' });
  const product = await buildProduct(db, visited, await buildCategory(db, visited, { name: 'Pipas' }), { name: 'Pipa Raia' });
  const quiet = await buildSite(db, { subdomain: 'bolsas' });
  await buildProduct(db, quiet, await buildCategory(db, quiet, { name: 'Bolsas' }), { name: 'Bolsa Tiracolo' });
  const hidden = await buildSite(db, { subdomain: 'fechada', is_published: false });
  const day = db.raw('current_date');
  const old = db.raw("current_date - interval '3 days'");
  await db('insight_daily').insert([
    { site_id: visited.id, day, kind: 'page_view', subject: 'home', count: 50 },
    { site_id: visited.id, day, kind: 'page_view', subject: 'products', count: 20 },
    { site_id: visited.id, day, kind: 'product_view', subject: String(product.id), count: 10 },
    // not an address of its own, an unpublished shop, and last week's visits: none is warmed
    { site_id: visited.id, day, kind: 'page_view', subject: 'categories', count: 40 },
    { site_id: hidden.id, day, kind: 'page_view', subject: 'home', count: 90 },
    { site_id: quiet.id, day: old, kind: 'page_view', subject: 'home', count: 500 },
  ]);
  return { product };
}

describe('warm start', () => {
  it("lists today's and yesterday's most read pages of the shops on show, most first", async () => {
    const { product } = await shopsWithViews();
    expect(await mostReadPages(getApp().deps.db, 'localhost', 10)).toEqual([
      { host: 'pipas.localhost', path: '/' },
      { host: 'pipas.localhost', path: '/products' },
      { host: 'pipas.localhost', path: `/product/${product.id}` },
    ]);
    expect(await mostReadPages(getApp().deps.db, 'localhost', 2)).toHaveLength(2);
  });

  it('leaves a new process with those pages kept: their first shopper gets a hit, the others a miss', async () => {
    const { product } = await shopsWithViews();
    const app = getApp();
    const fresh = await startTestApp(app.testDb, app.deps.config.dataDir, { WARM_START_PAGES: '10' });
    try {
      expect((await getWithHost(fresh.url, '/readyz', 'localhost')).status).toBe(200);
      const read = async (path: string, host = 'pipas.localhost') =>
        (await getWithHost(fresh.url, path, host, { 'accept-encoding': 'br' })).headers.get('x-cache');
      expect(await read('/')).toBe('HIT');
      expect(await read('/products')).toBe('HIT');
      expect(await read(`/product/${product.id}-${slugify(product.name)}`)).toBe('HIT');
      // not among the most read: rendered for its first shopper
      expect(await read('/categories')).toBe('MISS');
      expect(await read('/', 'bolsas.localhost')).toBe('MISS');
    } finally {
      await fresh.server.close();
    }
  });

  it('warms nothing with WARM_START_PAGES=0', async () => {
    await shopsWithViews();
    const app = getApp();
    const fresh = await startTestApp(app.testDb, app.deps.config.dataDir, { WARM_START_PAGES: '0' });
    try {
      expect((await getWithHost(fresh.url, '/', 'pipas.localhost')).headers.get('x-cache')).toBe('MISS');
    } finally {
      await fresh.server.close();
    }
  });
});
