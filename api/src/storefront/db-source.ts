import type { TenantScope } from '../db/scoped.ts';
import { listCategories } from '../categories/queries.ts';
import { getProduct, homePick, listProducts } from '../products/queries.ts';
import { AppError } from '../http/app-error.ts';
import type { StoreSource } from '@vitrine/widget/ssr';
import type { ShopReads } from '../cache/shop-reads.ts';

/**
 * The storefront's data read from the database: the server side of loadPage. What many pages
 * of a shop show (its categories on every page, a category's first products on each of its
 * products' pages) comes from the shop's reads kept for its content version when given
 * (cache/shop-reads.ts).
 */
export function dbSource(scope: TenantScope, kept?: ShopReads): StoreSource {
  const shared = <T>(name: string, read: () => Promise<T>) => (kept ? kept.of(scope.site, name, read) : read());
  return {
    categories: () => shared('categories', () => listCategories(scope)),
    products: (query) => listProducts(scope, query),
    homePick: (candidates, first) => homePick(scope, candidates, first),
    categoryRow: (categoryId, limit) => shared(`category-row:${categoryId}:${limit}`, () => listProducts(scope, { category_id: categoryId, limit })),
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
