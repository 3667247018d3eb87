import type { AppDeps } from '../http/context.ts';
import { presentSiteInfo } from '../config/presenter.ts';
import { canonicalUrl, domainOf } from '../domains/domain-state.ts';
import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { ShopView } from '@vitrine/widget/ssr';
import { dbSource } from './db-source.ts';
import { loadSsr } from './renderer.ts';

/**
 * The one address search engines and shared links (canonical, og:url, sitemap, WhatsApp
 * messages, the static export) use for a shop: its own domain once it is `ativo`, else
 * {subdomain}.{PLATFORM_DOMAIN}; same scheme (and, in development, port) as PUBLIC_URL.
 */
export async function shopOrigin(deps: AppDeps, db: Db, site: SiteRow): Promise<string> {
  return canonicalUrl(deps.config, site, await domainOf(db, site));
}

export async function shopView(deps: AppDeps, db: Db, site: SiteRow): Promise<ShopView> {
  const { config } = deps;
  const [origin, cover] = await Promise.all([shopOrigin(deps, db, site), site.store_logo ? null : coverImage(db, site)]);
  return {
    site: presentSiteInfo(site, { domain: config.platformDomain, publicUrl: config.publicUrl }),
    origin,
    platformUrl: config.publicUrl,
    year: new Date().getFullYear(),
    cover,
  };
}

/**
 * The first picture among the home page's destaques (the same pick as the home page):
 * the link preview of a shop with no logo (issue 14 item 6).
 */
async function coverImage(db: Db, site: SiteRow): Promise<string | null> {
  const ssr = await loadSsr();
  const home = await ssr.loadPage(dbSource({ db, site }), { view: 'home' });
  const featured = home.data.view === 'home' ? home.data.featured : [];
  return featured.find((p) => p.images[0])?.images[0]?.image_id ?? null;
}
