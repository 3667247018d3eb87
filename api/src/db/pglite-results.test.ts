import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection.ts';
import type { EmbeddedThread } from './embedded-thread.ts';

/**
 * The embedded database's reads are read from its wire bytes by pglite-results.ts, not by
 * PGlite's parser. Whatever the read, knex must get what PGlite's own `query()` answers for
 * it: the same rows with the same values and types, the same fields and counts, and the same
 * error. Always on an embedded database of its own, whichever database the suite runs on.
 */
describe('reads of the embedded database, read from its bytes', () => {
  let db: Db;
  /** the database's thread: its `query()` is PGlite's own */
  let pglite: EmbeddedThread;

  beforeAll(async () => {
    db = createDb({});
    pglite = (db.client as { pglite: EmbeddedThread }).pglite;
    await db.raw(`create table things (
      id serial primary key, name text not null, tags text[] not null, price numeric, seen boolean,
      data jsonb, doc json, at timestamptz, day date, big bigint, ratio real, raw bytea)`);
    await db('things').insert([
      {
        name: 'Pipa “Raia” ação 🪁',
        tags: ['pipa', 'a,b', 'com "aspas"'],
        price: '12.50',
        seen: true,
        data: { cor: 'azul', n: [1, 2] },
        doc: JSON.stringify([{ id: 1 }]),
        at: new Date('2026-11-28T12:00:00Z'),
        day: '2026-11-28',
        big: 9007199254740991,
        ratio: 0.5,
        raw: Buffer.from([0, 1, 255]),
      },
      { name: '', tags: [], price: null, seen: null, data: null, doc: null, at: null, day: null, big: null, ratio: null, raw: null },
    ]);
    await db.raw(`create function noisy() returns int language plpgsql as $$ begin raise notice 'barulho'; return 1; end $$`);
  });
  afterAll(() => db.destroy());

  /** What knex got through the prepared read, next to PGlite's own answer for the same text and values. */
  async function both(sql: string, values: unknown[] = []) {
    const ours = await db.raw(sql.replace(/\$\d+/g, '?'), values as never[]);
    const theirs = await pglite.query(sql, values);
    return { ours, theirs };
  }

  it('gives the rows, fields and counts PGlite gives, for every kind of column', async () => {
    const { ours, theirs } = await both('select *, id as "id", name || $1 as label from things order by id', ['!']);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(theirs.affectedRows);
    // the values are typed as PGlite types them, not left as text
    expect(ours.rows[0]).toMatchObject({ price: '12.50', seen: true, data: { cor: 'azul', n: [1, 2] }, doc: [{ id: 1 }], big: 9007199254740991 });
    expect(ours.rows[0].at).toBeInstanceOf(Date);
    expect(ours.rows[0].tags).toEqual(['pipa', 'a,b', 'com "aspas"']);
    expect(ours.rows[0].name).toBe('Pipa “Raia” ação 🪁');
  });

  it('answers no rows, and counts, as PGlite does', async () => {
    const none = await both('select id, name from things where id < 0');
    expect(none.ours.rows).toEqual([]);
    expect(none.ours.fields).toEqual(none.theirs.fields);
    const counted = await both('select count(*) as n, sum(price) as total from things');
    expect(counted.ours.rows).toEqual(counted.theirs.rows);
  });

  it('reads an answer larger than one buffer of the database', async () => {
    const { ours, theirs } = await both(`select g as id, repeat('pipa ', 50) || g as text from generate_series(1, 5000) g`);
    expect(ours.rows).toHaveLength(5000);
    expect(ours.rows).toEqual(theirs.rows);
  });

  it('passes over a notice, and hands an error to PGlite, which throws it with its code', async () => {
    const noticed = await both('select noisy() as n');
    expect(noticed.ours.rows).toEqual([{ n: 1 }]);
    await expect(db.raw('select 1 / (id - id) as n from things')).rejects.toMatchObject({ code: '22012' });
    await expect(db.raw('select * from things where id = ?', ['pipa'])).rejects.toMatchObject({ code: '22P02' });
    // and the next read is answered as usual
    expect((await db.raw('select count(*) as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it("hands a notification in a read's answer to the channel's listeners, once, as a write's, before the statement resolves", async () => {
    const heard: string[] = [];
    const unlisten = await pglite.listen('canal_teste', (payload) => heard.push(payload));
    // a read (select) that notifies: its answer is read by pglite-results.ts, not by PGlite's parser
    expect((await db.raw("select pg_notify('canal_teste', 'da leitura') as n")).rows).toEqual([{ n: '' }]);
    expect(heard).toEqual(['da leitura']);
    await db.raw("notify canal_teste, 'da escrita'");
    expect(heard).toEqual(['da leitura', 'da escrita']);
    await new Promise((resolve) => setTimeout(resolve, 50)); // nothing more comes
    expect(heard).toHaveLength(2);
    await unlisten();
    await db.raw("select pg_notify('canal_teste', 'depois')");
    await db.raw("notify canal_teste, 'depois'");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveLength(2);
  });
});
