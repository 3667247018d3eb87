import { z } from 'zod';
import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { idParam } from '../contract/common.ts';
import { productBody, productInput, productListQuery, productUpdateInput } from '../contract/products.ts';
import { getProduct, listProducts } from './queries.ts';
import { createProduct, updateProduct } from './service.ts';
import { trashProduct } from '../trash/product-trash.ts';
import { editIfCurrent, productVersion } from '../versions/conditional-edit.ts';
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
];

/** A product write honouring If-Match (docs/api.md "Edições concorrentes"). */
export const productEdit = (ctx: SiteContext, id: number, action: 'product.update' | 'product.status' | 'product.delete') => ({
  target: productVersion(ctx, id),
  action,
  current: () => getProduct(ctx, id, { includeHidden: true }),
});
