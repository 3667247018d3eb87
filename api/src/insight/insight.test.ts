import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite, masterClient, shopWithAdmin } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { referrerDomain, searchTerm } from './normalize.ts';

const getApp = useTestApp();

const PHONE = 'Mozilla/5.0 (Linux; Android 14; moto g54) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** What navigator.sendBeacon sends: text/plain with a JSON body, no cookie, from the shop's page. */
function beacon(baseUrl: string, subdomain: string, event: unknown, headers: Record<string, string> = {}) {
  return new TestClient(baseUrl).post(`/api/insight/events?sub=${subdomain}`, JSON.stringify(event), {
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': PHONE,
      'sec-fetch-site': 'cross-site',
      origin: 'https://blog.example.com',
      ...headers,
    },
  });
}

describe('insight beacon and dashboard', () => {
  it('counts views, clicks, empty searches and referrers per shop, and the owner reads them back', async () => {
    const app = getApp();
    const { site, client: owner } = await shopWithAdmin(app);
    const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const kite = await buildProduct(app.deps.db, site, category, { name: 'Pipa Arraia' });
    const line = await buildProduct(app.deps.db, site, category, { name: 'Linha 10' });
    const send = (event: unknown) => beacon(app.url, site.subdomain, event);

    for (const res of [
      await send({ kind: 'page_view', page: 'home', referrer: 'https://www.instagram.com/p/abc?utm=1' }),
      await send({ kind: 'page_view', page: 'product' }),
      await send({ kind: 'product_view', product_id: kite.id }),
      await send({ kind: 'product_view', product_id: kite.id }),
      await send({ kind: 'product_view', product_id: line.id }),
      await send({ kind: 'whatsapp_click', product_id: kite.id }),
      await send({ kind: 'whatsapp_click', product_id: kite.id }),
      await send({ kind: 'instagram_click' }),
      await send({ kind: 'search_empty', q: '  Rabiola   LED ' }),
      await send({ kind: 'search_empty', q: 'rabiola led' }),
    ])
      expect(res.status).toBe(204);

    const res = await owner.get('/api/insight?days=7');
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(7);
    expect(res.body.series).toHaveLength(7);
    expect(res.body.series.at(-1)).toMatchObject({ visitors: 1, page_views: 2, product_views: 3, whatsapp_clicks: 2, instagram_clicks: 1 });
    expect(res.body.series.slice(0, 6).every((d: { page_views: number }) => d.page_views === 0)).toBe(true);
    expect(res.body.totals).toEqual({ visitors: 1, page_views: 2, product_views: 3, whatsapp_clicks: 2, instagram_clicks: 1, empty_searches: 2 });
    expect(res.body.top_products).toEqual([
      { product_id: kite.id, name: 'Pipa Arraia', views: 2, whatsapp_clicks: 2 },
      { product_id: line.id, name: 'Linha 10', views: 1, whatsapp_clicks: 0 },
    ]);
    expect(res.body.empty_searches).toEqual([{ term: 'rabiola led', count: 2 }]);
    expect(res.body.referrers).toEqual([{ source: 'Instagram', count: 1 }]);
    expect((await owner.get('/api/insight?days=30')).body.series).toHaveLength(30);
  });

  it("never counts another shop's products, robots or logged-in users, and keeps no address or cookie", async () => {
    const app = getApp();
    const { site: a, client: ownerA } = await shopWithAdmin(app);
    const b = await buildSite(app.deps.db);
    const productOfB = await buildProduct(app.deps.db, b, await buildCategory(app.deps.db, b));

    // shop A's beacon naming shop B's product counts nothing
    expect((await beacon(app.url, a.subdomain, { kind: 'product_view', product_id: productOfB.id })).status).toBe(204);
    // a crawler's visit is not a shopper's
    const bot = await beacon(
      app.url,
      a.subdomain,
      { kind: 'page_view', page: 'home' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(bot.status).toBe(204);
    // the owner browsing the shop logged in is not a shopper either
    expect(
      (await ownerA.post(`/api/insight/events`, JSON.stringify({ kind: 'page_view', page: 'home' }), { headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(204);

    const summary = (await ownerA.get('/api/insight')).body;
    expect(summary.totals).toMatchObject({ page_views: 0, product_views: 0 });
    expect(summary.top_products).toEqual([]);

    const row = await app.deps.db('insight_daily').where({ site_id: b.id }).first();
    expect(row).toBeUndefined();
    const columns = Object.keys(await app.deps.db('insight_daily').columnInfo());
    expect(columns.sort()).toEqual(['count', 'day', 'kind', 'site_id', 'subject']);
  });

  it('refuses unknown kinds and shops, sets no cookie, and limits a flood', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    const unknownKind = await beacon(app.url, site.subdomain, { kind: 'purchase', value: 10 });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.error).toBe('Evento desconhecido.');
    expect((await beacon(app.url, site.subdomain, 'não é json' as unknown as object)).status).toBe(400);
    expect((await beacon(app.url, 'loja-que-nao-existe', { kind: 'page_view', page: 'home' })).status).toBe(404);
    const draft = await buildSite(app.deps.db, { is_published: false });
    expect((await beacon(app.url, draft.subdomain, { kind: 'page_view', page: 'home' })).status).toBe(404);

    const ok = await beacon(app.url, site.subdomain, { kind: 'page_view', page: 'home' });
    expect(ok.headers.get('set-cookie')).toBeNull();

    let limited = 0;
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await beacon(app.url, site.subdomain, { kind: 'page_view', page: 'products' });
      if (res.status === 429) {
        limited++;
        expect(res.body.error).toBe('Muitos eventos em pouco tempo. Tente novamente em instantes.');
      }
    }
    expect(limited).toBe(1);
  });

  it("keeps each owner to their own shop's figures; the master sees every shop's totals", async () => {
    const app = getApp();
    const { site: a, client: ownerA } = await shopWithAdmin(app);
    const { site: b } = await shopWithAdmin(app);
    await beacon(app.url, b.subdomain, { kind: 'page_view', page: 'home' });
    await beacon(app.url, b.subdomain, { kind: 'whatsapp_click' });

    // shop A's admin naming shop B still reads shop A
    const mine = await ownerA.get('/api/insight', { headers: { 'X-Tenant-Subdomain': b.subdomain } });
    expect(mine.body.totals.page_views).toBe(0);
    expect((await ownerA.get('/api/master/insight')).status).toBe(403);
    expect((await new TestClient(app.url).get('/api/insight')).status).toBe(401);
    expect((await ownerA.get('/api/insight?days=90')).status).toBe(400);

    const { client: master } = await masterClient(app);
    const totals = await master.get('/api/master/insight?days=30');
    expect(totals.status).toBe(200);
    expect(totals.body.find((s: { subdomain: string }) => s.subdomain === b.subdomain)).toMatchObject({ page_views: 1, whatsapp_clicks: 1 });
    expect(totals.body.find((s: { subdomain: string }) => s.subdomain === a.subdomain)).toMatchObject({ page_views: 0 });
    const asShopB = await master.get('/api/insight', { headers: { 'X-Tenant-Subdomain': b.subdomain } });
    expect(asShopB.body.totals).toMatchObject({ page_views: 1, whatsapp_clicks: 1 });
  });
});

describe('what insight keeps of a search and a referrer', () => {
  it.each([
    ['  Pipa   Grande ', 'pipa grande'],
    ['PIPÃO', 'pipão'],
    ['meu zap 11987654321', null],
    ['joao@example.com', null],
    ['   ', null],
    ['linha 10', 'linha 10'],
  ])('search %j → %j', (raw, kept) => expect(searchTerm(raw)).toBe(kept));

  it.each([
    ['https://www.instagram.com/p/x?igsh=1', 'shop.example', 'instagram.com'],
    ['https://l.facebook.com/l.php?u=x', 'shop.example', 'l.facebook.com'],
    ['https://demo.localhost:3000/products', 'demo.localhost:3000', null],
    ['javascript:alert(1)', 'shop.example', null],
    ['not a url', 'shop.example', null],
    [undefined, 'shop.example', null],
  ])('referrer %j on %s → %j', (raw, own, kept) => expect(referrerDomain(raw, own)).toBe(kept));
});
