import type { AppDeps } from '../http/context.ts';
import { presentSiteInfo } from '../config/presenter.ts';
import { canonicalUrl, domainOf } from '../domains/domain-state.ts';
import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { ShopView } from '@vitrine/widget/ssr';

/**
 * The one address search engines and shared links (canonical, og:url, sitemap, WhatsApp
 * messages, the static export) use for a shop: its own domain once it is `ativo`, else
 * {subdomain}.{PLATFORM_DOMAIN}; same scheme (and, in development, port) as PUBLIC_URL.
 */
export async function shopOrigin(deps: AppDeps, db: Db, site: SiteRow): Promise<string> {
  // the public shop lookup read the domain with the row (tenancy/shop-lookup.ts); other callers ask
  const domain = site.link_domain !== undefined ? (site.link_domain ?? undefined) : await domainOf(db, site);
  return canonicalUrl(deps.config, site, domain);
}

/**
 * A public page's view of its shop is the same for every page until the shop changes: kept
 * with the row the shop lookup holds (tenancy/shop-lookup.ts), which a change of the shop
 * replaces by a new row. Its theme, hours and contact words were worked out again by every
 * cold page (docs/performance.md, "A page miss, part by part"). Rows read for one request (no
 * link domain with them) are not kept.
 */
const views = new WeakMap<SiteRow, { config: AppDeps['config']; view: ShopView }>();

export async function shopView(deps: AppDeps, db: Db, site: SiteRow): Promise<ShopView> {
  const { config } = deps;
  const kept = views.get(site);
  const year = new Date().getFullYear();
  if (kept && kept.config === config && kept.view.year === year) return kept.view;
  const origin = await shopOrigin(deps, db, site);
  // kept with the shop by the database (migration 050): the home page's first destaque with a photo
  const cover = site.store_logo ? null : (site.cover_image_id ?? null);
  const view: ShopView = Object.freeze({
    site: Object.freeze(presentSiteInfo(site, { domain: config.platformDomain, publicUrl: config.publicUrl })),
    origin,
    platformUrl: config.publicUrl,
    year,
    cover,
  });
  if (site.link_domain !== undefined) views.set(site, { config, view });
  return view;
}
