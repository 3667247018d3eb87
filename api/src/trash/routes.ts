import { z } from 'zod';
import { route } from '../http/route.ts';
import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { idParam } from '../contract/common.ts';
import { productBody } from '../contract/products.ts';
import { categoryBody } from '../contract/categories.ts';
import { clientBody } from '../contract/clients.ts';
import { trashItemBody, trashMessages, type TrashKind } from '../contract/trash.ts';
import { recordAudit, type AuditAction } from '../audit/record.ts';
import { sendVersion } from '../versions/if-match.ts';
import { categoryVersion, productVersion, shopVersion } from '../versions/conditional-edit.ts';
import { listTrash } from './list-trash.ts';
import { restoreProduct } from './product-trash.ts';
import { restoreCategory } from './category-trash.ts';
import { restoreShop } from './shop-trash.ts';
import { purgeItem } from './purge.ts';
import { removeTenantsNow } from '../domains/setup-domains.ts';

const idParams = z.object({ id: idParam });

/** "Excluir definitivamente": 404 when the item is not in this shop's trash (purged, restored, another shop's). */
async function purgeNow(ctx: UserContext, siteId: number, kind: TrashKind, itemId: number, action: AuditAction, site: { id: number; subdomain: string } | null) {
  if (!(await purgeItem(ctx.deps, ctx.log, { site_id: siteId, kind, item_id: itemId }))) throw new AppError(404, trashMessages.notFound);
  await recordAudit(ctx.deps.db, ctx, action, site, { id: itemId });
}

/** The trash ("Lixeira", docs/api.md): list, restore, delete for good. */
export const trashRoutes = [
  route(
    {
      method: 'get',
      path: '/trash',
      access: 'store_admin',
      summary: 'Lixeira da loja: produtos e categorias excluídos nos últimos 30 dias, mais recentes primeiro, com a data até quando podem ser restaurados',
      tag: 'trash',
      responseBody: z.array(trashItemBody),
    },
    async ({ ctx }) => listTrash(ctx.db, { siteId: ctx.site.id }),
  ),
  route(
    {
      method: 'post',
      path: '/products/:id/restore',
      access: 'store_admin',
      summary: 'Restaura um produto da Lixeira com imagens e opções (mesmo id); 409 se a categoria não existe mais; responde o produto',
      tag: 'trash',
      params: idParams,
      responseBody: productBody,
    },
    async ({ ctx, params, res }) => {
      const product = await restoreProduct(ctx, params.id);
      await recordAudit(ctx.db, ctx, 'product.restore', ctx.site, { id: params.id });
      await sendVersion(ctx.db, res, productVersion(ctx, params.id));
      return product;
    },
  ),
  route(
    {
      method: 'post',
      path: '/categories/:id/restore',
      access: 'store_admin',
      summary: 'Restaura uma categoria da Lixeira (mesmo id); 409 se o nome foi usado por outra; responde a categoria',
      tag: 'trash',
      params: idParams,
      responseBody: categoryBody,
    },
    async ({ ctx, params, res }) => {
      const category = await restoreCategory(ctx, params.id);
      await recordAudit(ctx.db, ctx, 'category.restore', ctx.site, { id: params.id });
      await sendVersion(ctx.db, res, categoryVersion(ctx, params.id));
      return category;
    },
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
    async ({ ctx, params }) => purgeNow(ctx, ctx.site.id, 'product', params.id, 'product.purge', ctx.site),
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
    async ({ ctx, params }) => purgeNow(ctx, ctx.site.id, 'category', params.id, 'category.purge', ctx.site),
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
    async ({ ctx }) => listTrash(ctx.db, { kind: 'shop' }),
  ),
  route(
    {
      method: 'post',
      path: '/master/clients/:id/restore',
      access: 'master',
      summary: 'Restaura uma loja da Lixeira como estava (ativa, publicada ou não; o site estático volta no próximo deploy); responde o cliente',
      tag: 'trash',
      params: idParams,
      responseBody: clientBody,
      transaction: false,
    },
    async ({ ctx, params, res }) => {
      const client = await restoreShop(ctx, params.id);
      await sendVersion(ctx.db, res, shopVersion(params.id));
      return client;
    },
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
      await purgeNow(ctx, params.id, 'shop', params.id, 'client.purge', site ?? null);
      await removeTenantsNow(ctx);
    },
  ),
];
