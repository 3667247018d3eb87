import type { Express, Request, Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { normalizeHost } from '../tenancy/resolve-host.ts';
import { findSiteByDomain, findSiteBySubdomain } from '../tenancy/site-model.ts';
import { SUBDOMAIN_PATTERN } from '../contract/clients.ts';
import { servesShop } from './lifecycle.ts';

/** Caddy's on-demand TLS asks here before it gets a certificate for a name (infra/Caddyfile). */
export const TLS_ASK_PATH = '/internal/tls-ask';

/**
 * Is `host` one of ours? The platform itself, a shop's subdomain (the shop exists), or a custom
 * domain the DNS check verified (lifecycle.ts: a domain that serves its shop). Anything else is
 * refused, so nobody can make the server ask a CA for certificates of arbitrary names.
 */
export async function isOurHost(deps: Pick<AppDeps, 'db' | 'config'>, host: string): Promise<boolean> {
  const platform = deps.config.platformDomain;
  if (host === platform) return true;
  if (host.endsWith(`.${platform}`)) {
    const label = host.slice(0, -(platform.length + 1));
    return SUBDOMAIN_PATTERN.test(label) && !!(await findSiteBySubdomain(deps.db, label));
  }
  const mapped = await findSiteByDomain(deps.db, host);
  return !!mapped && servesShop(mapped.status);
}

/** 200 for our hosts, 404 for others, 400 without a name. Says nothing else. */
export function mountTlsAsk(app: Express, deps: AppDeps) {
  app.get(TLS_ASK_PATH, async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const host = typeof req.query.domain === 'string' ? normalizeHost(req.query.domain) : null;
    if (!host) return void res.status(400).type('text/plain').send('domain?');
    res.status((await isOurHost(deps, host)) ? 200 : 404).type('text/plain').send('');
  });
}
