import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { useTestApp } from '../../test/harness.ts';
import { buildSite } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { createDb } from '../db/connection.ts';
import { startInsightTally } from './tally.ts';

/**
 * The tally's memory is bounded (insight/tally.ts): reaching its cap of entries writes it at
 * once, and while the database is away it keeps what it has, up to the cap, and never throws.
 * The timer is set beyond any test here: what is written, the cap wrote.
 */
const HOUR = 3_600_000;
const getApp = useTestApp({}, {}, { flushEveryMs: HOUR, maxPending: 4 });

const beacon = (url: string, subdomain: string, event: unknown) =>
  new TestClient(url, {
    'content-type': 'text/plain',
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
  }).post(`/api/insight/events?sub=${subdomain}`, JSON.stringify(event));

describe('the bound on pending insight counts', () => {
  it('writes at once when the pending entries reach the cap', async () => {
    const app = getApp();
    const { db } = app.deps;
    const site = await buildSite(db);
    // a visitor and a page view: two entries, under the cap of four
    expect((await beacon(app.url, site.subdomain, { kind: 'page_view', page: 'home' })).status).toBe(204);
    await app.deps.insight!.idle();
    expect(Number((await db('insight_daily').where({ site_id: site.id }).count({ n: '*' }).first())!.n)).toBe(0);

    // two entries more: the cap, written without a flush asked for
    expect((await beacon(app.url, site.subdomain, { kind: 'page_view', page: 'products' })).status).toBe(204);
    expect((await beacon(app.url, site.subdomain, { kind: 'search_empty', q: 'pipa' })).status).toBe(204);
    await app.deps.insight!.idle();
    const rows = await db('insight_daily').where({ site_id: site.id }).orderBy(['kind', 'subject']).select('kind', 'subject', 'count');
    expect(rows).toEqual([
      { kind: 'page_view', subject: 'home', count: 1 },
      { kind: 'page_view', subject: 'products', count: 1 },
      { kind: 'search_empty', subject: 'pipa', count: 1 },
      { kind: 'visitor', subject: '', count: 1 },
    ]);
  });

  it('with the database away, keeps at most the cap, logs a warning and never throws', async () => {
    const lines: { msg: string; pending?: number; dropped?: number }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    // nothing listens on port 1: every write fails to connect
    const away = createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const tally = startInsightTally({ db: away, logger }, { flushEveryMs: HOUR, maxPending: 3 });
    try {
      for (const page of ['home', 'products', 'contact', 'links', 'notfound'] as const) tally.add(7, { kind: 'page_view', page }, undefined, undefined);
      await tally.idle();
      await tally.flush();
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.at(-1)).toMatchObject({ msg: 'insight: counts not written, kept for the next try', pending: 3 });
      // a counter already pending still counts; a new one beyond the cap does not
      tally.add(7, { kind: 'page_view', page: 'home' }, undefined, undefined);
      tally.add(7, { kind: 'page_view', page: 'categories' }, undefined, undefined);
      await tally.flush();
      expect(lines.at(-1)).toMatchObject({ pending: 3 });
      expect(lines.at(-1)!.dropped).toBeGreaterThan(0);
    } finally {
      await tally.close();
      await away.destroy();
    }
  });
});
