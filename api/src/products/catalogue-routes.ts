import { z } from 'zod';
import { route } from '../http/route.ts';
import { idParam } from '@vitrine/contract/common';
import { catalogueOrderInput, catalogueOrderResult, productStatusInput } from '@vitrine/contract/catalogue';
import { storeProductListQuery } from '@vitrine/contract/store-products';
import { listProducts } from './queries.ts';
import { reorder } from './catalogue-order.ts';
import { setProductStatus } from './product-status.ts';
import { duplicateProduct } from './duplicate-product.ts';
import { productBody } from '@vitrine/contract/products';
import { editIfCurrent } from '../versions/conditional-edit.ts';
import { productEdit } from './routes.ts';

const idParams = z.object({ id: idParam });

/** The owner's catalogue tools: admin list, availability and destaque, order, duplicate. */
export const catalogueRoutes = [
  route(
    {
      method: 'get',
      path: '/store/products',
      access: 'store_admin',
      summary: 'Lista do admin: a mesma busca e ordenação do catálogo, com os ocultos e filtro por disponibilidade (total em X-Total-Count)',
      tag: 'products',
      query: storeProductListQuery,
      responseBody: z.array(productBody),
    },
    async ({ ctx, query, res }) => {
      const { availability, ...list } = query;
      const { items, total } = await listProducts(ctx, list, { includeHidden: true, availability });
      res.setHeader('X-Total-Count', String(total));
      return items;
    },
  ),
  route(
    {
      method: 'patch',
      path: '/products/:id',
      access: 'store_admin',
      summary: 'Muda a disponibilidade (disponivel, esgotado, oculto) e/ou o destaque de um produto; responde o produto',
      tag: 'products',
      params: idParams,
      body: productStatusInput,
      responseBody: productBody,
      ifMatch: true,
    },
    async ({ ctx, params, body, req, res }) => {
      return editIfCurrent(ctx, req, res, productEdit(ctx, params.id, 'product.status'), () => setProductStatus(ctx, params.id, body));
    },
  ),
  route(
    {
      method: 'post',
      path: '/products/:id/duplicate',
      access: 'store_admin',
      summary: 'Duplica um produto com cópias das imagens; a cópia nasce oculta, primeira na ordem; responde a cópia',
      tag: 'products',
      params: idParams,
      status: 201,
      // files are copied before the one transaction that writes the rows
      transaction: false,
      responseBody: productBody,
    },
    async ({ ctx, params }) => duplicateProduct(ctx, params.id),
  ),
  route(
    {
      method: 'put',
      path: '/catalogue/products-order',
      access: 'store_admin',
      summary: 'Nova ordem dos produtos: ids com cada produto da loja uma vez; a loja segue essa ordem',
      tag: 'products',
      body: catalogueOrderInput,
      responseBody: catalogueOrderResult,
    },
    async ({ ctx, body }) => reorder(ctx, 'products', body.ids),
  ),
  route(
    {
      method: 'put',
      path: '/catalogue/categories-order',
      access: 'store_admin',
      summary: 'Nova ordem das categorias: ids com cada categoria da loja uma vez; a loja segue essa ordem',
      tag: 'categories',
      body: catalogueOrderInput,
      responseBody: catalogueOrderResult,
    },
    async ({ ctx, body }) => reorder(ctx, 'categories', body.ids),
  ),
];
