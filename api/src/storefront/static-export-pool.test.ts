import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { exportStorefront } from './static-export.ts';
import { relatedProducts } from './export-pages.ts';
import { kiteShop } from './storefront-test-shop.ts';
import { listProducts } from '../products/queries.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { searchKey } from '../db/search-key.ts';

/*
 * A large catalogue's products page and product pages are rendered on the worker pool
 * (worker-tasks/tasks.ts), a small one's on the main thread: both must give the very same files. Under vitest both
 * threads render with the widget's source (workers/pool.ts, threadFlags), so no build is needed.
 */
const getApp = useTestApp();
const PRODUCTS = 300;

/** The kite shop with 300 more products over its two categories and three new ones. */
async function largeShop(app: TestApp): Promise<SiteRow> {
  const { site, kites, lines } = await kiteShop(app.deps.db, app.deps.storage);
  const more = await app.deps
    .db('categories')
    .insert(['Rabiolas', 'Varetas', 'Carretéis'].map((name) => ({ site_id: site.id, name, name_key: searchKey(name) })))
    .returning('id');
  const categoryIds = [kites.id, lines.id, ...more.map((c: { id: number }) => c.id)];
  await app.deps.db('products').insert(
    Array.from({ length: PRODUCTS }, (_, i) => ({
      site_id: site.id,
      // uneven: the first category gets most, the last only a few
      category_id: categoryIds[Math.min(i % 7, categoryIds.length - 1)],
      name: `Pipa ${i} ${['de seda', 'Raia & Cia', 'com "aspas"', 'Ação <b>'][i % 4]}`,
      description: i % 3 ? `Feita à mão, número ${i}.` : null,
      price: `${10 + (i % 50)}.90`,
      old_price: i % 9 === 0 ? `${70 + (i % 50)}.00` : null,
      is_promotion: i % 9 === 0,
      unit: 'unidade',
      position: i % 40,
    })),
  );
  return site;
}

describe('static export of a large catalogue', () => {
  it('renders the same files on the worker pool as on the main thread', async () => {
    const app = getApp();
    const site = await largeShop(app);

    const inThread = await exportStorefront(app.deps, site, { pages: 'thread' });
    const onPool = await exportStorefront(app.deps, site, { pages: 'pool' });

    expect(onPool.map((f) => f.path)).toEqual(inThread.map((f) => f.path));
    expect(inThread.filter((f) => f.path.startsWith('produto/')).length).toBeGreaterThanOrEqual(2 * (PRODUCTS + 3));
    for (const [i, f] of onPool.entries()) {
      const same = inThread[i]!;
      expect(f.contentType, f.path).toBe(same.contentType);
      // toEqual would print two whole pages; the first differing file's path is enough to start from
      expect(Buffer.compare(Buffer.from(f.body), Buffer.from(same.body)), f.path).toBe(0);
    }
    // a ceiling, not a timing: two exports of 300 products and the pool's first start, 8 s alone
  }, 120_000);

  it('shows as related the first four of the product’s category, not itself, as loadPage does', async () => {
    const app = getApp();
    const site = await largeShop(app);
    const { items } = await listProducts({ db: app.deps.db, site }, { limit: 45_000 });

    // the rule as it was written before: a filter over the whole catalogue for each product
    const expected = items.map((p) => items.filter((o) => o.category_id === p.category_id && o.id !== p.id).slice(0, 4));
    expect(relatedProducts(items).map((r) => r.map((p) => p.id))).toEqual(expected.map((r) => r.map((p) => p.id)));
  });
});
