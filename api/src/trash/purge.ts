import type { Logger } from 'pino';
import { TRASH_DAYS } from '@vitrine/contract/trash';
import { deleteImageFiles } from '../images/image-store.ts';
import type { PurgeDeps, TrashFeatures } from './features.ts';
import type { TrashRow } from './trash-rows.ts';

type Purgers = Pick<TrashFeatures, 'purgeProductRows' | 'purgeShop'>;

/**
 * Deletes one item of the trash for good. A product's pictures: rows in the transaction,
 * bytes after the commit; a shop: everything it owns (`purgeShop`). Answers false when the
 * item is no longer in the trash (restored or purged meanwhile).
 */
export async function purgeItem(deps: PurgeDeps, log: Logger, where: Pick<TrashRow, 'site_id' | 'kind' | 'item_id'>, purgers: Purgers): Promise<boolean> {
  if (where.kind === 'shop') return purgers.purgeShop(deps, log, where.site_id);
  const imageIds = await deps.db.transaction(async (trx) => {
    const [item] = (await trx('trash').where(where).delete().returning('*')) as TrashRow[];
    if (!item) return undefined;
    return item.kind === 'product' ? purgers.purgeProductRows(trx, item) : [];
  });
  if (!imageIds) return false;
  const results = await Promise.allSettled(imageIds.map((id) => deleteImageFiles(deps.storage, where.site_id, id)));
  for (const r of results) if (r.status === 'rejected') log.warn({ err: r.reason, site_id: where.site_id }, 'could not remove the files of a purged picture');
  return true;
}

/** The pruning timer's part (server.ts): everything deleted more than TRASH_DAYS ago. Answers how many items went. */
export async function purgeExpiredTrash(deps: PurgeDeps, log: Logger, purgers: Purgers): Promise<number> {
  const due: TrashRow[] = await deps
    .db('trash')
    .where('deleted_at', '<', deps.db.raw(`now() - make_interval(days => ?)`, [TRASH_DAYS]))
    .orderBy('id')
    .select('site_id', 'kind', 'item_id');
  let purged = 0;
  for (const item of due) if (await purgeItem(deps, log, item, purgers)) purged++;
  if (purged) log.info({ purged }, 'items purged from the trash after 30 days');
  return purged;
}
