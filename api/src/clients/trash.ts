import type { Db } from '../db/connection.ts';
import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { trashMessages } from '@vitrine/contract/trash';
import type { Client } from '@vitrine/contract/clients';
import type { SiteRow } from '../tenancy/site-model.ts';
import { recordAudit } from '../audit/record.ts';
import { destroySiteSessions } from '../auth/sessions.ts';
import { removeDeployment } from '../deploy/deploy-site.ts';
import { getClient } from './queries.ts';
import { putInTrash, takeFromTrash } from '../trash/trash-rows.ts';
import { shopInTrash } from './trashed-shops.ts';

interface ShopSnapshot {
  is_active: boolean;
  is_published: boolean;
}

/**
 * Moves a client shop to the trash: it stays in `sites` (its subdomain and custom domain stay
 * reserved), switched off (shoppers get 404 at once, its admins' sessions end, its deployed
 * copy goes after the commit), its earlier switches kept for the restore. `precondition` runs
 * on the transaction with the row locked (If-Match).
 */
export async function trashShop(ctx: UserContext, id: number, precondition: (trx: Db) => Promise<void>): Promise<void> {
  const site = await ctx.db.transaction(async (trx) => {
    const site = await trx<SiteRow>('sites').where({ id }).forUpdate().first();
    if (!site || (await shopInTrash(trx, id))) throw new AppError(404, messages.clients.notFound);
    await precondition(trx);
    const snapshot: ShopSnapshot = { is_active: site.is_active, is_published: site.is_published };
    await putInTrash(trx, { site_id: id, kind: 'shop', item_id: id, name: site.store_name, snapshot: { ...snapshot }, deleted_by: ctx.user.username });
    await trx('sites').where({ id }).update({ is_active: false, is_published: false, updated_at: trx.fn.now() });
    await destroySiteSessions(trx, id);
    const users = await trx('users').where({ site_id: id }).pluck('username');
    await recordAudit(trx, ctx, 'client.delete', site, { client_name: site.client_name, store_name: site.store_name, users });
    return site;
  });
  await removeDeployment(ctx.deps, site.subdomain);
}

/** Brings a shop back as it was (active, published or not). Two at once: the second gets the shop as it is. */
export async function restoreShop(ctx: UserContext, id: number): Promise<Client> {
  await ctx.db.transaction(async (trx) => {
    const item = await takeFromTrash(trx, id, 'shop', id);
    if (!item) {
      if (!(await trx('sites').where({ id }).first('id'))) throw new AppError(404, trashMessages.notFound);
      return;
    }
    const snap = item.snapshot as unknown as ShopSnapshot;
    const [site] = await trx<SiteRow>('sites')
      .where({ id })
      .update({ is_active: snap.is_active, is_published: snap.is_published, updated_at: trx.fn.now() })
      .returning('*');
    await recordAudit(trx, ctx, 'client.restore', site!);
  });
  return getClient(ctx, id);
}
