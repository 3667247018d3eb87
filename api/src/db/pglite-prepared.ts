import { type PGlite, type Results, protocol } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { MAX_STATEMENTS, PLAN_CHANGED } from './named-reads.ts';
import { readResults, readWithPglite } from './pglite-results.ts';

/**
 * Reads on the embedded database as named prepared statements (db/named-reads.ts).
 *
 * PGlite's `query()` sends every statement unnamed: it is parsed, analysed and planned again
 * each time (planning, with its file-size lookups, was most of the database's share of a cold
 * page: docs/performance.md "Miss path"), in five calls into the WebAssembly. Here a shape is
 * parsed once and kept by name; PostgreSQL then keeps its plan (a generic one once it is as
 * good) and one call binds and runs it. PGlite is one connection: the names live as long as
 * the database. Runs on the database's own thread (db/embedded-worker.ts).
 */

interface Prepared {
  name: string;
  /** Type of each parameter, as the server inferred it: how each value is written. */
  paramTypes: number[];
}

const { serialize } = protocol;

export class PreparedStatements {
  private readonly statements: LRUCache<string, Prepared>;
  /** Evicted statements, closed before the turn that evicted them ends. */
  private toClose: string[] = [];
  private next = 0;
  private readonly pg: PGlite;

  constructor(pg: PGlite) {
    this.pg = pg;
    this.statements = new LRUCache({ max: MAX_STATEMENTS, dispose: (statement) => this.toClose.push(statement.name) });
  }

  /** Runs `text` (with `$n` placeholders) as a prepared statement; the same answer as `pg.query(text, params)`. */
  run(text: string, params: unknown[]): Promise<Results> {
    return this.pg.runExclusive(async () => {
      try {
        return await this.execute(text, params);
      } catch (err) {
        if ((err as { code?: string }).code !== PLAN_CHANGED) throw err;
        this.statements.delete(text);
        return await this.execute(text, params);
      } finally {
        await this.closeEvicted();
      }
    });
  }

  private async execute(text: string, params: unknown[]): Promise<Results> {
    const statement = this.statements.get(text) ?? (await this.prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = this.pg.serializers[statement.paramTypes[i]!];
      return write ? write(value) : String(value);
    });
    // the answer's bytes as the database writes them (a view of its memory: copied), read by
    // pglite-results.ts instead of PGlite's own parser
    const chunks: Uint8Array[] = [];
    await this.pg.execProtocolRawStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, onRawData: (chunk) => void chunks.push(chunk.slice()) },
    );
    // what `query()` does after a statement outside a transaction (a no-op on the file systems we use)
    if (!this.pg.isInTransaction()) await this.pg.syncToFs();
    const bytes = chunks.length === 1 ? chunks[0]! : concat(chunks);
    return readResults(bytes, this.pg.parsers) ?? readWithPglite(bytes, this.pg.parsers, (channel, payload) => this.notify(channel, payload));
  }

  /** A notification in a read's answer, to listenEmbedded's listeners of its channel, as PGlite calls its own (a microtask each). */
  private notify(channel: string, payload: string) {
    for (const listener of readListeners.get(this.pg)?.get(channel) ?? []) queueMicrotask(() => listener(payload));
  }

  private async prepare(text: string): Promise<Prepared> {
    const name = `vitrine_${++this.next}`;
    const messages = await this.pg.execProtocolStream(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const described = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const statement = { name, paramTypes: described?.dataTypeIDs ?? [] };
    this.statements.set(text, statement);
    return statement;
  }

  /** Closes what the turn evicted. Never throws: it runs after the read, whose answer or error is the turn's. */
  private async closeEvicted() {
    if (!this.toClose.length) return;
    const names = this.toClose;
    this.toClose = [];
    await this.pg
      .execProtocolStream(concat([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]), { syncToFs: false })
      .catch(() => undefined);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Listener = (payload: string) => void;
/** Listeners of listenEmbedded, by database and channel: those the reads' answers notify. */
const readListeners = new WeakMap<PGlite, Map<string, Set<Listener>>>();

/**
 * Listens on a channel of the embedded database, whichever statement's answer carries the
 * notification: PGlite's own listeners hear those of the statements its parser reads (writes,
 * transactions), this module's those of the reads it reads itself (pglite-results.ts). Each
 * answer is read by one of the two, so a notification is heard once. Resolves to the unlisten.
 */
export async function listenEmbedded(pg: PGlite, channel: string, listener: Listener): Promise<() => Promise<void>> {
  const unlisten = await pg.listen(channel, listener);
  let channels = readListeners.get(pg);
  if (!channels) readListeners.set(pg, (channels = new Map()));
  const listeners = channels.get(channel) ?? new Set<Listener>();
  channels.set(channel, listeners.add(listener));
  return async () => {
    listeners.delete(listener);
    await unlisten();
  };
}
