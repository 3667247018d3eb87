import type { IncomingMessage } from 'node:http';
import querystring from 'node:querystring';
import type { Request } from 'express';
import type { Db } from '../db/connection.ts';
import { tenantHint } from './resolve-host.ts';
import { findSiteByDomain, findSiteBySubdomain, type FindOptions, type SiteRow } from './site-model.ts';
import { servesShop } from '@vitrine/contract/domains';

export interface TenantRequest {
  header?: string | undefined;
  sub?: unknown;
  host?: string | undefined;
}

/**
 * What a request says about its shop: the X-Tenant-Subdomain header, `?sub=` and the host.
 * Express's parsed query when it has one; else (a request not yet routed, cache/early-hits.ts)
 * the URL read with the same parser as Express's 'simple' query parser (node:querystring).
 */
export function tenantRequest(req: Pick<IncomingMessage, 'headers' | 'url'> & { query?: Request['query'] }): TenantRequest {
  const header = req.headers['x-tenant-subdomain'];
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const sub = req.query ? req.query.sub : q >= 0 && url.includes('sub=') ? querystring.parse(url.slice(q + 1)).sub : undefined;
  return {
    header: typeof header === 'string' ? header : undefined,
    sub,
    host: req.headers.host,
  };
}

/**
 * The shop a request names, whatever its state; undefined when it names none,
 * null when it names one that does not exist.
 */
export async function siteNamedBy(db: Db, req: TenantRequest, platformDomain: string, options: FindOptions = {}): Promise<SiteRow | null | undefined> {
  const hint = tenantHint(req, platformDomain);
  if (!hint) return undefined;
  if (hint.kind === 'invalid') return null;
  if (hint.kind === 'subdomain') return (await findSiteBySubdomain(db, hint.subdomain, options)) ?? null;
  // A domain still pendente names its shop but does not serve it (nor falls back to a subdomain).
  const byDomain = await findSiteByDomain(db, hint.host, options);
  if (byDomain) return servesShop(byDomain.status) ? byDomain.site : null;
  if (hint.fallbackSubdomain) return (await findSiteBySubdomain(db, hint.fallbackSubdomain, options)) ?? null;
  return undefined;
}
