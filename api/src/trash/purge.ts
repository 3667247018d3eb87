import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import type { Storage } from '../storage/storage.ts';
import { TRASH_DAYS } from '../contract/trash.ts';
import { deleteImageFiles } from '../images/image-store.ts';
import { purgeClient } from '../clients/delete-client.ts';
import { purgeProductRows } from './product-trash.ts';
import type { TrashRow } from './trash-rows.ts';

export interface PurgeDeps {
  db: Db;
  storage: Storage;
}

/**
 * Deletes one item of the trash for good. A product's pictures: rows in the transaction,
 * bytes after the commit; a shop: everything it owns (purgeClient). Answers false when the
 * item is no longer in the trash (restored or purged meanwhile).
 */
export async function purgeItem(deps: PurgeDeps, log: Logger, where: Pick<TrashRow, 'site_id' | 'kind' | 'item_id'>): Promise<boolean> {
  if (where.kind === 'shop') return purgeClient(deps, log, where.site_id);
  const imageIds = await deps.db.transaction(async (trx) => {
    const [item] = (await trx('trash').where(where).delete().returning('*')) as TrashRow[];
    if (!item) return undefined;
    return item.kind === 'product' ? purgeProductRows(trx, item) : [];
  });
  if (!imageIds) return false;
  const results = await Promise.allSettled(imageIds.map((id) => deleteImageFiles(deps.storage, where.site_id, id)));
  for (const r of results) if (r.status === 'rejected') log.warn({ err: r.reason, site_id: where.site_id }, 'could not remove the files of a purged picture');
  return true;
}

/** The pruning job's part: everything deleted more than TRASH_DAYS ago. Answers how many items went. */
export async function purgeExpiredTrash(deps: PurgeDeps, log: Logger): Promise<number> {
  const due: TrashRow[] = await deps.db('trash')
    .where('deleted_at', '<', deps.db.raw(`now() - make_interval(days => ?)`, [TRASH_DAYS]))
    .orderBy('id')
    .select('site_id', 'kind', 'item_id');
  let purged = 0;
  for (const item of due) if (await purgeItem(deps, log, item)) purged++;
  return purged;
}
