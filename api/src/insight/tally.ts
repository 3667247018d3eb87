import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import type { InsightEvent } from '@vitrine/contract/insight';
import { countersOf } from './counters.ts';
import { insightDay, type VisitorKey } from './visitor.ts';
import { writeTally, type PendingCounter, type PendingVisitor } from './write-tally.ts';

/**
 * How often the beacons counted in memory are written. A beacon answered at once costs
 * no transaction; a shop's dashboard shows it at most this late from another process
 * (this process's reads write the tally first).
 */
const FLUSH_EVERY_MS = 2_000;

/**
 * Distinct counters and visitors held at most before the tally is written at once (and as
 * many again in the write under way). An entry is a few hundred bytes (a subject is at most
 * 300 characters, contract/src/insight.ts), so this is a few MB; a beacon that would add a
 * new entry beyond it, while the database is away, is not counted: memory stays bounded.
 */
const MAX_PENDING = 20_000;

export interface TallyLimits {
  flushEveryMs?: number;
  maxPending?: number;
}

/** The beacons this process has counted and not yet written (docs/insight.md). */
export interface InsightTally {
  /** Counts one beacon; the day is today's in Brazil when it arrives. Never waits, never throws. */
  add(siteId: number, event: InsightEvent, pageHost: string | undefined, visitor: VisitorKey | undefined, now?: Date): void;
  /** Writes what is pending now (after any write under way). A failure is logged and the counts kept, never thrown. */
  flush(): Promise<void>;
  /** Waits for the writes already started or queued, starting none. */
  idle(): Promise<void>;
  /** Drops what is pending: for a database emptied under a running process (the test harness between files). */
  forget(): void;
  /** Stops the timer and writes what is pending: before the database closes. */
  close(): Promise<void>;
}

interface Batch {
  counters: Map<string, PendingCounter>;
  visitors: Map<string, PendingVisitor>;
}

const emptyBatch = (): Batch => ({ counters: new Map(), visitors: new Map() });

export function startInsightTally({ db, logger }: { db: Db; logger: Logger }, limits: TallyLimits = {}): InsightTally {
  const maxPending = limits.maxPending ?? MAX_PENDING;
  let pending = emptyBatch();
  // bumped by forget(): a write that fails after it must not bring back the forgotten counts
  let generation = 0;
  let dropped = 0;
  let failing = false;
  let writing: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  const size = () => pending.counters.size + pending.visitors.size;

  /** Adds to a counter or a visitor; a new entry only while there is room. */
  function put<T>(map: Map<string, T>, key: string, entry: T, add: (old: T) => void, weight: number) {
    const old = map.get(key);
    if (old) add(old);
    else if (size() < maxPending) map.set(key, entry);
    else dropped += weight;
  }

  function merge(batch: Batch) {
    for (const [key, c] of batch.counters) put(pending.counters, key, c, (old) => (old.count += c.count), c.count);
    for (const [key, v] of batch.visitors) put(pending.visitors, key, v, () => {}, 1);
  }

  async function writeOnce() {
    if (size() === 0) return;
    const batch = pending;
    const from = generation;
    pending = emptyBatch();
    try {
      await writeTally(db, [...batch.counters.values()], [...batch.visitors.values()]);
      failing = false;
      if (dropped) logger.warn({ dropped }, 'insight: beacons not counted while the database was away (tally full)');
      dropped = 0;
    } catch (err) {
      failing = true;
      if (from === generation) merge(batch);
      logger.warn({ err, pending: size(), dropped }, 'insight: counts not written, kept for the next try');
    }
  }

  // one write at a time, and at most one waiting: a flood of calls never grows a queue
  const flush = () =>
    (queued ??= writing =
      writing.then(() => {
        queued = undefined;
        return writeOnce();
      }));

  const timer = setInterval(() => void flush(), limits.flushEveryMs ?? FLUSH_EVERY_MS);
  timer.unref();

  return {
    add(siteId, event, pageHost, visitor, now = new Date()) {
      if (event.kind === 'page_view' && visitor) {
        const entry = { site_id: siteId, day: visitor.day, visitor: visitor.visitor };
        put(pending.visitors, `${siteId}\n${visitor.day}\n${visitor.visitor}`, entry, () => {}, 1);
      }
      const day = insightDay(now);
      for (const { kind, subject, productId } of countersOf(event, pageHost)) {
        const entry = { site_id: siteId, day, kind, subject, product_id: productId ?? null, count: 1 };
        put(pending.counters, `${siteId}\n${day}\n${kind}\n${subject}`, entry, (old) => old.count++, 1);
      }
      // full: write now rather than wait for the timer (unless writes are failing: the timer retries)
      if (size() >= maxPending && !failing) void flush();
    },
    flush,
    idle: () => writing,
    forget() {
      generation++;
      pending = emptyBatch();
      dropped = 0;
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
