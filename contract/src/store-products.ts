import { z } from 'zod';
import { productListQuery } from './products.ts';
import { availabilityField } from './catalogue.ts';

/**
 * GET /store/products, the admin's list: the public list's search, category, sort and
 * paging, plus hidden products and a filter by availability ("" is the "all" option).
 */
export const storeProductListQuery = productListQuery.extend({
  availability: z.preprocess((v) => (v === '' ? undefined : v), availabilityField.optional()),
});
export type StoreProductListQuery = z.infer<typeof storeProductListQuery>;
