import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { cacheMetrics } from './metrics.ts';

/**
 * Why an answer was not in memory, counted for /metrics (vitrine_cache_misses_total{cause}):
 * what tells an operator whether more CACHE_MAX_MB would help (evicted), or the shops' own
 * writes empty it (changed), or the addresses are simply new. 1 MB of cache, so one shop's
 * share (1/8) is reached by a few hundred small pages.
 */
const TOKEN = 'motivos-das-faltas-0123456789';
const getApp = useTestApp({ CACHE_MAX_MB: '1', METRICS_TOKEN: TOKEN });

const causes = () => {
  const m = cacheMetrics();
  return { new: m.missesNew, changed: m.missesChanged, evicted: m.missesEvicted };
};
const since = (before: ReturnType<typeof causes>) => {
  const now = causes();
  return { new: now.new - before.new, changed: now.changed - before.changed, evicted: now.evicted - before.evicted };
};

describe('the cache says why it missed', () => {
  it('new the first time, changed after the owner saves, evicted when memory let it go', async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app, { subdomain: 'motivos', store_name: 'Loja Motivos' });
    const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const product = await buildProduct(app.deps.db, site, category, { name: 'Pipa Raia', price: '10.00' });
    const home = () => getWithHost(app.url, '/', 'motivos.localhost');

    let before = causes();
    expect((await home()).headers.get('x-cache')).toBe('MISS');
    expect((await home()).headers.get('x-cache')).toBe('HIT');
    expect(since(before)).toEqual({ new: 1, changed: 0, evicted: 0 });

    // the owner's price edit bumps the shop's content version: the home page was kept under the old one
    const edit = await client.put(`/api/products/${product.id}`, { name: product.name, price: '12.50', unit: 'unidade', category_id: category.id });
    expect(edit.status).toBe(200);
    before = causes();
    const fresh = await home();
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(fresh.text).toContain('12,50');
    expect(since(before)).toEqual({ new: 0, changed: 1, evicted: 0 });

    // the shop's own made-up addresses fill its share and push its home page out, version unchanged
    before = causes();
    for (let i = 0; i < 400; i++) expect((await getWithHost(app.url, `/nada-${i}`, 'motivos.localhost')).status).toBe(404);
    expect(since(before)).toEqual({ new: 400, changed: 0, evicted: 0 });
    before = causes();
    expect((await home()).headers.get('x-cache')).toBe('MISS');
    expect(since(before)).toEqual({ new: 0, changed: 0, evicted: 1 });
  }, 120_000);

  it('exports the causes in /metrics', async () => {
    const app = getApp();
    const res = await app.client({ authorization: `Bearer ${TOKEN}` }).get('/metrics');
    expect(res.status).toBe(200);
    for (const cause of ['new', 'changed', 'evicted']) expect(res.text).toMatch(new RegExp(`^vitrine_cache_misses_total\\{cause="${cause}"\\} \\d+$`, 'm'));
  });
});
