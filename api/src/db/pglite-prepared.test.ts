import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createDb, type Db } from './connection.ts';
import { MAX_STATEMENTS } from './named-reads.ts';

/**
 * The embedded database runs reads as named prepared statements (db/pglite-prepared.ts): the
 * answers must be the ones PGlite's own `query()` gives, and the statements must stay right
 * and bounded when tables change under them. A real PGlite, through the app's knex client.
 */
describe('reads as prepared statements on the embedded database', () => {
  let pglite: PGlite;
  let db: Db;

  beforeAll(async () => {
    db = createDb({});
    await db.raw('create table things (id serial primary key, name text not null, tags text[] not null, price numeric, seen boolean, data jsonb)');
    await db('things').insert([
      { name: 'Pipa Raia', tags: ['pipa', 'azul'], price: '12.50', seen: true, data: { cor: 'azul' } },
      { name: 'Linha 10', tags: [], price: null, seen: false, data: null },
    ]);
    pglite = await (db.client as { acquireConnection(): Promise<PGlite> }).acquireConnection();
    await (db.client as { releaseConnection(c: PGlite): Promise<void> }).releaseConnection(pglite);
  });
  afterAll(() => db.destroy());

  const prepared = async () => (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);

  it('answers what PGlite itself answers, for every kind of value and parameter', async () => {
    const sql =
      'select * from things where (name = $1 or $2::boolean) and seen is not distinct from coalesce($3, seen) and ($4 = any(tags) or cardinality(tags) = 0) order by id';
    const params = ['Pipa Raia', true, null, 'pipa'];
    const own = await pglite.query(sql, params);
    const knexed = await db.raw(sql.replace(/\$\d/g, '?'), params);
    expect(knexed.rows).toEqual(own.rows);
    expect(knexed.rows).toHaveLength(2);
    expect(knexed.rows[0]).toMatchObject({ name: 'Pipa Raia', tags: ['pipa', 'azul'], price: '12.50', seen: true, data: { cor: 'azul' } });
    // the same shape again is the same statement, not a new one
    const before = await prepared();
    await db('things').where({ name: 'Linha 10' }).first();
    await db('things').where({ name: 'Pipa Raia' }).first();
    expect((await prepared()).length).toBe(before.length + 1);
  });

  it('keeps working when a table changes under a statement (the plan is made again)', async () => {
    const read = () => db('things').select('*').orderBy('id');
    expect(Object.keys((await read())[0])).not.toContain('extra');
    await db.raw("alter table things add column extra text not null default 'x'");
    expect((await read())[0]).toMatchObject({ name: 'Pipa Raia', extra: 'x' });
  });

  it('answers a database error as PGlite does, and the next read works', async () => {
    await expect(db.raw('select 1 / ?::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(db.raw('select * from nothing_here where id = ?', [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await db.raw('select 1 / ?::int as n', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('runs inside a transaction, and its reads see the transaction', async () => {
    await db
      .transaction(async (trx) => {
        await trx('things').insert({ name: 'Rabiola', tags: [] });
        expect(await trx('things').where({ name: 'Rabiola' }).first()).toMatchObject({ name: 'Rabiola' });
        await trx.rollback();
      })
      .catch(() => undefined);
    expect(await db('things').where({ name: 'Rabiola' }).first()).toBeUndefined();
  });

  it('keeps at most MAX_STATEMENTS shapes: the oldest are closed', async () => {
    // texts that differ by their list's length (a whereIn of 1…n ids) are each a shape
    for (let n = 1; n <= MAX_STATEMENTS + 20; n++)
      await db('things').whereIn(
        'id',
        Array.from({ length: n }, (_, i) => i + 1),
      );
    await db('things').first(); // closes what was evicted
    expect((await prepared()).length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});
