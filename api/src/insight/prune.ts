import type { Db } from '../db/connection.ts';
import { INSIGHT_RETENTION_MONTHS } from '@vitrine/contract/insight';
import { TODAY_SQL as TODAY } from './visitor.ts';

/** Deletes the daily counters older than INSIGHT_RETENTION_MONTHS (the pruning timer and `vitrine db prune` call it). */
export async function pruneOldInsight(db: Db): Promise<number> {
  const gone = await db('insight_daily')
    .where('day', '<', db.raw(`${TODAY} - make_interval(months => ?)`, [INSIGHT_RETENTION_MONTHS]))
    .delete()
    .returning('day');
  // a visitor hash is kept for its day only: the day's count stays in insight_daily
  await db('insight_visitors').where('day', '<', db.raw(TODAY)).delete();
  return gone.length;
}
