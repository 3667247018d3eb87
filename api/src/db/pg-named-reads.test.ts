import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection.ts';
import { MAX_STATEMENTS } from './named-reads.ts';

/**
 * PostgreSQL runs the reads as named statements (db/pg-named-reads.ts): the same answers,
 * one statement per shape and connection, bounded, and made again when a migration changes a
 * table under it. One connection (pool of 1), so what the test reads of pg_prepared_statements
 * is the connection its reads ran on. PostgreSQL only: PGlite has its own path
 * (pglite-prepared.test.ts).
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `named_reads_${process.pid}`;

describe.skipIf(!databaseUrl)('reads as named statements on PostgreSQL (skipped without DATABASE_URL)', () => {
  let db: Db;

  beforeAll(async () => {
    const admin = createDb({ databaseUrl });
    await admin.raw(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    await admin.destroy();
    db = createDb({ databaseUrl, schema, poolMax: 1 });
    await db.raw('create table things (id serial primary key, name text not null, tags text[] not null, price numeric, seen boolean, data jsonb)');
    await db('things').insert([
      { name: 'Pipa Raia', tags: ['pipa', 'azul'], price: '12.50', seen: true, data: { cor: 'azul' } },
      { name: 'Linha 10', tags: [], price: null, seen: false, data: null },
    ]);
  });
  afterAll(async () => {
    await db.raw(`drop schema if exists ${schema} cascade`);
    await db.destroy();
  });

  const statements = async () =>
    (await db.raw("select statement from pg_prepared_statements where statement like '%things%'")).rows.map((r: { statement: string }) => r.statement);

  it('answers with the values the unnamed statement gives, one statement per shape', async () => {
    const row = await db('things').where({ name: 'Pipa Raia' }).first();
    expect(row).toMatchObject({ name: 'Pipa Raia', tags: ['pipa', 'azul'], price: '12.50', seen: true, data: { cor: 'azul' } });
    expect(await db('things').where({ name: 'Linha 10' }).first()).toMatchObject({ price: null, data: null, tags: [] });
    const shape = (await statements()).filter((s: string) => s.includes('where "name" = $1'));
    expect(shape).toHaveLength(1);
  });

  it('keeps working when a migration changes a table under a statement', async () => {
    const read = () => db('things').select('*').orderBy('id');
    expect(Object.keys((await read())[0])).not.toContain('extra');
    await db.raw("alter table things add column extra text not null default 'x'");
    expect((await read())[0]).toMatchObject({ name: 'Pipa Raia', extra: 'x' });
  });

  it('answers a database error as before, and the next read works', async () => {
    await expect(db.raw('select 1 / ?::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await db.raw('select 1 / ?::int as n', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('keeps at most MAX_STATEMENTS shapes on a connection: the oldest are deallocated', async () => {
    for (let n = 1; n <= MAX_STATEMENTS + 20; n++)
      await db('things').whereIn(
        'id',
        Array.from({ length: n }, (_, i) => i + 1),
      );
    const { rows } = await db.raw('select count(*)::int as n from pg_prepared_statements');
    expect(rows[0].n).toBeGreaterThan(MAX_STATEMENTS / 2);
    expect(rows[0].n).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});
