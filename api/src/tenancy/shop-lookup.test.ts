import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { getWithHost } from '../../test/http-client.ts';
import { cacheMetrics } from '../cache/metrics.ts';
import { ShopLookup } from './shop-lookup.ts';

/**
 * The shop lookups kept in memory (tenancy/shop-lookup.ts): a change of one shop drops that
 * shop's and those another shop's change could alter, never another shop's, and never leaves
 * a host naming the wrong shop. The cache of answers is off, so every request shows what the
 * lookup found now.
 */
const getApp = useTestApp({ CACHE_MAX_MB: '0' });

/** The shop a host names now (its name), or the status when none, and whether its lookup read the database. */
async function shopAt(app: TestApp, host: string): Promise<{ shop: string | number; read: boolean }> {
  const before = cacheMetrics().lookupMisses;
  const res = await getWithHost(app.url, '/api/site/info', host);
  return { shop: res.status === 200 ? (res.body.store_name as string) : res.status, read: cacheMetrics().lookupMisses > before };
}

describe('shop lookups in memory', () => {
  it("one shop's writes keep the other shops' lookups; its own is read again, fresh", async () => {
    const app = getApp();
    const pipas = await buildSite(app.deps.db, { subdomain: 'pipas', store_name: 'Pipas' });
    await buildSite(app.deps.db, { subdomain: 'linhas', store_name: 'Linhas' });
    const kites = await buildCategory(app.deps.db, pipas, { name: 'Pipas' });
    expect(await shopAt(app, 'pipas.localhost')).toEqual({ shop: 'Pipas', read: true });
    expect(await shopAt(app, 'linhas.localhost')).toEqual({ shop: 'Linhas', read: true });
    expect(await shopAt(app, 'linhas.localhost')).toEqual({ shop: 'Linhas', read: false });

    await buildProduct(app.deps.db, pipas, kites, { name: 'Pipa Raia' });
    await app.deps.db('sites').where({ id: pipas.id }).update({ store_name: 'Pipas do Zé' });
    expect(await shopAt(app, 'linhas.localhost')).toEqual({ shop: 'Linhas', read: false });
    expect(await shopAt(app, 'pipas.localhost')).toEqual({ shop: 'Pipas do Zé', read: true });
  });

  it('a host that named no shop names the shop made after, and a renamed subdomain no longer names it', async () => {
    const app = getApp();
    const pipas = await buildSite(app.deps.db, { subdomain: 'pipas', store_name: 'Pipas' });
    expect((await shopAt(app, 'nova.localhost')).shop).toBe(404);
    await buildSite(app.deps.db, { subdomain: 'nova', store_name: 'Nova' });
    expect(await shopAt(app, 'nova.localhost')).toEqual({ shop: 'Nova', read: true });

    expect((await shopAt(app, 'pipas.localhost')).shop).toBe('Pipas');
    await app.deps.db('sites').where({ id: pipas.id }).update({ subdomain: 'pipas-do-ze' });
    expect((await shopAt(app, 'pipas.localhost')).shop).toBe(404);
    expect((await shopAt(app, 'pipas-do-ze.localhost')).shop).toBe('Pipas');
    await app.deps.db('sites').where({ id: pipas.id }).update({ is_published: false });
    expect((await shopAt(app, 'pipas-do-ze.localhost')).shop).toBe(404);
  });

  it('a host named by its first label follows when another shop takes it as its domain, and a domain follows its move', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'loja', store_name: 'Loja' });
    const ana = await buildSite(app.deps.db, { subdomain: 'ana', store_name: 'Ana' });
    const bia = await buildSite(app.deps.db, { subdomain: 'bia', store_name: 'Bia' });
    // not a domain of any shop: its first label names the shop "loja"
    expect(await shopAt(app, 'loja.pipasdobairro.com.br')).toEqual({ shop: 'Loja', read: true });
    expect(await shopAt(app, 'loja.pipasdobairro.com.br')).toEqual({ shop: 'Loja', read: false });
    await app.deps.db('custom_domains').insert({ site_id: ana.id, domain: 'loja.pipasdobairro.com.br', status: 'ativo' });
    expect(await shopAt(app, 'loja.pipasdobairro.com.br')).toEqual({ shop: 'Ana', read: true });
    // found by its own domain, it stays through other shops' changes
    await app.deps.db('sites').where({ id: bia.id }).update({ store_name: 'Bia Pipas' });
    expect(await shopAt(app, 'loja.pipasdobairro.com.br')).toEqual({ shop: 'Ana', read: false });

    await app.deps.db('custom_domains').where({ site_id: ana.id }).update({ site_id: bia.id });
    expect(await shopAt(app, 'loja.pipasdobairro.com.br')).toEqual({ shop: 'Bia Pipas', read: true });
    await app.deps.db('custom_domains').where({ site_id: bia.id }).delete();
    expect(await shopAt(app, 'loja.pipasdobairro.com.br')).toEqual({ shop: 'Loja', read: true });
  });

  it('hosts that name no shop, however many, never push a shop out', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'linhas', store_name: 'Linhas' });
    const found: boolean[] = [];
    // room for a few dozen entries: a bot's made-up hosts would fill it many times over
    const lookups = new ShopLookup({ maxBytes: 16 * 1024, isLive: () => true, counted: (hit) => found.push(hit) });
    const ask = (sub: string) => lookups.lookup(app.deps.db, { host: `${sub}.localhost` }, 'localhost');
    expect((await ask('linhas'))?.store_name).toBe('Linhas');
    for (let i = 0; i < 300; i++) expect(await ask(`inventada-${i}`)).toBeNull();
    found.length = 0;
    expect((await ask('linhas'))?.store_name).toBe('Linhas');
    expect(found).toEqual([true]);
    // and a change of any shop empties them at once, leaving the shop
    lookups.forget(999);
    await ask('inventada-299');
    await ask('linhas');
    expect(found).toEqual([true, false, true]);
  });
});
