import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { INSIGHT_OTHERS, INSIGHT_SUBJECTS_PER_DAY } from '@vitrine/contract/insight';
import { pruneExpired } from '../auth/prune.ts';

/**
 * Insight counters stay bounded (docs/insight.md "Limits and trust"): a fixed number of
 * distinct referrers and search terms per shop per day (the rest under "outros"), nothing
 * older than 13 months, and no count for a hidden product.
 */
const getApp = useTestApp();
const TODAY = `(now() at time zone 'America/Sao_Paulo')::date`;

/** A shopper's beacon (text/plain JSON, a phone's user agent). */
const shopper = (url: string) =>
  new TestClient(url, { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' });

/** Not shop 1: the beacon's rate limit lives in the process, and insight.test.ts floods shop 1 in the same worker. */
async function shop() {
  const db = getApp().deps.db;
  await buildSite(db);
  return buildSite(db);
}

describe('bounded insight', () => {
  it('counts at most a fixed number of distinct search terms and referrers per shop per day; the rest go to "outros"', async () => {
    const app = getApp();
    const { db } = app.deps;
    const site = await shop();
    const other = await buildSite(db);
    const full = (kind: string, siteId: number) =>
      Array.from({ length: INSIGHT_SUBJECTS_PER_DAY }, (_, i) => ({ site_id: siteId, day: db.raw(TODAY), kind, subject: `${kind}-${i}`, count: 1 }));
    await db('insight_daily').insert([...full('search_empty', site.id), ...full('referrer', site.id)]);
    const send = (event: unknown) => shopper(app.url).post(`/api/insight/events?sub=${site.subdomain}`, JSON.stringify(event));

    for (const event of [
      { kind: 'search_empty', q: 'termo novo' },
      { kind: 'search_empty', q: 'outro termo novo' },
      { kind: 'search_empty', q: 'search_empty-7' }, // already counted today: still counted as itself
      { kind: 'page_view', page: 'home', referrer: 'https://novo-site.example/x' },
    ])
      expect((await send(event)).status).toBe(204);
    await app.deps.insight!.flush(); // beacons are written in batches (insight/tally.ts); the cap applies as they are

    const count = async (kind: string, subject: string) => Number((await db('insight_daily').where({ site_id: site.id, kind, subject }).first())?.count ?? 0);
    expect(await count('search_empty', INSIGHT_OTHERS)).toBe(2);
    expect(await count('search_empty', 'search_empty-7')).toBe(2);
    expect(await count('search_empty', 'termo novo')).toBe(0);
    expect(await count('referrer', INSIGHT_OTHERS)).toBe(1);
    const distinct = await db('insight_daily').where({ site_id: site.id, kind: 'search_empty' }).count({ n: '*' }).first();
    expect(Number(distinct!.n)).toBe(INSIGHT_SUBJECTS_PER_DAY + 1);

    // another shop's day is its own
    expect((await shopper(app.url).post(`/api/insight/events?sub=${other.subdomain}`, JSON.stringify({ kind: 'search_empty', q: 'termo novo' }))).status).toBe(
      204,
    );
    await app.deps.insight!.flush();
    expect(await db('insight_daily').where({ site_id: other.id, kind: 'search_empty' }).pluck('subject')).toEqual(['termo novo']);
  });

  it('prunes counters older than 13 months with the expired sessions', async () => {
    const { db } = getApp().deps;
    const site = await shop();
    const row = (monthsAgo: number, subject: string) => ({
      site_id: site.id,
      day: db.raw(`${TODAY} - interval '${monthsAgo} months' + interval '1 day'`),
      kind: 'page_view',
      subject,
      count: 5,
    });
    await db('insight_daily').insert([row(0, 'hoje'), row(12, 'um-ano'), row(13, 'treze-meses'), row(14, 'catorze-meses'), row(40, 'antigo')]);
    const before = await db('insight_daily').where({ site_id: site.id }).count({ n: '*' }).first();
    expect(Number(before!.n)).toBe(5);

    const pruned = await pruneExpired(db);
    expect(pruned.insight_counters).toBe(2);
    expect((await db('insight_daily').where({ site_id: site.id }).orderBy('subject').pluck('subject')).sort()).toEqual(['hoje', 'treze-meses', 'um-ano']);
  });

  it('does not count views or clicks of a hidden product', async () => {
    const app = getApp();
    const { db } = app.deps;
    const site = await shop();
    const category = await buildCategory(db, site);
    const hidden = await buildProduct(db, site, category, { name: 'Bolsa escondida' });
    await db('products').where({ id: hidden.id }).update({ availability: 'oculto' });
    const shown = await buildProduct(db, site, category, { name: 'Bolsa à mostra' });
    for (const event of [
      { kind: 'product_view', product_id: hidden.id },
      { kind: 'whatsapp_click', product_id: hidden.id },
      { kind: 'product_view', product_id: shown.id },
    ])
      expect((await shopper(app.url).post(`/api/insight/events?sub=${site.subdomain}`, JSON.stringify(event))).status).toBe(204);
    await app.deps.insight!.flush();
    expect(await db('insight_daily').where({ site_id: site.id }).whereIn('kind', ['product_view', 'whatsapp_click']).pluck('subject')).toEqual([
      String(shown.id),
    ]);
  });
});
