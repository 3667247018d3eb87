import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, workerResources } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite, shopWithAdmin } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { INSIGHT_OTHERS, INSIGHT_SUBJECTS_PER_DAY } from '@vitrine/contract/insight';
import { insightDay, visitorKey } from './visitor.ts';

/**
 * Beacons are counted in this process's memory and written in batches (insight/tally.ts,
 * docs/insight.md): a batch counts exactly what its beacons did, under the rules a single
 * beacon had, each shop its own. The timer is set beyond any test here, so nothing is
 * written but by the flushes the tests make.
 */
const HOUR = 3_600_000;
const getApp = useTestApp({}, {}, { flushEveryMs: HOUR });
const TODAY = `(now() at time zone 'America/Sao_Paulo')::date`;
const phone = (n: number) => `Mozilla/5.0 (Linux; Android 14; moto g${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36`;

const beacon = (url: string, subdomain: string, event: unknown, userAgent = phone(54)) =>
  new TestClient(url, { 'content-type': 'text/plain', 'user-agent': userAgent }).post(`/api/insight/events?sub=${subdomain}`, JSON.stringify(event));

const counters = async (siteId: number) => {
  const { db } = getApp().deps;
  const rows: { kind: string; subject: string; count: number }[] = await db('insight_daily').where({ site_id: siteId }).select('kind', 'subject', 'count');
  return Object.fromEntries(rows.map((r) => [`${r.kind}:${r.subject}`, Number(r.count)]));
};

describe('beacons counted in memory, written in batches', () => {
  it("many beacons of two shops, interleaved, are written by one flush with exact counts, each shop's its own", async () => {
    const app = getApp();
    const { db } = app.deps;
    const { site: a, client: ownerA } = await shopWithAdmin(app);
    const { site: b, client: ownerB } = await shopWithAdmin(app);
    const kiteA = await buildProduct(db, a, await buildCategory(db, a));
    const kiteB = await buildProduct(db, b, await buildCategory(db, b));

    for (let i = 0; i < 20; i++) {
      for (const res of await Promise.all([
        beacon(app.url, a.subdomain, { kind: 'page_view', page: 'home', referrer: 'https://l.instagram.com/x' }, phone(i % 3)),
        beacon(app.url, b.subdomain, { kind: 'page_view', page: 'products' }),
        beacon(app.url, a.subdomain, { kind: 'product_view', product_id: kiteA.id }),
        beacon(app.url, b.subdomain, { kind: 'product_view', product_id: kiteB.id }),
        // shop A naming shop B's product adds to neither
        beacon(app.url, a.subdomain, { kind: 'whatsapp_click', product_id: kiteB.id }),
        beacon(app.url, b.subdomain, { kind: 'whatsapp_click', product_id: kiteB.id }),
        beacon(app.url, a.subdomain, { kind: 'search_empty', q: 'Rabiola LED' }),
      ]))
        expect(res.status).toBe(204);
    }
    // answered, not yet written
    expect(Number((await db('insight_daily').count({ n: '*' }).first())!.n)).toBe(0);

    await app.deps.insight!.flush();
    expect(await counters(a.id)).toEqual({
      'visitor:': 3,
      'page_view:home': 20,
      'referrer:Instagram': 20,
      [`product_view:${kiteA.id}`]: 20,
      'search_empty:rabiola led': 20,
    });
    expect(await counters(b.id)).toEqual({
      'visitor:': 1,
      'page_view:products': 20,
      [`product_view:${kiteB.id}`]: 20,
      [`whatsapp_click:${kiteB.id}`]: 20,
    });
    expect(Number((await db('insight_visitors').where({ site_id: a.id }).count({ n: '*' }).first())!.n)).toBe(3);

    expect((await ownerA.get('/api/insight')).body.totals).toEqual({
      visitors: 3,
      page_views: 20,
      product_views: 20,
      whatsapp_clicks: 0,
      instagram_clicks: 0,
      empty_searches: 20,
    });
    expect((await ownerB.get('/api/insight')).body.totals).toEqual({
      visitors: 1,
      page_views: 20,
      product_views: 20,
      whatsapp_clicks: 20,
      instagram_clicks: 0,
      empty_searches: 0,
    });

    // a visitor already written today is not counted again by a later batch
    await beacon(app.url, b.subdomain, { kind: 'page_view', page: 'home' });
    await app.deps.insight!.flush();
    expect((await counters(b.id))['visitor:']).toBe(1);
  });

  it('keeps the day\'s cap of distinct search terms in a batch: the most searched take the room left, the rest go to "outros"', async () => {
    const app = getApp();
    const { db } = app.deps;
    const site = await buildSite(db);
    const known = Array.from({ length: INSIGHT_SUBJECTS_PER_DAY - 2 }, (_, i) => ({
      site_id: site.id,
      day: db.raw(TODAY),
      kind: 'search_empty',
      subject: `termo-${i}`,
      count: 1,
    }));
    await db('insight_daily').insert(known);
    for (const [q, times] of [
      ['novo a', 3],
      ['novo b', 2],
      ['novo c', 1],
      ['novo d', 1],
      ['termo-5', 1],
    ] as const)
      for (let i = 0; i < times; i++) expect((await beacon(app.url, site.subdomain, { kind: 'search_empty', q })).status).toBe(204);

    await app.deps.insight!.flush();
    const counted = await counters(site.id);
    expect(counted).toMatchObject({ 'search_empty:novo a': 3, 'search_empty:novo b': 2, [`search_empty:${INSIGHT_OTHERS}`]: 2, 'search_empty:termo-5': 2 });
    expect(counted['search_empty:novo c']).toBeUndefined();
    expect(Object.keys(counted).filter((k) => k.startsWith('search_empty:') && k !== `search_empty:${INSIGHT_OTHERS}`)).toHaveLength(INSIGHT_SUBJECTS_PER_DAY);
  });

  it("counts no hidden product and no other shop's product in a batch", async () => {
    const app = getApp();
    const { db } = app.deps;
    const site = await buildSite(db);
    const other = await buildSite(db);
    const category = await buildCategory(db, site);
    const hidden = await buildProduct(db, site, category, { name: 'Bolsa escondida' });
    await db('products').where({ id: hidden.id }).update({ availability: 'oculto' });
    const shown = await buildProduct(db, site, category, { name: 'Bolsa à mostra' });
    const theirs = await buildProduct(db, other, await buildCategory(db, other));
    for (const event of [
      { kind: 'product_view', product_id: hidden.id },
      { kind: 'whatsapp_click', product_id: hidden.id },
      { kind: 'product_view', product_id: theirs.id },
      { kind: 'instagram_click', product_id: theirs.id },
      { kind: 'product_view', product_id: shown.id },
      { kind: 'product_view', product_id: 2_000_000 },
    ])
      expect((await beacon(app.url, site.subdomain, event)).status).toBe(204);

    await app.deps.insight!.flush();
    expect(await counters(site.id)).toEqual({ [`product_view:${shown.id}`]: 1 });
    expect(await counters(other.id)).toEqual({});
  });

  it('counts a beacon on the day it arrived (Brazil), not the day it is written', async () => {
    const app = getApp();
    const { db } = app.deps;
    const site = await buildSite(db);
    // a beacon at 23:59:59 yesterday in São Paulo (UTC-3), written today
    const today = insightDay(new Date());
    const yesterday = new Date(Date.parse(`${today}T12:00:00-03:00`) - 86_400_000).toISOString().slice(0, 10);
    const lastSecond = new Date(`${yesterday}T23:59:59-03:00`);
    const visitor = visitorKey(app.deps.config.sessionSecret, site.id, '203.0.113.9', phone(54), lastSecond);
    app.deps.insight!.add(site.id, { kind: 'page_view', page: 'home' }, undefined, visitor, lastSecond);
    app.deps.insight!.add(site.id, { kind: 'page_view', page: 'home' }, undefined, undefined);
    await app.deps.insight!.flush();
    const rows = await db('insight_daily')
      .where({ site_id: site.id })
      .select(db.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'kind', 'count')
      .orderBy(['day', 'kind']);
    expect(rows).toEqual([
      { day: yesterday, kind: 'page_view', count: 1 },
      { day: yesterday, kind: 'visitor', count: 1 },
      { day: today, kind: 'page_view', count: 1 },
    ]);
  });

  it('writes the pending counts when the server shuts down, before its database closes', async () => {
    const { db } = getApp().deps;
    const site = await buildSite(db);
    const { testDb, dataDir } = await workerResources();
    const second = await startTestApp(testDb, dataDir, {}, undefined, {}, { flushEveryMs: HOUR });
    for (const page of ['home', 'products', 'products']) expect((await beacon(second.url, site.subdomain, { kind: 'page_view', page })).status).toBe(204);
    expect(await counters(site.id)).toEqual({});

    await second.server.close();
    expect(await counters(site.id)).toEqual({ 'visitor:': 1, 'page_view:home': 1, 'page_view:products': 2 });
  });
});
