import { endpoints } from '@vitrine/contract/endpoints/index';
import type { CallInput } from '@vitrine/contract/api-client';
import { call, callWithHeaders } from '../lib/api.ts';
import type { Product } from '../lib/contract.ts';
import { fetchVersioned } from '../lib/versioned-save.ts';

/** Query keys and fetchers of the store admin's data (TanStack Query). */
export const keys = {
  products: ['products'] as const,
  productList: (q: string, categoryId: string, availability = '') => ['products', 'list', { q, categoryId, availability }] as const,
  recentProducts: ['products', 'recent'] as const,
  product: (id: number) => ['products', 'one', id] as const,
  categories: ['categories'] as const,
  config: ['config'] as const,
  siteInfo: ['site-info'] as const,
  quotas: ['quotas'] as const,
};

export interface ProductPage {
  items: Product[];
  total: number;
}

/**
 * The admin's list (GET /store/products): the shop's own search and sorts, hidden products
 * included, optionally one availability only.
 */
export async function fetchProducts(params: CallInput<typeof endpoints.catalogue.storeProducts>['query'], signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await callWithHeaders(endpoints.catalogue.storeProducts, { query: params, signal });
  const total = Number(headers.get('X-Total-Count'));
  return { items: data, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : data.length };
}

/** The product to edit, hidden options included, with its version (ETag) for the save's If-Match. */
export const fetchProduct = (id: number, signal?: AbortSignal) => fetchVersioned(endpoints.products.editRead, { params: { id }, signal });

/**
 * The admin's categories (GET /store/categories): product_count counts hidden products too
 * (they keep a category from being deleted), hidden_count says how many; the shop's own
 * count (GET /categories) leaves them out.
 */
const fetchCategories = (signal?: AbortSignal) => call(endpoints.categories.storeList, { signal });

/** The shop's settings to edit, with their version (ETag) for the save's If-Match. */
export const fetchConfig = (signal?: AbortSignal) => fetchVersioned(endpoints.config.editRead, { signal });

export const categoriesQuery = {
  queryKey: keys.categories,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCategories(signal),
};

/** The URL of a product image at a width the image endpoint serves (IMAGE_WIDTHS). */
export const imageAt = (url: string, width: 160 | 480 | 960) => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

/** The shop's limits and usage (products, image storage, images per product). */
export const quotasQuery = {
  queryKey: keys.quotas,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoints.quotas.get, { signal }),
};
