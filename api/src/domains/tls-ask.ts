import type { Express, Request, Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { findSiteByDomain, findSiteBySubdomain, isPublic } from '../tenancy/site-model.ts';
import { SUBDOMAIN_PATTERN } from '@vitrine/contract/clients';
import { servesShop } from './lifecycle.ts';

/** Caddy's on-demand TLS asks here before it gets a certificate for a name (infra/Caddyfile). */
const TLS_ASK_PATH = '/internal/tls-ask';

// RFC 1035 names as certificates carry them: letters, digits and inner hyphens, 63 per label,
// 253 in all, a letter somewhere in the last label (so no IP address), one optional final dot.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The name Caddy asks about, lower-cased without a final dot; null when it is not a DNS name. */
function dnsName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.toLowerCase().replace(/\.$/, '');
  if (!name || name.length > 253) return null;
  const labels = name.split('.');
  if (!labels.every((l) => LABEL.test(l))) return null;
  return /[a-z]/.test(labels.at(-1)!) ? name : null;
}

/**
 * May a certificate be issued for `host`? The platform itself; the subdomain of a shop that is
 * active and published (one machine has no wildcard certificate: Caddy gets one per subdomain);
 * a custom domain verified for an active, published shop (lifecycle.ts: a domain that serves
 * its shop). Nothing else, and nothing that tells a draft or deactivated shop from none.
 */
async function isOurHost(deps: Pick<AppDeps, 'db' | 'config'>, host: string): Promise<boolean> {
  const platform = deps.config.platformDomain;
  if (host === platform) return true;
  if (host.endsWith(`.${platform}`)) {
    const label = host.slice(0, -(platform.length + 1));
    if (!SUBDOMAIN_PATTERN.test(label)) return false;
    const site = await findSiteBySubdomain(deps.db, label);
    return !!site && isPublic(site);
  }
  const mapped = await findSiteByDomain(deps.db, host);
  return !!mapped && servesShop(mapped.status) && isPublic(mapped.site);
}

/** 200 for our hosts, the same empty 404 for every other name, 400 for what is not a DNS name. */
export function mountTlsAsk(app: Express, deps: AppDeps) {
  app.get(TLS_ASK_PATH, async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const host = dnsName(req.query.domain);
    if (!host) return void res.status(400).type('text/plain').send('domain?');
    res
      .status((await isOurHost(deps, host)) ? 200 : 404)
      .type('text/plain')
      .send('');
  });
}
