import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { PreparedStatements } from './pglite-prepared.ts';

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

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      searchPath: options.schema ? [options.schema] : undefined,
      pool: {
        min: 0,
        max: options.poolMax ?? 10,
        // A connection killed by the server (restart, pg_terminate_backend) is dropped
        // from the pool instead of being handed to the next request.
        afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
          conn.on('error', () => {});
          done(null, conn);
        },
      },
      acquireConnectionTimeout: 5000,
    });
  }
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  return knexFactory({
    client: PreparedPgLiteClient,
    dialect: 'postgres',
    // the extensions the catalogue search uses (migration 030) are loaded into PGlite here
    connection: { pglite: new PGlite({ dataDir: options.pgliteDir, extensions: { unaccent, pg_trgm } }) },
    useNullAsDefault: true,
    // The first acquire waits for PGlite's WebAssembly start and extensions: seconds alone, but
    // over knex's 60 s when both cores are busy (CI starts several at once beside Chromium).
    // One in-process connection, no server to be unreachable: waiting longer hides nothing.
    acquireConnectionTimeout: 300_000,
  } as Knex.Config);
}

/** A statement knex runs: its text with `$n` placeholders, its values, and what the answer came as. */
interface KnexQuery {
  sql?: string;
  bindings?: unknown[];
  options?: unknown;
  response?: unknown;
}

/** Reads: what is worth a named statement (the writes' texts vary more, and cost their own work anyway). */
const READ = /^\s*(select|with)\b/i;

/** knex-pglite's class as it is (its typings say only `Client`): the method each statement goes through. */
type PgLiteClientClass = Omit<typeof Knex.Client, 'prototype'> &
  (new (
    config: Knex.Config,
  ) => Knex.Client & { _query(connection: PGlite, obj: KnexQuery): Promise<KnexQuery> });

/** knex gives every statement an options object, empty unless the code asked for something (a row mode…): those go the usual way. */
const hasOptions = (options: unknown) => !!options && Object.keys(options).length > 0;

const preparedOf = new WeakMap<PGlite, PreparedStatements>();

/**
 * knex-pglite's client, with reads run as prepared statements (db/pglite-prepared.ts): the
 * embedded database parses and plans a read's shape once instead of on every request.
 */
class PreparedPgLiteClient extends (ClientPgLite as unknown as PgLiteClientClass) {
  override _query(connection: PGlite, obj: KnexQuery): Promise<KnexQuery> {
    if (!obj.sql || hasOptions(obj.options) || !READ.test(obj.sql)) return super._query(connection, obj);
    let prepared = preparedOf.get(connection);
    if (!prepared) preparedOf.set(connection, (prepared = new PreparedStatements(connection)));
    return prepared.run(obj.sql, obj.bindings ?? []).then((response) => Object.assign(obj, { response }));
  }
}

/** The database answers a trivial query: used by /readyz. */
export async function ping(db: Db): Promise<void> {
  await db.raw('select 1');
}
