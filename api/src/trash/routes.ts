import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { trashMessages, type TrashKind } from '@vitrine/contract/trash';
import { recordAudit, type AuditAction } from '../audit/record.ts';
import { listTrash } from './list-trash.ts';
import { purgeItem } from './purge.ts';
import type { TrashFeatures } from './features.ts';
import { removeTenantsNow } from '../domains/setup-domains.ts';

/** "Excluir definitivamente": 404 when the item is not in this shop's trash (purged, restored, another shop's). */
async function purgeNow(
  features: TrashFeatures,
  ctx: UserContext,
  siteId: number,
  kind: TrashKind,
  itemId: number,
  action: AuditAction,
  site: { id: number; subdomain: string } | null,
) {
  if (!(await purgeItem(ctx.deps, ctx.log, { site_id: siteId, kind, item_id: itemId }, features))) throw new AppError(404, trashMessages.notFound);
  await recordAudit(ctx.deps.db, ctx, action, site, { id: itemId });
}

/**
 * The trash ("Lixeira", docs/api.md): list and delete for good. Each restore lives beside its
 * feature's routes (products/, categories/, clients/), which own what a snapshot holds.
 */
export const trashRoutes = (features: TrashFeatures) => [
  route(endpoints.trash.list, async ({ ctx }) => listTrash(ctx.db, { siteId: ctx.site.id }, features)),
  route(
    {
      ...endpoints.trash.purgeProduct,
      // the files go only once the rows are gone for good: own transaction, then storage
      transaction: false,
    },
    async ({ ctx, params }) => purgeNow(features, ctx, ctx.site.id, 'product', params.id, 'product.purge', ctx.site),
  ),
  route(
    {
      ...endpoints.trash.purgeCategory,
      transaction: false,
    },
    async ({ ctx, params }) => purgeNow(features, ctx, ctx.site.id, 'category', params.id, 'category.purge', ctx.site),
  ),
  route(endpoints.trash.masterList, async ({ ctx }) => listTrash(ctx.db, { kind: 'shop' }, features)),
  route(
    {
      ...endpoints.trash.purgeClient,
      transaction: false,
    },
    async ({ ctx, params }) => {
      const site = await ctx.db('sites').where('id', params.id).first('id', 'subdomain');
      await purgeNow(features, ctx, params.id, 'shop', params.id, 'client.purge', site ?? null);
      await removeTenantsNow(ctx);
    },
  ),
];
