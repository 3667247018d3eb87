import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { listProducts } from './queries.ts';
import { reorder } from './catalogue-order.ts';
import { setProductStatus } from './product-status.ts';
import { duplicateProduct } from './duplicate-product.ts';
import { editIfCurrent } from '../versions/conditional-edit.ts';
import { productEdit } from './routes.ts';

/** The owner's catalogue tools: admin list, availability and destaque, order, duplicate. */
export const catalogueRoutes = [
  route(endpoints.catalogue.storeProducts, async ({ ctx, query, res }) => {
    const { availability, ...list } = query;
    const { items, total } = await listProducts(ctx, list, { includeHidden: true, availability });
    res.setHeader('X-Total-Count', String(total));
    return items;
  }),
  route(endpoints.catalogue.setStatus, async ({ ctx, params, body, req, res }) => {
    return editIfCurrent(ctx, req, res, productEdit(ctx, params.id, 'product.status'), () => setProductStatus(ctx, params.id, body));
  }),
  route(
    {
      ...endpoints.catalogue.duplicate,
      // files are copied before the one transaction that writes the rows
      transaction: false,
    },
    async ({ ctx, params }) => duplicateProduct(ctx, params.id),
  ),
  route(endpoints.catalogue.productsOrder, async ({ ctx, body }) => reorder(ctx, 'products', body.ids)),
  route(endpoints.catalogue.categoriesOrder, async ({ ctx, body }) => reorder(ctx, 'categories', body.ids)),
];
