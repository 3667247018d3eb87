import type { AppDeps } from '../http/context.ts';
import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { dbSource } from './db-source.ts';
import { loadSsr } from './renderer.ts';
import { shopView } from './shop-view.ts';
import type { LinkConfig, RenderedPage } from '@vitrine/widget/ssr';

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

/** One storefront page of a shop, rendered with its data (docs/product.md §2); or where it moved. */
export async function renderShopPage(deps: AppDeps, db: Db, req: ShopPageRequest): Promise<RenderedPage & { redirect?: string }> {
  const ssr = await loadSsr();
  const route = ssr.parseRoute(req.pathname, req.search);
  const scope = { db, site: req.site };
  const [shop, state] = await Promise.all([shopView(deps, db, req.site), ssr.loadPage(dbSource(scope, deps.cache?.categories), route)]);
  const links: LinkConfig = { mode: 'hosted', images: { kind: 'api', base: '' }, keepQuery: req.keepQuery };
  // /product/17 and old slugs: permanently to the product's current address
  const moved = ssr.productRedirect(route, state);
  if (moved) return { status: 200, html: '', redirect: ssr.hrefFor(links, shop.origin, moved) };
  const icons = { png: withQuery('/favicon.png', req.keepQuery), apple: withQuery('/apple-touch-icon.png', req.keepQuery) };
  return ssr.renderStorefrontPage({ shop, links, state, script: req.script, apiBase: '', icons });
}

const withQuery = (path: string, query?: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);
