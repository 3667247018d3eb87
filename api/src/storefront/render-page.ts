import type { AppDeps } from '../http/context.ts';
import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { dbSource } from './db-source.ts';
import { loadSsr } from './renderer.ts';
import { shopView } from './shop-view.ts';
import { partsOf } from './kept-parts.ts';
import { isPriceSort, NO_PRODUCTS, type AnswerScope } from '../cache/scope.ts';
import type { LinkConfig, PageState, RenderedPage } from '@vitrine/widget/ssr';

export interface ShopPageRequest {
  site: SiteRow;
  pathname: string;
  /** The query string, without "?". */
  search: string;
  /** `sub=demo` when the shop was named by ?sub on the platform host: kept on every link. */
  keepQuery?: string;
  /** URL of the hydration script (null when the widget is not built: the page still works). */
  script: string | null;
}

/** A rendered page, with what of its shop it shows when that is narrower than everything; or where it moved. */
export type ShopPage = (RenderedPage & { redirect?: undefined; scope?: AnswerScope }) | { redirect: string };

/** One storefront page of a shop, rendered with its data (docs/product.md §2); or where it moved. */
export async function renderShopPage(deps: AppDeps, db: Db, req: ShopPageRequest): Promise<ShopPage> {
  const ssr = await loadSsr();
  const route = ssr.parseRoute(req.pathname, req.search);
  const scope = { db, site: req.site };
  const [shop, state] = await Promise.all([shopView(deps, db, req.site), ssr.loadPage(dbSource(scope, deps.cache?.reads), route)]);
  const links: LinkConfig = { mode: 'hosted', images: { kind: 'api', base: '' }, keepQuery: req.keepQuery };
  // /product/17 and old slugs: permanently to the product's current address
  const moved = ssr.productRedirect(route, state);
  if (moved) return { redirect: ssr.hrefFor(links, shop.origin, moved) };
  const icons = { png: withQuery('/favicon.png', req.keepQuery), apple: withQuery('/apple-touch-icon.png', req.keepQuery) };
  const parts = partsOf(shop);
  return { ...ssr.renderStorefrontPage({ shop, links, state, script: req.script, apiBase: '', icons, parts }), scope: pageScope(state) };
}

/**
 * What of its shop a page shows beyond what only a wide change alters (its settings, the
 * categories' names), for the cache to keep it across the narrow changes that touch none of it
 * (cache/scope.ts):
 * - a product's page: the product and its category's first products (the related row); no menu;
 * - a category's list: that category's products, and the menu with its counts;
 * - home, the links page and the unsearched catalogue in the owner's order or newest first: the
 *   products they show, picked and ordered by what only a `counts` change moves (availability,
 *   destaque, order, category, a new or deleted product), and the menu's counts;
 * - the categories page: the counts; contact and a page not found: no product.
 * Searches and lists sorted by price may show any product: no scope.
 */
function pageScope({ route, data }: PageState): AnswerScope | undefined {
  const shown = (products: { id: number }[]): AnswerScope => ({ products: products.map((p) => p.id), categories: [], counts: true });
  switch (data.view) {
    case 'product':
      return data.product ? { products: [data.product.id], categories: [data.product.category_id] } : undefined;
    case 'products':
      if (route.view !== 'products' || route.q || data.featured) return undefined;
      if (route.categoryId) return { products: [], categories: [route.categoryId], counts: true };
      return isPriceSort(route.sort) ? undefined : shown(data.items);
    case 'home':
    case 'links':
      return shown(data.featured);
    case 'categories':
      return { products: [], categories: [], counts: true };
    case 'contact':
    case 'notfound':
      return NO_PRODUCTS;
  }
}

const withQuery = (path: string, query?: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);
