import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { kiteShop } from './storefront-test-shop.ts';

/**
 * How many queries a cold read costs, the table of docs/performance.md ("Queries per read"):
 * with no answer cached (CACHE_MAX_MB=0) every request is cold, and the shop lookup (row and
 * domain) stays in memory. A feature that adds a query to a read fails here until the table
 * (and the budget: 3 a page, 2 an API read) says so. Counts, not times.
 */
const getApp = useTestApp({ CACHE_MAX_MB: '0' });

/** The harness's own barrier before each request (the cache's settle) is not the read's. */
const BARRIER = /^select pg_notify\(/;

async function queriesOf(app: TestApp, path: string, status: number): Promise<string[]> {
  const seen: string[] = [];
  const listen = (q: { sql: string }) => {
    if (!BARRIER.test(q.sql)) seen.push(q.sql);
  };
  app.testDb.db.on('query', listen);
  try {
    const res = await getWithHost(app.url, path, 'pipas.localhost');
    expect(res.status, path).toBe(status);
  } finally {
    app.testDb.db.off('query', listen);
  }
  return seen;
}

describe('queries per cold read (docs/performance.md)', () => {
  it('a page costs at most 3 queries and an API read at most 2, as the table says', async () => {
    const app = getApp();
    const { raia, arraia, kites } = await kiteShop(app.deps.db, app.deps.storage);
    // the first request of a process finds the shop (one query); after that it is in memory
    expect(await queriesOf(app, '/robots.txt', 200)).toHaveLength(1);
    const table: [path: string, status: number, queries: number][] = [
      // the shop's first page since its last change reads its categories, kept for the pages after
      // (cache/shop-reads.ts), and its products: nothing starred here, so the first ones, found by
      // the same query that looks for destaques (StoreSource.homePick)
      ['/', 200, 2],
      // the product, and its category's first products (the related row), kept for the pages
      // of the category's other products (cache/shop-reads.ts)
      [`/product/${raia.id}-pipa-raia-azul`, 200, 2],
      [`/product/${arraia.id}-pipa-arraia`, 200, 1],
      ['/products', 200, 1],
      ['/products?q=pipa', 200, 1],
      // a typo: full text finds nothing, the typo search does, in the same query
      ['/products?q=carretell', 200, 1],
      // nothing found either way: the search, then the destaques shown under it
      ['/products?q=bicicleta', 200, 2],
      [`/products?categoria=${kites.id}`, 200, 1],
      ['/categories', 200, 0],
      ['/contact', 200, 0],
      [`/product/${raia.id}`, 301, 1],
      ['/api/site/info', 200, 0],
      ['/api/config', 200, 0],
      ['/api/categories', 200, 1],
      ['/api/products', 200, 1],
      [`/api/products/${raia.id}`, 200, 1],
    ];
    const check = async ([path, status, queries]: [string, number, number]) => {
      const seen = await queriesOf(app, path, status);
      expect(seen, `${path}: ${seen.join('\n')}`).toHaveLength(queries);
      expect(queries).toBeLessThanOrEqual(path.startsWith('/api/') ? 2 : 3);
    };
    for (const row of table) await check(row);
    // with a destaque, the home page is its categories (read again: the change made a new version) and its destaques
    await app.deps.db('products').where({ id: raia.id }).update({ is_featured: true });
    expect(await queriesOf(app, '/robots.txt', 200)).toHaveLength(1); // the change dropped the shop's lookup
    await check(['/', 200, 2]);
    await check(['/products', 200, 1]);
  });
});
