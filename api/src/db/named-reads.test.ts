import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { Db } from './connection.ts';
import { MAX_STATEMENTS } from './named-reads.ts';
import { workerResources } from '../../test/harness.ts';
import { countTurns } from '../../test/loop-turns.ts';

/**
 * Reads run as named statements (db/named-reads.ts): on the embedded database through
 * pglite-prepared.ts, on PostgreSQL (DATABASE_URL) through pg-named-reads.ts. Either way the
 * answers are the usual ones, a shape is one statement per connection, the statements stay
 * bounded, and a migration that changes a table under one does not break the next read. What
 * is read of pg_prepared_statements is read on the connection the reads ran on (a transaction).
 */
describe('reads as named statements', () => {
  let db: Db;

  beforeAll(async () => {
    ({ db } = (await workerResources()).testDb);
    await db.raw('drop table if exists named_reads_things');
    await db.raw('create table named_reads_things (id serial primary key, name text not null, tags text[] not null, price numeric, seen boolean, data jsonb)');
    await db('named_reads_things').insert([
      { name: 'Pipa Raia', tags: ['pipa', 'azul'], price: '12.50', seen: true, data: { cor: 'azul' } },
      { name: 'Linha 10', tags: [], price: null, seen: false, data: null },
    ]);
  });
  afterAll(() => db.raw('drop table if exists named_reads_things'));

  const statements = async (trx: Knex.Transaction, like: string) =>
    (await trx.raw('select statement from pg_prepared_statements where statement like ?', [`%${like}%`])).rows.length as number;

  it('answers the usual values for every kind of column and parameter, one statement per shape', async () => {
    await db.transaction(async (trx) => {
      const sql =
        'select * from named_reads_things where (name = ? or ?::boolean) and seen is not distinct from coalesce(?, seen) and (? = any(tags) or cardinality(tags) = 0) order by id';
      const rows = (await trx.raw(sql, ['Pipa Raia', true, null, 'pipa'])).rows;
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ name: 'Pipa Raia', tags: ['pipa', 'azul'], price: '12.50', seen: true, data: { cor: 'azul' } });
      expect(rows[1]).toMatchObject({ name: 'Linha 10', tags: [], price: null, data: null });
      // the same shape with other values is the same statement
      const shape = 'from "named_reads_things" where "name" = $1';
      await trx('named_reads_things').where({ name: 'Linha 10' }).first();
      const once = await statements(trx, shape);
      await trx('named_reads_things').where({ name: 'Pipa Raia' }).first();
      expect(once).toBe(1);
      expect(await statements(trx, shape)).toBe(1);
    });
  });

  it('keeps working when a migration changes a table under a statement', async () => {
    const read = () => db('named_reads_things').select('*').orderBy('id');
    for (let i = 0; i < 3; i++) expect(Object.keys((await read())[0])).not.toContain('extra');
    await db.raw("alter table named_reads_things add column extra text not null default 'x'");
    for (let i = 0; i < 3; i++) expect((await read())[0]).toMatchObject({ name: 'Pipa Raia', extra: 'x' });
  });

  it('answers a database error as before, and the next read works', async () => {
    await expect(db.raw('select 1 / ?::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(db.raw('select * from nothing_here where id = ?', [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await db.raw('select 1 / ?::int as n', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('reads inside a transaction see the transaction', async () => {
    await db
      .transaction(async (trx) => {
        await trx('named_reads_things').insert({ name: 'Rabiola', tags: [] });
        expect(await trx('named_reads_things').where({ name: 'Rabiola' }).first()).toMatchObject({ name: 'Rabiola' });
        await trx.rollback();
      })
      .catch(() => undefined);
    expect(await db('named_reads_things').where({ name: 'Rabiola' }).first()).toBeUndefined();
  });

  it('a read that failed to parse is forgotten without harm: evicting it inside a transaction does not abort it', async () => {
    await db.transaction(async (trx) => {
      await trx.raw('savepoint before_missing');
      await expect(trx.raw('select * from nothing_here where id = ?', [2])).rejects.toMatchObject({ code: '42P01' });
      await trx.raw('rollback to savepoint before_missing');
      // enough new shapes on this connection to evict the failed one, then the transaction still works
      for (let n = 1; n <= MAX_STATEMENTS + 5; n++)
        await trx('named_reads_things').whereIn(
          'id',
          Array.from({ length: n }, (_, i) => i + 1),
        );
      expect(await trx('named_reads_things').where({ name: 'Pipa Raia' }).first()).toMatchObject({ name: 'Pipa Raia' });
    });
  });

  it('lets the event loop turn between long reads queued at once (new connections are accepted one a turn)', async () => {
    // each read takes many turns' worth of time: the embedded database runs them on its own
    // thread (embedded-thread.ts), one after another, PostgreSQL in its server on as many
    // connections at once; each a different length, so that reads running side by side
    // (PostgreSQL's) cannot end in the same turn either, and the loop turns meanwhile
    const slow = 'select count(*) as n from generate_series(1, ?::int)';
    const loop = countTurns();
    const doneAtTurn: number[] = [];
    await Promise.all(
      [1, 2, 3].map(async (millions) => {
        const { rows } = await db.raw(slow, [millions * 1_000_000]);
        expect(Number(rows[0].n)).toBe(millions * 1_000_000);
        doneAtTurn.push(loop.turns);
      }),
    );
    loop.stop();
    // all three in one turn would keep every new connection waiting for the whole queue
    expect(doneAtTurn[2]!).toBeGreaterThan(doneAtTurn[0]!);
  });

  it('keeps at most MAX_STATEMENTS shapes on a connection: the oldest are closed', async () => {
    await db.transaction(async (trx) => {
      // texts that differ by their list's length (a whereIn of 1…n ids) are each a shape
      for (let n = 1; n <= MAX_STATEMENTS + 20; n++)
        await trx('named_reads_things').whereIn(
          'id',
          Array.from({ length: n }, (_, i) => i + 1),
        );
      // the count is a read too: its own statement may be the one past the bound until its turn ends
      const { rows } = await trx.raw('select count(*)::int as n from pg_prepared_statements');
      expect(rows[0].n).toBeGreaterThan(MAX_STATEMENTS / 2);
      expect(rows[0].n).toBeLessThanOrEqual(MAX_STATEMENTS + 1);
    });
  });
});
