import { z } from 'zod';
import { route } from '../http/route.ts';
import { idParam } from '../contract/common.ts';
import { productBody, productInput, productListQuery, productUpdateInput } from '../contract/products.ts';
import { removeImageFiles } from '../images/save-upload.ts';
import { getProduct, listProducts } from './queries.ts';
import { createProduct, deleteProduct, updateProduct } from './service.ts';
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
    },
    async ({ ctx, params, body }) => updateProduct(ctx, params.id, body),
  ),
  route(
    {
      method: 'delete',
      path: '/products/:id',
      access: 'store_admin',
      summary: 'Exclui um produto com as suas imagens (linhas e arquivos); responde 204',
      tag: 'products',
      params: idParams,
      status: 204,
      // the files go only once the rows are gone for good: own transaction, then storage
      transaction: false,
    },
    async ({ ctx, params }) => {
      const imageIds = await ctx.db.transaction((trx) => deleteProduct({ ...ctx, db: trx }, params.id));
      await removeImageFiles(ctx, imageIds);
    },
  ),
];
