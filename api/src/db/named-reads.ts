/**
 * Which statements run as named (prepared) statements on either database
 * (db/pglite-prepared.ts, db/pg-named-reads.ts): the reads. Their texts come from a few query
 * shapes in the code, the values are parameters, so a shape is parsed and planned once per
 * connection instead of on every request. Writes' texts vary more (a row count, a column
 * list) and cost their own work anyway.
 */

/** A statement as knex hands it to its client: text with `$n` placeholders, values, and what came back. */
export interface KnexQuery {
  sql?: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
  response?: unknown;
}

const READ = /^\s*(select|with)\b/i;

/**
 * A read knex is about to send as it is. knex gives every statement an options object, empty
 * unless the code asked for something (a row mode…): those go the usual way.
 */
export function isPlainRead(obj: KnexQuery): obj is KnexQuery & { sql: string } {
  return !!obj.sql && READ.test(obj.sql) && !(obj.options && Object.keys(obj.options).length);
}

/** PostgreSQL's "cached plan must not change result type": a table changed under a named statement (a migration while the process runs). */
export const PLAN_CHANGED = '0A000';

/** Shapes kept per connection; the least recently used is closed past this (texts come from code, not requests, but `whereIn` lists vary). */
export const MAX_STATEMENTS = 256;
