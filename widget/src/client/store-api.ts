import type { Answer } from '@vitrine/contract/api-client';
import { ApiError } from '@vitrine/contract/api-error';
import { publicPaths, type PublicReads } from '@vitrine/contract/endpoints/public-reads';
import type { StoreSource } from '../model/load-page.ts';
import { messages } from '../model/text.ts';
import type { ProductListQuery, SiteInfo } from '../model/types.ts';

export interface StoreApiOptions {
  /** The platform's address (https://vitrine.com.br); '' for the page's own origin. */
  baseUrl: string;
  /** The shop, sent as X-Tenant-Subdomain on every call (docs/product.md §1). */
  subdomain: string;
  fetch?: typeof fetch;
}

/** The catalogue's reads the pages load (the shop's settings come with a hosted page; the widget reads them with readSiteInfo). */
export type StoreApi = StoreSource;

interface Read<K extends keyof PublicReads> {
  data: Answer<PublicReads[K]>;
  headers: Headers;
}

/** One read of the public API for the shop `options` name: its answer and headers, or an ApiError. */
function reader(options: StoreApiOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));

  /** A failure's message is the server's pt-BR text, else this read's own (docs/product.md §8); status 0: no network. */
  return async function read<K extends keyof PublicReads>(name: K, failure: string, path: string = publicPaths[name]): Promise<Read<K>> {
    let res: Response;
    try {
      res = await doFetch(`${base}/api${path}`, {
        headers: { 'X-Tenant-Subdomain': options.subdomain, Accept: 'application/json' },
        credentials: 'omit',
      });
    } catch {
      throw new ApiError(0);
    }
    const data = await res.json().catch(() => null);
    if (!res.ok) throw new ApiError(res.status, data?.error || failure);
    return { data, headers: res.headers };
  };
}

/**
 * The public catalogue over HTTP, as the browser (hydrated pages, widget) reads it: the
 * contract's endpoints by method and path, its ApiError (docs/architecture.md "One typed
 * client"). Its own few lines of fetch instead of the contract's `sendRequest`, which carries
 * bodies, forms and If-Match the storefront never sends: storefront.js is held to 20 KB
 * gzipped (docs/performance.md). No credentials: the API answers these reads to any origin,
 * and no cookie should ride along.
 */
export function createStoreApi(options: StoreApiOptions): StoreApi {
  const read = reader(options);
  return {
    async categories() {
      return (await read('categories', messages.categories.load)).data;
    },
    async products(query: ProductListQuery) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
      const qs = params.toString();
      const { data: items, headers } = await read('products', messages.products.loadMany, `${publicPaths.products}${qs ? `?${qs}` : ''}`);
      const total = Number(headers.get('X-Total-Count') ?? items.length);
      return { items, total: Number.isFinite(total) ? total : items.length };
    },
    async product(id: number) {
      try {
        return (await read('product', messages.products.load, publicPaths.product.replace(':id', String(id)))).data;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

/**
 * The shop's settings and words, which the widget reads first; a hosted page has them in its
 * boot data, so storefront.js does without this read (and its message).
 */
export async function readSiteInfo(options: StoreApiOptions): Promise<SiteInfo> {
  return (await reader(options)('siteInfo', messages.settings.load)).data;
}
