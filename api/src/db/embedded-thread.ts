import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { EmbeddedReply, EmbeddedRequest } from './embedded-messages.ts';

type Listener = (payload: string) => void;
type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
/** Omit over each member of a union (Omit on the union itself would keep only the shared keys). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request as sent: without the id, which the thread gives it. */
type Ask = OmitEach<EmbeddedRequest, 'id'>;

/** The database thread's old generation: a statement's rows, PGlite's JavaScript; its WebAssembly memory is apart. */
const WORKER_HEAP_MB = 128;

/**
 * How long a statement waits for another session's transaction before it is refused (55P03):
 * as long as knex waits to acquire a connection on the embedded database (connection.ts).
 */
export const LOCK_TIMEOUT_MS = 300_000;

/** A session of the embedded database, as knex's pool holds it. */
export interface EmbeddedSession {
  /** A statement other than a plain read: a write, a transaction's step, a setting. */
  query(sql: string, params?: unknown[]): Promise<Results>;
  /** A plain read, as a prepared statement on the database's thread (db/pglite-prepared.ts). */
  read(sql: string, params: unknown[]): Promise<Results>;
}

/**
 * The embedded database (PGlite) on a thread of its own (db/embedded-worker.ts). PGlite runs
 * each statement to the end on the thread that asks, WebAssembly and all: in the server's
 * thread, every statement held every other request, cached ones too, for its whole length (a
 * page's read, a spreadsheet's batch, the upkeep's vacuum). Here the server's thread sends the
 * statement and goes on; the answer comes back as a message (docs/performance.md, "The
 * embedded database on a thread of its own").
 *
 * knex's connections are sessions of it (`session()`), the content listener listens on it
 * (`listen`). The thread keeps the process alive only while it starts or a statement is out, as
 * PGlite in the process never did.
 */
export class EmbeddedThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private next = 0;
  private sessions = 0;
  private failure: Error | undefined;
  /** Until PGlite has started, the thread keeps the process alive (a CLI's first statement waits for it). */
  private starting = true;
  private started!: (error?: Error) => void;

  constructor(dataDir: string | undefined, { lockTimeoutMs = LOCK_TIMEOUT_MS } = {}) {
    this.worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), {
      workerData: { dataDir, lockTimeoutMs },
      // none of the process's flags: a worker refuses some (--expose-gc, --input-type…) and needs none
      execArgv: [],
      // its heap holds one statement's rows at a time; without a bound V8 lets its garbage grow to
      // the process's whole ceiling (--max-old-space-size) before collecting (docs/operations.md, "Memory")
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    this.waitReady = new Promise((resolve, reject) => {
      this.started = (error) => (error ? reject(error) : resolve());
    });
    // never an unhandled rejection for a start no one waited on: the first statement gets the error
    this.waitReady.catch(() => undefined);
    this.worker.on('message', (message: EmbeddedReply) => {
      if (message.id !== undefined) return this.settle(message);
      if (message.notify !== undefined) {
        for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      this.start(message.ready ? undefined : asError(message.error ?? {}));
    });
    this.worker.on('error', (err) => this.fail(err));
    // PostgreSQL's crash_shutdown: requests get 503 and /readyz fails, so the process is restarted
    this.worker.on('exit', (code) => this.fail(Object.assign(new Error(`O banco de dados embutido parou (código ${code}).`), { code: '57P02' })));
  }

  /** A statement outside knex's sessions (tests; PGlite's own `query()`). */
  query(sql: string, params: unknown[] = []): Promise<Results> {
    return this.ask({ op: 'query', session: 0, sql, params }) as Promise<Results>;
  }

  /** One of knex's connections (db/embedded-client.ts): its statements, and its transaction, are its own. */
  session(): EmbeddedSession {
    const session = ++this.sessions;
    return {
      query: (sql, params = []) => this.ask({ op: 'query', session, sql, params }) as Promise<Results>,
      read: (sql, params) => this.ask({ op: 'read', session, sql, params }) as Promise<Results>,
    };
  }

  /**
   * Listens on a channel: each notification is heard before the answer of the statement that
   * raised it resolves (a write is heard before its caller goes on). Resolves to the unlisten.
   */
  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    const listeners = this.listeners.get(channel) ?? new Set<Listener>();
    this.listeners.set(channel, listeners.add(listener));
    if (listeners.size === 1) await this.ask({ op: 'listen', channel });
    return async () => {
      listeners.delete(listener);
      if (!listeners.size && this.listeners.get(channel) === listeners) {
        this.listeners.delete(channel);
        await this.ask({ op: 'unlisten', channel });
      }
    };
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.ask({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private ask(request: Ask): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.next;
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // values knex binds (dates, buffers, arrays, objects) are copied by the structured clone
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(message: Extract<EmbeddedReply, { id: number }>) {
    const waiting = this.pending.get(message.id);
    this.pending.delete(message.id);
    this.idle();
    if (!waiting) return;
    if (message.error) waiting.reject(asError(message.error));
    else waiting.resolve(message.result);
  }

  /** PGlite has started, or could not (then every statement gets its error). */
  private start(error?: Error) {
    this.starting = false;
    this.idle();
    this.started(error);
  }

  /** Nothing asked and started: the thread alone keeps no process alive. */
  private idle() {
    if (!this.pending.size && !this.starting) this.worker.unref();
  }

  private fail(err: Error) {
    this.failure ??= err;
    if (this.starting) this.start(this.failure);
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}

/** The database's error again, with its fields (code, detail, constraint…) as callers read them. */
function asError(data: Record<string, unknown>): Error {
  const err = new Error(String(data.message ?? 'Erro no banco de dados embutido.'));
  return Object.assign(err, data, { message: err.message });
}
