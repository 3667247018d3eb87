import type { RequestHandler } from 'express';
import type { Config } from '../config.ts';
import { normalizeHost, tenantHint } from '../tenancy/resolve-host.ts';
import { AppError } from './app-error.ts';
import { messages } from '@vitrine/contract/messages';

/**
 * The admin and the login calls live on the platform's own host only (docs/conventions.md "Auth"). On a
 * shop's subdomain or custom domain they redirect (308, method kept) to the same path on
 * PUBLIC_URL, so a session cookie is never set for, nor sent to, a host a shop controls.
 * Addresses by IP (health checks, a local test) and the platform's www/api hosts are the
 * platform; `?sub=` on the platform host is a shopper's view and is not affected.
 */
export function platformHostOnly(config: Config): RequestHandler {
  const platform = new URL(config.publicUrl);
  return (req, res, next) => {
    // no browser sends a malformed name: refuse it rather than send it anywhere
    const host = normalizeHost(req.headers.host);
    if (host && !isDnsName(host)) return next(new AppError(400, messages.security.invalidHost));
    if (!isShopHost(req.headers.host, config.platformDomain, platform.hostname)) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(308, `${platform.origin}${req.originalUrl}`);
  };
}

/** A host name as DNS allows it: labels of 1 to 63 letters, digits or hyphens, 253 characters at most. */
const isDnsName = (host: string) => host.length <= 253 && host.split('.').every((l) => /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/i.test(l));

export function isShopHost(rawHost: string | undefined, platformDomain: string, platformHostname: string): boolean {
  const host = normalizeHost(rawHost);
  if (!host || host === platformHostname.toLowerCase()) return false;
  return tenantHint({ host }, platformDomain) !== null;
}
