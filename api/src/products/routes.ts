import { z } from 'zod';
import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { idParam } from '@vitrine/contract/common';
import { productBody, productInput, productListQuery, productUpdateInput } from '@vitrine/contract/products';
import { getProduct, listProducts } from './queries.ts';
import { createProduct, updateProduct } from './service.ts';
import { restoreProduct, trashProduct } from './trash.ts';
import { editIfCurrent, productVersion } from '../versions/conditional-edit.ts';
import { sendVersion } from '../versions/if-match.ts';
import { recordAudit } from '../audit/record.ts';
import { seesHidden } from '../variants/viewer.ts';
import { assertProductRoom } from '../quotas/checks.ts';

const idParams = z.object({ id: idParam });

export const productRoutes = [
  route(
    {
      method: 'get',
      path: '/products',
      access: 'public',
      summary: 'Catálogo: busca (q, por relevância), categoria (category_id), ordem (sort), paginação (limit/offset; total em X-Total-Count); sem os ocultos',
      tag: 'products',
      query: productListQuery,
      responseBody: z.array(productBody),
    },
    async ({ ctx, query, res }) => {
      const { items, total } = await listProducts(ctx, query);
      res.setHeader('X-Total-Count', String(total));
      return items;
    },
  ),
  route(
    {
      method: 'get',
      path: '/products/:id',
      access: 'public',
      summary: 'Um produto com imagens e opções (um produto ou opção oculta só para o admin da loja)',
      tag: 'products',
      params: idParams,
      responseBody: productBody,
    },
    async ({ ctx, params }) => getProduct(ctx, params.id, { includeHidden: seesHidden(ctx) }),
  ),
  route(
    {
      method: 'post',
      path: '/products',
      access: 'store_admin',
      summary: 'Cria um produto (categoria da mesma loja, senão 400; preço exato com 2 casas); responde o produto',
      tag: 'products',
      body: productInput,
      responseBody: productBody,
      status: 201,
    },
    async ({ ctx, body }) => {
      await assertProductRoom(ctx, ctx.deps.config.quotas);
      return createProduct(ctx, body);
    },
  ),
  route(
    {
      method: 'put',
      path: '/products/:id',
      access: 'store_admin',
      summary: 'Altera um produto (description, short_description, old_price e is_promotion ausentes mantêm o valor)',
      tag: 'products',
      params: idParams,
      body: productUpdateInput,
      responseBody: productBody,
      ifMatch: true,
    },
    async ({ ctx, params, body, req, res }) => {
      return editIfCurrent(ctx, req, res, productEdit(ctx, params.id, 'product.update'), () => updateProduct(ctx, params.id, body));
    },
  ),
  route(
    {
      method: 'delete',
      path: '/products/:id',
      access: 'store_admin',
      summary: 'Move o produto para a Lixeira (restaurável por 30 dias com imagens e opções; some da loja na hora); responde 204',
      tag: 'products',
      params: idParams,
      status: 204,
      ifMatch: true,
    },
    async ({ ctx, params, req, res }) => {
      await editIfCurrent(ctx, req, res, productEdit(ctx, params.id, 'product.delete'), () => trashProduct(ctx, params.id));
    },
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
];

/**
 * The admin's read of one product to edit, with its version as ETag (docs/api.md "Edições
 * concorrentes"). Mounted after the other routes: `/store/products/export` is not an id.
 */
export const productEditReadRoutes = [
  route(
    {
      method: 'get',
      path: '/store/products/:id',
      access: 'store_admin',
      summary: 'Um produto para editar (ocultos incluídos), com o ETag da versão: envie-o em If-Match ao salvar',
      tag: 'products',
      params: idParams,
      responseBody: productBody,
    },
    async ({ ctx, params, res }) => {
      const product = await getProduct(ctx, params.id, { includeHidden: true });
      await sendVersion(ctx.db, res, productVersion(ctx, params.id));
      return product;
    },
  ),
];

/** A product write honouring If-Match (docs/api.md "Edições concorrentes"). */
export const productEdit = (ctx: SiteContext, id: number, action: 'product.update' | 'product.status' | 'product.delete') => ({
  target: productVersion(ctx, id),
  action,
  current: () => getProduct(ctx, id, { includeHidden: true }),
});
