import type { TenantScope } from '../db/scoped.ts';
import { listCategories } from '../categories/queries.ts';
import { getProduct, listProducts } from '../products/queries.ts';
import { AppError } from '../http/app-error.ts';
import type { StoreSource } from '@vitrine/widget/ssr';
import type { ShopCategories } from '../cache/shop-categories.ts';

/**
 * The storefront's data read from the database: the server side of loadPage. The categories,
 * which every page shows, come from the shop's list kept for its content version when given
 * (cache/shop-categories.ts).
 */
export function dbSource(scope: TenantScope, kept?: ShopCategories): StoreSource {
  return {
    categories: () => (kept ? kept.of(scope.site, () => listCategories(scope)) : listCategories(scope)),
    products: (query) => listProducts(scope, query),
    async product(id) {
      try {
        return await getProduct(scope, id);
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    },
  };
}
