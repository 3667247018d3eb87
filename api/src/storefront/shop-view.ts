import type { AppDeps } from '../http/context.ts';
import { presentSiteInfo } from '../config/presenter.ts';
import { scoped } from '../db/scoped.ts';
import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { ShopView } from '@vitrine/widget/ssr';

/**
 * The one address search engines and shared links should use for a shop: its own domain
 * when it has one, else {subdomain}.{PLATFORM_DOMAIN}; same scheme (and, in development,
 * port) as the platform's PUBLIC_URL.
 */
export async function shopOrigin(deps: AppDeps, db: Db, site: SiteRow): Promise<string> {
  const custom = (await scoped({ db, site }, 'custom_domains').orderBy('id').first('domain')) as { domain: string } | undefined;
  const platform = new URL(deps.config.publicUrl);
  const port = platform.port ? `:${platform.port}` : '';
  const host = custom?.domain ?? `${site.subdomain}.${deps.config.platformDomain}`;
  return `${platform.protocol}//${host}${port}`;
}

export async function shopView(deps: AppDeps, db: Db, site: SiteRow): Promise<ShopView> {
  const { config } = deps;
  return {
    site: presentSiteInfo(site, { domain: config.platformDomain, publicUrl: config.publicUrl }),
    origin: await shopOrigin(deps, db, site),
    platformUrl: config.publicUrl,
    year: new Date().getFullYear(),
  };
}
