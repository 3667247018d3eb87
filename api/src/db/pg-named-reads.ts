/// <reference path="./knex-postgres.d.ts" />
import ClientPG from 'knex/lib/dialects/postgres/index.js';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { isPlainRead, MAX_STATEMENTS, PLAN_CHANGED, type KnexQuery } from './named-reads.ts';

/**
 * PostgreSQL: the reads as named statements (db/named-reads.ts). node-pg parses a named
 * statement once per connection and then only binds and runs it, and the server keeps its
 * plan: the parse, analysis and planning of every cold read leave the database's CPU.
 * Statements live as long as their connection; each connection keeps at most MAX_STATEMENTS,
 * the least recently used deallocated (server memory stays bounded).
 */

/** What node-pg keeps of a connection's named statements (not in its typings). */
interface NamedStatementsOf {
  connection: { parsedStatements: Record<string, string>; submittedNamedStatements: Record<string, string> };
}

let counter = 0;
const namesOf = new WeakMap<pg.Client, LRUCache<string, string>>();

function namesFor(client: pg.Client): LRUCache<string, string> {
  let names = namesOf.get(client);
  if (!names) {
    names = new LRUCache<string, string>({ max: MAX_STATEMENTS, dispose: (name) => deallocate(client, name) });
    namesOf.set(client, names);
  }
  return names;
}

function nameFor(client: pg.Client, text: string): string {
  const names = namesFor(client);
  let name = names.get(text);
  if (!name) {
    name = `vitrine_${++counter}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Forgets a statement on the client and on the server (queued on the connection before its
 * next statement). Only one the server has: a DEALLOCATE of a name whose parse failed (a read of
 * a table that is not there) would be an error, and inside a transaction it would abort it. In a
 * transaction already aborted the DEALLOCATE fails too: the statement then stays on the server
 * until its connection closes (one, rarely; its name is never used again).
 */
function deallocate(client: pg.Client, name: string) {
  const { connection } = client as unknown as NamedStatementsOf;
  const parsed = connection.parsedStatements[name] !== undefined;
  delete connection.parsedStatements[name];
  delete connection.submittedNamedStatements[name];
  if (parsed) client.query(`deallocate "${name}"`).catch(() => undefined);
}

export class NamedReadsPgClient extends ClientPG {
  override async _query(connection: pg.Client, obj: KnexQuery): Promise<KnexQuery> {
    if (!isPlainRead(obj)) return super._query(connection, obj);
    try {
      return await super._query(connection, { ...obj, options: { name: nameFor(connection, obj.sql) } });
    } catch (err) {
      // a migration changed a table under the statement: made again once (outside a transaction this answers)
      if ((err as { code?: string }).code !== PLAN_CHANGED) throw err;
      namesFor(connection).delete(obj.sql);
      return super._query(connection, { ...obj, options: { name: nameFor(connection, obj.sql) } });
    }
  }
}
