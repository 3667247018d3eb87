import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { pruneExpiredAttempts } from './rate-limit.ts';
import { pruneExpiredSessions } from './sessions.ts';
import { pruneOldInsight } from '../insight/record.ts';
import type { Storage } from '../storage/storage.ts';
import { purgeExpiredTrash } from '../trash/purge.ts';

export interface PruneResult {
  login_attempts: number;
  sessions: number;
  /** Shopper insight counters (one per shop, day, kind and subject) older than 13 months (insight/record.ts). */
  insight_counters: number;
}

/** Deletes login counters whose window and lock are over, sessions past their expiry and insight counters past their keeping. */
export async function pruneExpired(db: Db): Promise<PruneResult> {
  return { login_attempts: await pruneExpiredAttempts(db), sessions: await pruneExpiredSessions(db), insight_counters: await pruneOldInsight(db) };
}

export const PRUNE_EVERY_MS = 15 * 60 * 1000;

/**
 * Prunes on a timer inside the server process (every process does it; the deletes are cheap
 * and idempotent). The timer is unref'd so it never keeps a process alive; the answer stops it.
 * Given the storage, it also purges what has been in the trash for 30 days (docs/api.md "Lixeira").
 */
export function schedulePruning(db: Db, logger: Logger, everyMs = PRUNE_EVERY_MS, storage?: Storage): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pruneExpired(db)
      .then(async (r) => {
        if (r.login_attempts || r.sessions || r.insight_counters) logger.info({ pruned: r }, 'expired login counters, sessions and insight counters pruned');
        const purged = storage ? await purgeExpiredTrash({ db, storage }, logger) : 0;
        if (purged) logger.info({ purged }, 'items purged from the trash after 30 days');
      })
      .catch((err: unknown) => logger.warn({ err }, 'pruning expired login counters and sessions failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
