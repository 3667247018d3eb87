/**
 * knex's PostgreSQL client class, which knex publishes only by path (knex-pglite extends it
 * too). db/pg-named-reads.ts extends it to name the reads; `_query` is the method every
 * statement goes through (its `obj` is db/named-reads.ts's KnexQuery).
 */
declare module 'knex/lib/dialects/postgres/index.js' {
  import type { Knex } from 'knex';
  import type pg from 'pg';
  type Statement = { sql?: string; bindings?: unknown[]; options?: Record<string, unknown>; response?: unknown };
  class ClientPG extends Knex.Client {
    _query(connection: pg.Client, obj: Statement): Promise<Statement>;
  }
  export default ClientPG;
}
