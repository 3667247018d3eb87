import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { EmbeddedClient } from './embedded-client.ts';
import { EmbeddedThread, LOCK_TIMEOUT_MS } from './embedded-thread.ts';
import { NamedReadsPgClient } from './pg-named-reads.ts';

// PostgreSQL answers bigint (count(*)) and numeric as strings; counts fit in a JS number,
// money stays a string until a presenter formats it.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Schema for every table (tests give each worker its own on a shared server). */
  schema?: string | undefined;
  /** Most connections the pool opens to PostgreSQL (default 10). */
  poolMax?: number | undefined;
  /** Folder of the embedded database; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
}

export type Db = Knex;

/**
 * What every PostgreSQL session of the app sets first: no JIT compilation. PostgreSQL compiles
 * a query to machine code when its estimated cost passes `jit_above_cost`, at every execution,
 * prepared or not; the app's reads take milliseconds, and a shop's search over thousands of
 * products is estimated high enough to spend 50–780 ms compiling for ~5 ms of work
 * (docs/performance.md, "A big shop's search without JIT"). A statement on the new connection
 * rather than the startup `options`, which PgBouncer refuses (docs/operations.md, "Scaling").
 */
const SESSION_SETUP = 'set jit = off';

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    return knexFactory({
      client: NamedReadsPgClient,
      connection: options.databaseUrl,
      searchPath: options.schema ? [options.schema] : undefined,
      pool: {
        min: 0,
        max: options.poolMax ?? 10,
        // A connection killed by the server (restart, pg_terminate_backend) is dropped
        // from the pool instead of being handed to the next request.
        afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
          conn.on('error', () => {});
          conn.query(SESSION_SETUP).then(
            () => done(null, conn),
            (err: Error) => done(err, conn),
          );
        },
      },
      acquireConnectionTimeout: 5000,
    });
  }
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  return knexFactory({
    client: EmbeddedClient,
    dialect: 'postgres',
    // PGlite on a thread of its own (embedded-thread.ts); knex-pglite calls it `pglite`
    connection: { pglite: new EmbeddedThread(options.pgliteDir) },
    useNullAsDefault: true,
    // The first acquire waits for PGlite's WebAssembly start and extensions: seconds alone, but
    // over knex's 60 s when both cores are busy (CI starts several at once beside Chromium).
    // Sessions of one in-process database, no server to be unreachable: waiting longer hides nothing.
    acquireConnectionTimeout: LOCK_TIMEOUT_MS,
  } as Knex.Config);
}

/** A PostgreSQL server behind the handle (else the embedded PGlite). */
export const isPostgres = (db: Db): boolean => db.client instanceof NamedReadsPgClient;

/** The database answers a trivial query: used by /readyz. */
export async function ping(db: Db): Promise<void> {
  await db.raw('select 1');
}
