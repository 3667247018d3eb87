import { z } from 'zod';
import { route } from '../http/route.ts';
import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { idParam } from '@vitrine/contract/common';
import { trashItemBody, trashMessages, type TrashKind } from '@vitrine/contract/trash';
import { recordAudit, type AuditAction } from '../audit/record.ts';
import { listTrash } from './list-trash.ts';
import { purgeItem } from './purge.ts';
import type { TrashFeatures } from './features.ts';
import { removeTenantsNow } from '../domains/setup-domains.ts';

const idParams = z.object({ id: idParam });

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
  route(
    {
      method: 'get',
      path: '/trash',
      access: 'store_admin',
      summary: 'Lixeira da loja: produtos e categorias excluídos nos últimos 30 dias, mais recentes primeiro, com a data até quando podem ser restaurados',
      tag: 'trash',
      responseBody: z.array(trashItemBody),
    },
    async ({ ctx }) => listTrash(ctx.db, { siteId: ctx.site.id }, features),
  ),
  route(
    {
      method: 'delete',
      path: '/trash/products/:id',
      access: 'store_admin',
      summary: 'Exclui definitivamente um produto da Lixeira, com as imagens (linhas e arquivos); responde 204',
      tag: 'trash',
      params: idParams,
      status: 204,
      // the files go only once the rows are gone for good: own transaction, then storage
      transaction: false,
    },
    async ({ ctx, params }) => purgeNow(features, ctx, ctx.site.id, 'product', params.id, 'product.purge', ctx.site),
  ),
  route(
    {
      method: 'delete',
      path: '/trash/categories/:id',
      access: 'store_admin',
      summary: 'Exclui definitivamente uma categoria da Lixeira; responde 204',
      tag: 'trash',
      params: idParams,
      status: 204,
      transaction: false,
    },
    async ({ ctx, params }) => purgeNow(features, ctx, ctx.site.id, 'category', params.id, 'category.purge', ctx.site),
  ),
  route(
    {
      method: 'get',
      path: '/master/trash',
      access: 'master',
      summary: 'Lojas na Lixeira (excluídas nos últimos 30 dias; subdomínio e domínio reservados até a exclusão definitiva)',
      tag: 'trash',
      responseBody: z.array(trashItemBody),
    },
    async ({ ctx }) => listTrash(ctx.db, { kind: 'shop' }, features),
  ),
  route(
    {
      method: 'delete',
      path: '/master/trash/clients/:id',
      access: 'master',
      summary: 'Exclui definitivamente uma loja da Lixeira: usuários, produtos, imagens, arquivos e domínio; o subdomínio fica livre; responde 204',
      tag: 'trash',
      params: idParams,
      status: 204,
      transaction: false,
    },
    async ({ ctx, params }) => {
      const site = await ctx.db('sites').where('id', params.id).first('id', 'subdomain');
      await purgeNow(features, ctx, params.id, 'shop', params.id, 'client.purge', site ?? null);
      await removeTenantsNow(ctx);
    },
  ),
];
