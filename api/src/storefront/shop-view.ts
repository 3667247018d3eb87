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

export async function shopView(deps: AppDeps, db: Db, site: SiteRow): Promise<ShopView> {
  const { config } = deps;
  const origin = await shopOrigin(deps, db, site);
  // kept with the shop by the database (migration 050): the home page's first destaque with a photo
  const cover = site.store_logo ? null : (site.cover_image_id ?? null);
  return {
    site: presentSiteInfo(site, { domain: config.platformDomain, publicUrl: config.publicUrl }),
    origin,
    platformUrl: config.publicUrl,
    year: new Date().getFullYear(),
    cover,
  };
}
