import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { pruneExpiredAttempts } from './rate-limit.ts';
import { pruneExpiredSessions } from './sessions.ts';
import { pruneOldInsight } from '../insight/prune.ts';

export interface PruneResult {
  login_attempts: number;
  sessions: number;
  /** Shopper insight counters (one per shop, day, kind and subject) older than 13 months (insight/prune.ts). */
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
 * `alsoRun` runs after each round: the server hands it the trash's purge of what has been there
 * for 30 days (docs/api.md "Lixeira"), which auth/ knows nothing of.
 */
export function schedulePruning(db: Db, logger: Logger, everyMs = PRUNE_EVERY_MS, alsoRun?: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pruneExpired(db)
      .then(async (r) => {
        if (r.login_attempts || r.sessions || r.insight_counters) logger.info({ pruned: r }, 'expired login counters, sessions and insight counters pruned');
        if (alsoRun) await alsoRun();
      })
      .catch((err: unknown) => logger.warn({ err }, 'pruning expired login counters and sessions failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
