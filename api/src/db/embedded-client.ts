import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import type { EmbeddedSession, EmbeddedThread } from './embedded-thread.ts';
import { isPlainRead, type KnexQuery } from './named-reads.ts';

/** knex-pglite's class as it is (its typings say only `Client`): the method each statement goes through. */
type PgLiteClientClass = Omit<typeof Knex.Client, 'prototype'> &
  (new (
    config: Knex.Config,
  ) => Knex.Client & {
    pglite: EmbeddedThread;
    _query(connection: EmbeddedSession, obj: KnexQuery): Promise<KnexQuery>;
    getPoolSettings(poolConfig: unknown): Record<string, unknown>;
  });

/**
 * knex's connections to the embedded database: sessions whose statements queue on its thread.
 * More than one, so that the next request's read is there when the database finishes one
 * (docs/performance.md, "The embedded database on a thread of its own"); the thread keeps any
 * other session out of an open transaction.
 */
const SESSIONS = 8;

/**
 * knex-pglite's client, its connections sessions of the embedded database's thread
 * (db/embedded-thread.ts): plain reads go there as prepared statements (db/pglite-prepared.ts),
 * everything else as PGlite's `query()`.
 */
export class EmbeddedClient extends (ClientPgLite as unknown as PgLiteClientClass) {
  /**
   * The pool's first session waits for PGlite starting (its WebAssembly, the extensions, a data
   * folder made on disk): as long as for an acquire (connection.ts), not tarn's 30 s to create a
   * connection, which a start on CI's busy cores passed (a test failed at migration).
   */
  override getPoolSettings(poolConfig: unknown): Record<string, unknown> {
    return { ...super.getPoolSettings(poolConfig), max: SESSIONS, createTimeoutMillis: this.config.acquireConnectionTimeout };
  }

  async _acquireOnlyConnection(): Promise<EmbeddedSession> {
    await this.pglite.waitReady;
    return this.pglite.session();
  }

  /** A session ends with nothing to do (the pool lets idle ones go); the database closes with the client. */
  override async destroyRawConnection(): Promise<void> {}

  override async destroy(callback?: (err?: unknown) => void): Promise<void> {
    let failed: unknown;
    await super.destroy((err?: unknown) => void (failed = err));
    await this.pglite.close();
    if (callback) return callback(failed);
    if (failed) throw failed;
  }

  override async _query(connection: EmbeddedSession, obj: KnexQuery): Promise<KnexQuery> {
    if (!obj.sql) throw new Error('The query is empty');
    const bindings = obj.bindings ?? [];
    const response = isPlainRead(obj) ? await connection.read(obj.sql, bindings) : await connection.query(obj.sql, bindings);
    return Object.assign(obj, { response });
  }
}
