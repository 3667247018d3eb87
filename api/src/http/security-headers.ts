import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * helmet's headers on every answer. The Content-Security-Policy is each area's own (the
 * storefront's hashes in storefront/csp.ts, the admin's in admin-ui/mount.ts), so it is off
 * here. Cross-Origin-Resource-Policy is off too: other sites load the widget's script and
 * the product images it shows (`<img>`, no CORS), and /widget.js says so itself.
 */
export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    // nothing of ours is meant to be framed: the widget embeds by script
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HTTPS for a year, shop subdomains included (the platform's wildcard certificate covers them);
    // only in production, where PUBLIC_URL is https
    strictTransportSecurity: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
