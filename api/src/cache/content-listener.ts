import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { isPostgres, type Db } from '../db/connection.ts';
import { CONTENT_CHANNEL } from '../db/content-version.ts';
import type { EmbeddedThread } from '../db/embedded-thread.ts';
import type { NarrowChange } from './scope.ts';

/**
 * What the cache hears: one shop changed (narrowly: only some products' own rows, see
 * migrations/080-narrow-content-changes.ts), every shop may have, or the listener's state changed.
 */
export type ContentEvent = { kind: 'site'; siteId: number; narrow?: NarrowChange } | { kind: 'all' } | { kind: 'blind' } | { kind: 'live' };

export interface ContentListener {
  /** True while changes are being heard; while false the cache must read through. */
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has been heard in this process.
   * The route layer awaits it after each write, so the writer's next read is fresh.
   */
  settle: () => Promise<void>;
  close: () => Promise<void>;
}

export interface ListenerOptions {
  db: Db;
  logger: Logger;
  onEvent: (event: ContentEvent) => void;
}

/** `12,13` → [12, 13]; null when any part is not a positive id. */
function ids(list: string): number[] | null {
  if (!list) return [];
  const parsed = list.split(',').map(Number);
  return parsed.every((n) => Number.isInteger(n) && n > 0) ? parsed : null;
}

/** `{before}>{after}:{products}/{categories}[/counts]` → the narrow change; null when malformed. */
function parseNarrow(text: string): NarrowChange | null {
  const m = /^(\d+)>(\d+):([\d,]*)\/([\d,]*)(\/counts)?$/.exec(text);
  if (!m) return null;
  const products = ids(m[3]!);
  const categories = ids(m[4]!);
  return products && categories ? { before: m[1]!, after: m[2]!, products, categories, counts: !!m[5] } : null;
}

/**
 * Parses `{schema}:{site id}`, `{schema}:{site id}:{narrow change}` and `{schema}:*`; anything
 * of another schema is not ours. A narrow part that does not parse is heard as the whole shop.
 */
function parsePayload(payload: string, schema: string): ContentEvent | 'sync' | null {
  const sep = payload.indexOf(':');
  if (sep < 0 || payload.slice(0, sep) !== schema) return null;
  const rest = payload.slice(sep + 1);
  if (rest === '*') return { kind: 'all' };
  if (rest.startsWith('sync:')) return 'sync';
  const colon = rest.indexOf(':');
  const siteId = Number(colon < 0 ? rest : rest.slice(0, colon));
  if (!Number.isInteger(siteId) || siteId <= 0) return null;
  const narrow = colon < 0 ? null : parseNarrow(rest.slice(colon + 1));
  return narrow ? { kind: 'site', siteId, narrow } : { kind: 'site', siteId };
}

/**
 * Listens where the knex handle points: its own PGlite, or its PostgreSQL server (same
 * connection settings, its schema from the search path).
 */
export function startContentListener(options: ListenerOptions): Promise<ContentListener> {
  const config = options.db.client.config as { connection?: string | pg.ClientConfig; searchPath?: string | string[] };
  const searchPath = config.searchPath;
  const schema = (Array.isArray(searchPath) ? searchPath[0] : searchPath) ?? 'public';
  if (isPostgres(options.db)) return postgresListener({ ...options, connection: config.connection ?? {}, schema });
  return pgliteListener({ ...options, schema });
}

/**
 * The embedded database is this process's: its thread posts a notification before the answer
 * of the statement that raised it (db/embedded-thread.ts), so a write is heard before its
 * caller goes on (checked by content-version.test.ts). Nothing to settle, never blind.
 */
async function pgliteListener(options: ListenerOptions & { schema: string }): Promise<ContentListener> {
  const embedded = (options.db.client as { pglite?: EmbeddedThread }).pglite;
  if (!embedded) throw new Error('knex-pglite exposes no embedded database (db.client.pglite)');
  const schema = options.schema;
  const unlisten = await embedded.listen(CONTENT_CHANNEL, (payload) => {
    const event = parsePayload(payload, schema);
    if (event && event !== 'sync') options.onEvent(event);
  });
  return { live: true, settle: async () => {}, close: unlisten };
}

const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];
/** A sync that does not come back in this long means the listener is deaf: go blind, reconnect. */
const SETTLE_TIMEOUT_MS = 2000;

/**
 * PostgreSQL: one dedicated connection (not from the knex pool, whose connections come and
 * go) runs LISTEN. When it errors or ends the cache is told 'blind' (drop everything, read
 * through) and it reconnects with backoff; once listening again, 'live' (drop everything
 * again: changes made while deaf were missed).
 */
async function postgresListener(options: ListenerOptions & { connection: string | pg.ClientConfig; schema: string }): Promise<ContentListener> {
  const schema = options.schema;
  const settings: pg.ClientConfig = typeof options.connection === 'string' ? { connectionString: options.connection } : options.connection;
  const log = options.logger.child({ module: 'content-listener' });
  const waiting = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const goBlind = (reason: string, err?: unknown) => {
    if (client) {
      const dead = client;
      client = null;
      dead.removeAllListeners('notification');
      dead.on('error', () => {});
      dead.end().catch(() => {});
    }
    for (const wake of waiting.values()) wake();
    waiting.clear();
    if (live) {
      live = false;
      options.onEvent({ kind: 'blind' });
      if (!closed) log.warn({ err, reason }, 'content listener lost: cache bypassed until it is back');
    }
    if (!closed && !timer) {
      const delay = BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)]!;
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, delay);
    }
  };

  const connect = async () => {
    const c = new pg.Client({ ...settings, keepAlive: true, application_name: `vitrine-content-listener-${process.pid}` });
    c.on('error', (err) => goBlind('error', err));
    c.on('end', () => {
      if (client === c) goBlind('end');
    });
    c.on('notification', (msg) => {
      if (msg.channel !== CONTENT_CHANNEL || !msg.payload) return;
      const event = parsePayload(msg.payload, schema);
      if (event === 'sync') waiting.get(msg.payload)?.();
      else if (event) options.onEvent(event);
    });
    try {
      await c.connect();
      await c.query(`listen ${CONTENT_CHANNEL}`);
      if (closed) return void (await c.end());
      client = c;
      attempt = 0;
      live = true;
      options.onEvent({ kind: 'live' });
      log.info('content listener listening');
    } catch (err) {
      c.removeAllListeners('end');
      c.on('error', () => {});
      c.end().catch(() => {});
      if (client === null) goBlind('connect failed', err);
    }
  };

  await connect();

  return {
    get live() {
      return live;
    },
    async settle() {
      if (!live) return; // blind: the cache reads through, nothing to wait for
      const token = `${schema}:sync:${process.pid}:${crypto.randomUUID()}`;
      const heard = new Promise<void>((resolve) => waiting.set(token, resolve));
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), SETTLE_TIMEOUT_MS).unref());
      try {
        await options.db.raw('select pg_notify(?, ?)', [CONTENT_CHANNEL, token]);
      } catch {
        waiting.delete(token);
        return; // the database is down: the write's own error already says so
      }
      if ((await Promise.race([heard, timeout])) === 'timeout' && waiting.has(token)) goBlind('sync timeout');
      waiting.delete(token);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      live = false;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
    },
  };
}
