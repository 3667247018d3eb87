import type { Request } from 'express';
import type { Db } from '../db/connection.ts';
import { tenantHint } from './resolve-host.ts';
import { findSiteByDomain, findSiteBySubdomain, type SiteRow } from './site-model.ts';
import { servesShop } from '../contract/domains.ts';

export interface TenantRequest {
  header?: string | undefined;
  sub?: unknown;
  host?: string | undefined;
}

/** What a request says about its shop: the X-Tenant-Subdomain header, `?sub=` and the host. */
export function tenantRequest(req: Request): TenantRequest {
  const header = req.headers['x-tenant-subdomain'];
  return {
    header: typeof header === 'string' ? header : undefined,
    sub: req.query?.sub,
    host: req.headers.host,
  };
}

/**
 * The shop a request names, whatever its state; undefined when it names none,
 * null when it names one that does not exist.
 */
export async function siteNamedBy(db: Db, req: TenantRequest, platformDomain: string): Promise<SiteRow | null | undefined> {
  const hint = tenantHint(req, platformDomain);
  if (!hint) return undefined;
  if (hint.kind === 'invalid') return null;
  if (hint.kind === 'subdomain') return (await findSiteBySubdomain(db, hint.subdomain)) ?? null;
  // A domain still pendente names its shop but does not serve it (nor falls back to a subdomain).
  const byDomain = await findSiteByDomain(db, hint.host);
  if (byDomain) return servesShop(byDomain.status) ? byDomain.site : null;
  if (hint.fallbackSubdomain) return (await findSiteBySubdomain(db, hint.fallbackSubdomain)) ?? null;
  return undefined;
}
