import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection.ts';

/**
 * The app's PostgreSQL sessions run without JIT compilation (connection.ts, SESSION_SETUP):
 * PostgreSQL would otherwise compile any query estimated past `jit_above_cost` on each
 * execution, tens to hundreds of milliseconds for a big shop's search that runs in a few.
 * The standard PGOPTIONS still reach the server.
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL sessions of the app (skipped without DATABASE_URL)', () => {
  const opened: Db[] = [];
  const before = process.env.PGOPTIONS;
  afterEach(async () => {
    if (before === undefined) delete process.env.PGOPTIONS;
    else process.env.PGOPTIONS = before;
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
  });
  const open = () => {
    const db = createDb({ databaseUrl });
    opened.push(db);
    return db;
  };
  const setting = async (db: Db, name: string) => (await db.raw(`select current_setting(?) as v`, [name])).rows[0].v as string;

  it('never compile a query to machine code, however costly its plan looks', async () => {
    delete process.env.PGOPTIONS;
    const db = open();
    expect(await setting(db, 'jit')).toBe('off');
    expect((await db.raw('select pg_jit_available() as on')).rows[0].on).toBe(false);
    // a plan estimated far past jit_above_cost (a thousand rows guessed for each series): no JIT
    // section in what the server did
    const plan = (
      await db.raw(
        'explain (analyze, format json) select count(*) from generate_series(1, (select 30)) a, generate_series(1, (select 30)) b, generate_series(1, (select 30)) c',
      )
    ).rows[0]['QUERY PLAN'][0];
    expect(plan.Plan['Total Cost']).toBeGreaterThan(Number(await setting(db, 'jit_above_cost')));
    expect(plan).not.toHaveProperty('JIT');
  });

  it('keep what PGOPTIONS sets, and JIT off whatever it says', async () => {
    process.env.PGOPTIONS = '-c work_mem=8MB -c jit=on';
    const db = open();
    expect(await setting(db, 'work_mem')).toBe('8MB');
    expect(await setting(db, 'jit')).toBe('off');
  });

  it('run without JIT on every connection of the pool, new ones too', async () => {
    delete process.env.PGOPTIONS;
    const db = open();
    // five transactions at once, each on a connection the pool opens for it; then the connection
    // that replaces one the server killed
    const pids = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction(async (trx) => {
          await trx.raw('select pg_sleep(0.05)');
          return (await trx.raw(`select pg_backend_pid() as pid, current_setting('jit') as jit`)).rows[0] as { pid: number; jit: string };
        }),
      ),
    );
    expect(new Set(pids.map((p) => p.pid)).size).toBe(5);
    expect(pids.every((p) => p.jit === 'off')).toBe(true);
    await db.raw('select pg_terminate_backend(?)', [pids[0]!.pid]);
    for (let i = 0; i < 6; i++) expect(await setting(db, 'jit').catch(() => 'lost')).toMatch(/^(off|lost)$/);
    expect(await setting(db, 'jit')).toBe('off');
  });
});
