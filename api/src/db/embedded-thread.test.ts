import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../http/db-errors.ts';
import knexFactory, { type Knex } from 'knex';
import { EmbeddedClient } from './embedded-client.ts';
import { EmbeddedThread } from './embedded-thread.ts';
import { countTurns } from '../../test/loop-turns.ts';

/**
 * The embedded database on its own thread (embedded-thread.ts): the server's event loop goes
 * on while a statement runs, the database's errors come back as the callers read them, and a
 * short-lived process (a CLI command) neither exits before its first answer nor hangs after
 * its last. Always on an embedded database of its own, whichever database the suite runs on.
 */
describe('the embedded database on its own thread', () => {
  let db: Db;

  beforeAll(async () => {
    db = createDb({});
    await db.raw('create table pipas (id serial primary key, nome text not null constraint pipas_nome_unico unique)');
  });
  afterAll(() => db.destroy());

  it('lets the event loop turn while one long statement runs', async () => {
    const loop = countTurns();
    const { rows } = await db.raw('select count(*) as n from generate_series(1, 2000000)');
    const turns = loop.stop();
    expect(Number(rows[0].n)).toBe(2_000_000);
    // in the server's thread the statement held the loop: no turn until it was done
    expect(turns).toBeGreaterThan(10);
  });

  it("gives back the database's errors with their code and constraint, and rolls a transaction back", async () => {
    await db('pipas').insert({ nome: 'Raia' });
    const err = await db('pipas')
      .insert({ nome: 'Raia' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 'pipas_nome_unico' });
    expect(isUniqueViolation(err, 'pipas_nome_unico')).toBe(true);
    await expect(
      db.transaction(async (trx) => {
        await trx('pipas').insert({ nome: 'Arraia' });
        await trx('pipas').insert({ nome: 'Raia' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db('pipas').orderBy('id')).map((r: { nome: string }) => r.nome)).toEqual(['Raia']);
  });

  it("runs no other request's statement inside a transaction: a read asked meanwhile never sees what is rolled back", async () => {
    let outside: Promise<unknown[]> | undefined;
    await expect(
      db.transaction(async (trx) => {
        await trx('pipas').insert({ nome: 'Peixinho' });
        // another request's read, on another of knex's sessions, while the transaction is open
        outside = db('pipas')
          .where({ nome: 'Peixinho' })
          .then((rows) => rows);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await trx('pipas').where({ nome: 'Peixinho' })).toHaveLength(1);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await outside).toEqual([]);
  });

  it("refuses a statement that waited too long for another session's transaction (55P03, a 503), never hangs", async () => {
    // a database whose statements wait 300 ms for another's transaction, not the server's 300 s
    const own = knexFactory({
      client: EmbeddedClient,
      dialect: 'postgres',
      connection: { pglite: new EmbeddedThread(undefined, { lockTimeoutMs: 300 }) },
    } as Knex.Config);
    await own.raw('create table linhas (nome text)');
    const refused = await own
      .transaction(async (trx) => {
        await trx('linhas').insert({ nome: 'Encerada' });
        // the mistake the refusal is for: `db` where `trx` was meant, inside the transaction
        await own('linhas').select('nome');
      })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: '55P03' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // the transaction rolled back and the database goes on
    expect(await own('linhas').select('nome')).toEqual([]);
    await own.transaction(async (trx) => {
      await trx('linhas').insert({ nome: 'Chilena' });
      expect(await trx('linhas').select('nome')).toEqual([{ nome: 'Chilena' }]);
    });
    expect(await own('linhas').select('nome')).toEqual([{ nome: 'Chilena' }]);
    await own.destroy();
  });

  it('once its thread has stopped, every statement fails as an unavailable database (503), never hangs', async () => {
    const own = createDb({});
    expect((await own.raw('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await (own.client as { pglite: EmbeddedThread }).pglite.close();
    const err = await own.raw('select 1 as n').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '57P02' });
    expect(isDatabaseUnavailable(err)).toBe(true);
    await own.destroy();
  });

  it('keeps a short-lived process alive until its answer, and lets it end after destroy', async () => {
    const script = `
      import { createDb } from ${JSON.stringify(path.join(import.meta.dirname, 'connection.ts'))};
      const db = createDb({});
      const { rows } = await db.raw("select 'pipa' as palavra");
      console.log(rows[0].palavra);
      await db.destroy();
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { timeout: 120_000 });
    expect(stdout.trim()).toBe('pipa');
  });
});
