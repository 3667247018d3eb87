import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, shopWithAdmin } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { pruneExpired } from '../auth/prune.ts';
import { referrerSource } from './normalize.ts';
import { insightDay, visitorKey } from './visitor.ts';

/**
 * Visitors counted honestly without cookies (docs/insight.md "Visitors"): a person seeing
 * several pages is one visitor and several page views; nothing that names them is stored,
 * the day's salt included; referrers carry the names people know.
 */
const getApp = useTestApp();
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; moto g54) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const SECRET = 'x'.repeat(32);

const browser = (url: string, userAgent: string) => new TestClient(url, { 'content-type': 'text/plain', 'user-agent': userAgent });

describe('visitors and page views', () => {
  it('two people seeing six pages are 2 visitors and 6 page views; no address, browser or salt is stored', async () => {
    const app = getApp();
    await buildSite(app.deps.db); // not shop 1: insight.test.ts floods shop 1's rate limit in this worker
    const { site, client: owner } = await shopWithAdmin(app);
    const other = await buildSite(app.deps.db);
    const view = (ua: string, sub: string, page: string, referrer?: string) =>
      browser(app.url, ua).post(`/api/insight/events?sub=${sub}`, JSON.stringify({ kind: 'page_view', page, referrer }));
    for (const res of [
      await view(IPHONE, site.subdomain, 'home', 'https://l.instagram.com/?u=https%3A%2F%2Floja'),
      await view(IPHONE, site.subdomain, 'products'),
      await view(IPHONE, site.subdomain, 'product'),
      await view(IPHONE, site.subdomain, 'contact'),
      await view(ANDROID, site.subdomain, 'home', 'https://m.facebook.com/'),
      await view(ANDROID, site.subdomain, 'product'),
      // the same person on another shop is that shop's visitor
      await view(IPHONE, other.subdomain, 'home'),
    ])
      expect(res.status).toBe(204);

    const summary = await owner.get('/api/insight');
    expect(summary.status).toBe(200);
    expect(summary.body.totals).toMatchObject({ visitors: 2, page_views: 6 });
    expect(summary.body.series.at(-1)).toMatchObject({ visitors: 2, page_views: 6 });
    expect(summary.body.referrers).toEqual([
      { source: 'Facebook', count: 1 },
      { source: 'Instagram', count: 1 },
    ]);

    const { db } = app.deps;
    const hashes = await db('insight_visitors').where({ site_id: site.id }).pluck('visitor');
    expect(hashes).toHaveLength(2);
    const everything = JSON.stringify([await db('insight_visitors').select(), await db('insight_daily').select()]);
    for (const secretish of ['127.0.0.1', 'iPhone', 'Android', app.deps.config.sessionSecret]) expect(everything).not.toContain(secretish);
    expect(Object.keys(await db('insight_visitors').columnInfo()).sort()).toEqual(['day', 'site_id', 'visitor']);
  });

  it("the day's salt is derived (every process agrees without storing it) and rotates daily; only today's hashes are kept", async () => {
    const noon = new Date('2026-11-26T15:00:00Z');
    const a = visitorKey(SECRET, 7, '203.0.113.9', IPHONE, noon);
    expect(visitorKey(SECRET, 7, '203.0.113.9', IPHONE, new Date('2026-11-26T22:00:00Z'))).toEqual(a); // later the same day in Brazil
    expect(a.day).toBe('2026-11-26');
    expect(insightDay(new Date('2026-11-27T02:30:00Z'))).toBe('2026-11-26'); // 23:30 in São Paulo
    expect(visitorKey(SECRET, 7, '203.0.113.9', IPHONE, new Date('2026-11-27T15:00:00Z')).visitor).not.toBe(a.visitor);
    expect(visitorKey(SECRET, 8, '203.0.113.9', IPHONE, noon).visitor).not.toBe(a.visitor);
    expect(visitorKey(SECRET, 7, '203.0.113.10', IPHONE, noon).visitor).not.toBe(a.visitor);
    expect(visitorKey(SECRET, 7, '203.0.113.9', ANDROID, noon).visitor).not.toBe(a.visitor);
    expect(visitorKey('y'.repeat(32), 7, '203.0.113.9', IPHONE, noon).visitor).not.toBe(a.visitor);
    expect(a.visitor).toMatch(/^[\w-]{22}$/);

    const { db } = getApp().deps;
    const site = await buildSite(db);
    await db('insight_visitors').insert([
      { site_id: site.id, day: db.raw(`(now() at time zone 'America/Sao_Paulo')::date - 1`), visitor: 'ontem' },
      { site_id: site.id, day: db.raw(`(now() at time zone 'America/Sao_Paulo')::date`), visitor: 'hoje' },
    ]);
    await pruneExpired(db);
    expect(await db('insight_visitors').pluck('visitor')).toEqual(['hoje']);
  });

  it.each([
    ['l.instagram.com', 'Instagram'],
    ['instagram.com', 'Instagram'],
    ['l.facebook.com', 'Facebook'],
    ['m.facebook.com', 'Facebook'],
    ['lm.facebook.com', 'Facebook'],
    ['wa.me', 'WhatsApp'],
    ['web.whatsapp.com', 'WhatsApp'],
    ['google.com.br', 'Google'],
    ['google.com', 'Google'],
    ['blog.exemplo.com.br', 'blog.exemplo.com.br'],
    ['notinstagram.com', 'notinstagram.com'],
  ])('referrer %s is shown as %s', (domain, source) => expect(referrerSource(domain)).toBe(source));
});
