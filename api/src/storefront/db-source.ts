import type { TenantScope } from '../db/scoped.ts';
import { listCategories } from '../categories/queries.ts';
import { getProduct, listProducts } from '../products/queries.ts';
import { AppError } from '../http/app-error.ts';
import type { StoreSource } from '@vitrine/widget/ssr';

/** The storefront's data read straight from the database: the server side of loadPage. */
export function dbSource(scope: TenantScope): StoreSource {
  return {
    categories: () => listCategories(scope),
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
