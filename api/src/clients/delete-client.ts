import type { Db } from '../db/connection.ts';
import type { Storage } from '../storage/storage.ts';
import type { Logger } from 'pino';
import { queueTenantRemovals } from '../domains/cloudfront-tenants.ts';

/**
 * Removes a shop for good (the purge of a shop in the trash, docs/api.md "Lixeira"): rows in
 * one transaction (children first, then the site, whose delete cascades to its users, their
 * sessions, tokens and its trash), then after the commit its stored files. Its deployed copy
 * went when it was trashed. Nothing of any other shop is touched: every delete names this
 * shop's id. Answers false when the shop is not (or no longer) in the trash.
 */
export async function purgeClient(deps: { db: Db; storage: Storage }, log: Logger, id: number): Promise<boolean> {
  const found = await deps.db.transaction(async (trx) => {
    // only a shop still in the trash: a restore that ran first wins (the lock waits for it)
    const inTrash = await trx('trash').where({ site_id: id, kind: 'shop' }).forUpdate().first('id');
    if (!inTrash) return false;
    // Products point at categories with ON DELETE RESTRICT: remove them before the cascade.
    // its custom domain's CloudFront tenant goes too (queued with the delete, removed by the domain round)
    await queueTenantRemovals(trx, await trx('custom_domains').where({ site_id: id }).select('domain', 'cdn_tenant_id'));
    for (const table of ['product_images', 'products', 'categories', 'custom_domains'] as const) {
      await trx(table).where({ site_id: id }).delete();
    }
    await trx('images').where({ site_id: id }).delete();
    await trx('sites').where({ id }).delete();
    return true;
  });
  if (!found) return false;
  await deps.storage.deletePrefix(`sites/${id}`).catch((err: unknown) => {
    // The rows are gone; leftover bytes are unreachable and only cost disk space.
    log.error({ err, site_id: id }, 'could not remove the stored files of a deleted shop');
  });
  return true;
}
