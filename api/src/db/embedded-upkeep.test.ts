import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { isPostgres, type Db } from './connection.ts';
import { scheduleEmbeddedUpkeep, upkeepEmbedded } from './embedded-upkeep.ts';
import { startTestApp, workerResources } from '../../test/harness.ts';
import type { TestDb } from '../../test/test-db.ts';
import { buildCategory, buildSite } from '../../test/factories.ts';

/** The database's counters of one table, once this connection's pending counts are written. */
async function counters(db: Db, table: string) {
  // PostgreSQL writes a backend's counts at most once a second; this makes the next statement's end write them
  await db.raw('select pg_stat_force_next_flush()');
  await db.raw('select 1');
  const row = (
    await db.raw(
      `select s.n_dead_tup, s.n_mod_since_analyze, c.reltuples, s.last_analyze,
              (select count(*) from pg_stats p where p.schemaname = s.schemaname and p.tablename = s.relname) as columns_with_statistics
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = current_schema() and s.relname = ?`,
      [table],
    )
  ).rows[0];
  return {
    dead: Number(row.n_dead_tup),
    changedSinceAnalyze: Number(row.n_mod_since_analyze),
    rows: Number(row.reltuples),
    lastAnalyze: row.last_analyze as Date | null,
    columnsWithStatistics: Number(row.columns_with_statistics),
  };
}

async function shopWithProducts(db: Db, count: number) {
  const site = await buildSite(db);
  const category = await buildCategory(db, site);
  const rows = Array.from({ length: count }, (_, i) => ({
    site_id: site.id,
    category_id: category.id,
    name: `Pipa ${i}`,
    price: '10.00',
    unit: 'unidade',
    position: i,
  }));
  await db('products').insert(rows);
  return site;
}

describe('the embedded database is vacuumed and analyzed as autovacuum would (docs/operations.md)', () => {
  let testDb: TestDb;
  let db: Db;

  beforeAll(async () => {
    ({ testDb } = await workerResources());
    db = testDb.db;
  });
  beforeEach(() => testDb.reset());

  it.runIf(!process.env.DATABASE_URL)('PGlite: a table written past the thresholds gets statistics, then its dead rows cleared; nothing twice', async () => {
    expect(isPostgres(db)).toBe(false);
    const site = await shopWithProducts(db, 300);
    // the worker's database may have been analyzed by an earlier test file: what counts is what is pending
    const fresh = await counters(db, 'products');
    expect(fresh.changedSinceAnalyze).toBeGreaterThanOrEqual(300);

    const first = await upkeepEmbedded(db);
    expect(first.analyzed).toContain('products');
    expect(first.vacuumed).not.toContain('products'); // 300 new rows: under the insert threshold (1,000 + 20 %)
    const analyzed = await counters(db, 'products');
    expect(analyzed.columnsWithStatistics).toBeGreaterThan(5);
    expect(analyzed.rows).toBe(300);
    expect(analyzed.changedSinceAnalyze).toBe(0);
    expect(analyzed.lastAnalyze?.getTime()).not.toBe(fresh.lastAnalyze?.getTime());

    // the owner edits every price once: 300 dead rows, over 50 + 20 % of 300
    await db('products')
      .where({ site_id: site.id })
      .update({ price: db.raw('price + 1') });
    const edited = await counters(db, 'products');
    expect(edited.dead).toBeGreaterThanOrEqual(300);

    const second = await upkeepEmbedded(db);
    expect(second.vacuumed).toContain('products');
    expect((await counters(db, 'products')).dead).toBe(0);

    // under the thresholds: a few edits leave the table alone
    await db('products')
      .where({ site_id: site.id })
      .where('position', '<', 10)
      .update({ price: db.raw('price + 1') });
    await counters(db, 'products');
    const third = await upkeepEmbedded(db);
    expect(third.analyzed).not.toContain('products');
    expect(third.vacuumed).toEqual([]);
    expect(third.wholeDatabase).toBe(false);
  });

  it.runIf(!process.env.DATABASE_URL)('PGlite: past the freeze age, the whole database is vacuumed, tables no threshold would take too', async () => {
    await shopWithProducts(db, 3);
    const lastVacuum = async () =>
      (await db.raw(`select last_vacuum from pg_stat_user_tables where schemaname = current_schema() and relname = 'categories'`)).rows[0]
        .last_vacuum as Date | null;
    await upkeepEmbedded(db); // whatever is due today
    const before = await lastVacuum();
    // autovacuum_freeze_max_age (200 million transactions) is fixed at the start: the round is told 0
    const round = await upkeepEmbedded(db, { freezeMaxAge: 0 });
    expect(round.wholeDatabase).toBe(true);
    await counters(db, 'categories');
    const after = await lastVacuum();
    expect(after).not.toBeNull();
    expect(after?.getTime()).not.toBe(before?.getTime());
    expect((await upkeepEmbedded(db)).wholeDatabase).toBe(false);
  });

  it.runIf(!process.env.DATABASE_URL)('PGlite: the server runs the rounds every PGLITE_UPKEEP_INTERVAL seconds and logs what they did', async () => {
    await shopWithProducts(db, 120);
    const lines: { upkeep?: { analyzed: string[] }; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const { dataDir } = await workerResources();
    const app = await startTestApp(testDb, dataDir, { PGLITE_UPKEEP_INTERVAL: '1' }, logger);
    try {
      await expect.poll(() => lines.find((l) => l.msg === 'embedded database vacuumed and analyzed'), { timeout: 10_000 }).toBeTruthy();
    } finally {
      await app.server.close();
    }
    expect(lines.find((l) => l.upkeep)?.upkeep?.analyzed).toContain('products');
    expect((await counters(db, 'products')).columnsWithStatistics).toBeGreaterThan(5);
  });

  it.runIf(!!process.env.DATABASE_URL)('PostgreSQL: left to the server’s autovacuum, nothing runs', async () => {
    expect(isPostgres(db)).toBe(true);
    await shopWithProducts(db, 300);
    // not one statement: the round answers before it asks the database anything
    expect(await upkeepEmbedded(db, { freezeMaxAge: 0 })).toEqual({ analyzed: [], vacuumed: [], wholeDatabase: false, ms: 0, longestMs: 0 });
    const lines: string[] = [];
    const stop = scheduleEmbeddedUpkeep(db, pino({ level: 'info' }, { write: (line: string) => lines.push(line) }), 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    expect(lines).toEqual([]);
  });
});
