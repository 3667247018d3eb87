import type { StoreSource } from '../model/load-page.ts';
import { messages } from '../model/text.ts';
import type { Category, Product, ProductListQuery, SiteInfo } from '../model/types.ts';

export interface StoreApiOptions {
  /** The platform's address (https://vitrine.com.br); '' for the page's own origin. */
  baseUrl: string;
  /** The shop, sent as X-Tenant-Subdomain on every call (docs/product.md §1). */
  subdomain: string;
  fetch?: typeof fetch;
}

/** A failed call, with the pt-BR message to show (docs/product.md §8) and the HTTP status (0: no network). */
export class StoreApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface StoreApi extends StoreSource {
  siteInfo(): Promise<SiteInfo>;
}

/**
 * The public catalogue over HTTP, as the browser (hydrated pages, widget) reads it. No
 * credentials: the API answers these reads to any origin, and no cookie should ride along.
 */
export function createStoreApi(options: StoreApiOptions): StoreApi {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));

  async function get(path: string, failure: string): Promise<Response> {
    let res: Response;
    try {
      res = await doFetch(`${base}/api${path}`, {
        headers: { 'X-Tenant-Subdomain': options.subdomain, Accept: 'application/json' },
        credentials: 'omit',
      });
    } catch {
      throw new StoreApiError(0, messages.auth.connection);
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: string } | null;
      throw new StoreApiError(res.status, body?.error || failure);
    }
    return res;
  }

  return {
    async siteInfo() {
      return (await get('/site/info', messages.settings.load)).json() as Promise<SiteInfo>;
    },
    async categories() {
      return (await get('/categories', messages.categories.load)).json() as Promise<Category[]>;
    },
    async products(query: ProductListQuery) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
      const qs = params.toString();
      const res = await get(`/products${qs ? `?${qs}` : ''}`, messages.products.loadMany);
      const items = (await res.json()) as Product[];
      const total = Number(res.headers.get('X-Total-Count') ?? items.length);
      return { items, total: Number.isFinite(total) ? total : items.length };
    },
    async product(id: number) {
      try {
        return (await (await get(`/products/${id}`, messages.products.load)).json()) as Product;
      } catch (err) {
        if (err instanceof StoreApiError && err.status === 404) return null;
        throw err;
      }
    },
  };
}
