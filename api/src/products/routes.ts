import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { getProduct, listProducts } from './queries.ts';
import { createProduct, updateProduct } from './service.ts';
import { restoreProduct, trashProduct } from './trash.ts';
import { editIfCurrent, productVersion } from '../versions/conditional-edit.ts';
import { auditAndSendVersion, sendVersion } from '../versions/if-match.ts';
import { auditEntry } from '../audit/record.ts';
import { seesHidden } from '../variants/viewer.ts';
import { assertProductRoom } from '../quotas/checks.ts';
import { isPriceSort, narrowAnswer } from '../cache/scope.ts';

export const productRoutes = [
  route(endpoints.products.list, async ({ ctx, query, res }) => {
    const { items, total } = await listProducts(ctx, query);
    res.setHeader('X-Total-Count', String(total));
    // what an unsearched list shows, for the cache to keep it across changes of other products (cache/scope.ts):
    // a category's products, or these products in the owner's order (or newest first)
    if (!query.q && query.category_id) narrowAnswer(res, { products: [], categories: [query.category_id] });
    else if (!query.q && !isPriceSort(query.sort)) narrowAnswer(res, { products: items.map((p) => p.id), categories: [], counts: true });
    return items;
  }),
  route(endpoints.products.get, async ({ ctx, params, res }) => {
    narrowAnswer(res, { products: [params.id], categories: [] });
    return getProduct(ctx, params.id, { includeHidden: seesHidden(ctx) });
  }),
  route(endpoints.products.create, async ({ ctx, body }) => {
    await assertProductRoom(ctx, ctx.deps.config.quotas);
    return createProduct(ctx, body);
  }),
  route(endpoints.products.update, async ({ ctx, params, body, req, res }) => {
    return editIfCurrent(ctx, req, res, productEdit(ctx, params.id, 'product.update'), () => updateProduct(ctx, params.id, body));
  }),
  route(endpoints.products.remove, async ({ ctx, params, req, res }) => {
    await editIfCurrent(ctx, req, res, productEdit(ctx, params.id, 'product.delete'), () => trashProduct(ctx, params.id));
  }),
  route(endpoints.products.restore, async ({ ctx, params, res }) => {
    const product = await restoreProduct(ctx, params.id);
    await auditAndSendVersion(ctx.db, res, productVersion(ctx, params.id), auditEntry(ctx, 'product.restore', ctx.site, { id: params.id }));
    return product;
  }),
];

/**
 * The admin's read of one product to edit, with its version as ETag (docs/api.md "Edições
 * concorrentes"). Mounted after the other routes: `/store/products/export` is not an id.
 */
export const productEditReadRoutes = [
  route(endpoints.products.editRead, async ({ ctx, params, res }) => {
    const product = await getProduct(ctx, params.id, { includeHidden: true });
    await sendVersion(ctx.db, res, productVersion(ctx, params.id));
    return product;
  }),
];

/** A product write honouring If-Match (docs/api.md "Edições concorrentes"). */
export const productEdit = (ctx: SiteContext, id: number, action: 'product.update' | 'product.status' | 'product.delete') => ({
  target: productVersion(ctx, id),
  action,
  current: () => getProduct(ctx, id, { includeHidden: true }),
});
