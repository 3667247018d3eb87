import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { listenEmbedded, PreparedStatements } from './pglite-prepared.ts';
import type { EmbeddedReply, EmbeddedRequest } from './embedded-messages.ts';

/**
 * The embedded database's thread (db/embedded-thread.ts starts it): PGlite, its WebAssembly
 * and the reading of its answers run here, so the event loop of the server renders, compresses
 * and answers cached pages while a statement runs (docs/performance.md, "The embedded database
 * on a thread of its own"). A notification is posted before the answer of the statement that
 * raised it, as PGlite calls its listeners before the statement's promise resolves.
 *
 * PGlite is one session; knex has several (db/embedded-client.ts), so that requests queue here,
 * where the next statement starts the moment one ends, not in knex's pool, which hands its one
 * connection on only when the server's thread gets to it. Statements run one at a time in the
 * order they came, except that while a session's transaction is open only that session's
 * statements run: no other request's statement ever runs inside it. A statement that has
 * waited for someone else's transaction longer than `lockTimeoutMs` is refused as PostgreSQL
 * refuses a lock it waited too long for (55P03): else a statement sent outside a transaction by
 * the very request that holds it (`db` for `trx`) would wait for ever, and hold every other.
 */

const port = parentPort!;
const { dataDir, lockTimeoutMs } = workerData as { dataDir?: string; lockTimeoutMs: number };
// the extensions the catalogue search uses (migration 030)
const pg = new PGlite({ dataDir, extensions: { unaccent, pg_trgm } });
const prepared = new PreparedStatements(pg);
const unlistens = new Map<string, () => Promise<void>>();

const reply = (message: EmbeddedReply) => port.postMessage(message);

/** An error as data: a database error's fields (code, detail, constraint…) survive the copy between threads. */
function asData(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  return { ...err, name: err.name, message: err.message, stack: err.stack };
}

async function answer(request: EmbeddedRequest): Promise<unknown> {
  switch (request.op) {
    case 'read':
      return prepared.run(request.sql, request.params);
    case 'query':
      return pg.query(request.sql, request.params);
    case 'listen':
      if (!unlistens.has(request.channel)) {
        const channel = request.channel;
        unlistens.set(channel, await listenEmbedded(pg, channel, (payload) => reply({ notify: channel, payload })));
      }
      return null;
    case 'unlisten': {
      const unlisten = unlistens.get(request.channel);
      unlistens.delete(request.channel);
      await unlisten?.();
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

type Queued = EmbeddedRequest & { queuedAt: number };
const queue: Queued[] = [];
/** The session whose transaction is open, if any. */
let owner: number | undefined;
let running = false;
let refusal: NodeJS.Timeout | undefined;

/** The next request that may run: the first, or while a transaction is open, its session's first. */
function nextRunnable(): number {
  return owner === undefined ? (queue.length ? 0 : -1) : queue.findIndex((request) => request.session === owner);
}

async function drain() {
  if (running) return;
  running = true;
  try {
    for (let at = nextRunnable(); at >= 0; at = nextRunnable()) {
      const request = queue.splice(at, 1)[0]!;
      try {
        reply({ id: request.id, result: await answer(request) });
      } catch (err) {
        reply({ id: request.id, error: asData(err) });
      }
      owner = request.session !== undefined && pg.isInTransaction() ? request.session : undefined;
    }
  } finally {
    running = false;
    watchWaiting();
  }
}

/** While statements wait for a transaction, a timer for the first of them to be refused. */
function watchWaiting() {
  clearTimeout(refusal);
  refusal = undefined;
  const first = queue.find((request) => request.session !== owner);
  if (owner === undefined || !first) return;
  refusal = setTimeout(refuseLongWaits, Math.max(0, first.queuedAt + lockTimeoutMs - Date.now()));
}

function refuseLongWaits() {
  const due = Date.now() - lockTimeoutMs;
  for (let at = queue.length - 1; at >= 0; at--) {
    const request = queue[at]!;
    if (request.session === owner || request.queuedAt > due) continue;
    queue.splice(at, 1);
    reply({ id: request.id, error: { code: '55P03', message: 'O banco de dados embutido esperou demais por outra transação.' } });
  }
  watchWaiting();
}

port.on('message', (request: EmbeddedRequest) => {
  queue.push({ ...request, queuedAt: Date.now() });
  void drain();
});

pg.waitReady.then(
  () => reply({ ready: true }),
  (err: unknown) => reply({ ready: false, error: asData(err) }),
);
