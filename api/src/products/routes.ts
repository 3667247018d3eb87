import { z } from 'zod';
import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { idParam } from '../contract/common.ts';
import { productListQuery } from '../contract/products.ts';
import { getProduct, listProducts } from './queries.ts';

const idParams = z.object({ id: idParam });

export const productRoutes = [
  route(
    {
      method: 'get',
      path: '/products',
      access: 'public',
      summary: 'Catálogo: busca (q), categoria (category_id), paginação (limit/offset; total em X-Total-Count)',
      tag: 'products',
      query: productListQuery,
    },
    async ({ ctx, query, res }) => {
      const { items, total } = await listProducts(ctx as SiteContext, query);
      res.setHeader('X-Total-Count', String(total));
      return items;
    },
  ),
  route(
    { method: 'get', path: '/products/:id', access: 'public', summary: 'Um produto com imagens', tag: 'products', params: idParams },
    async ({ ctx, params }) => getProduct(ctx as SiteContext, params.id),
  ),
];
