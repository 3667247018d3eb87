import helmet from 'helmet';
import type { Config } from '../config.ts';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * helmet's headers for every answer, worked out once. None of them depends on the request
 * (the Content-Security-Policy, which would, is each area's own: the storefront's hashes in
 * storefront/csp.ts, the admin's in admin-ui/mount.ts), so helmet is asked once at boot,
 * against a response that only records, and every answer gets the same list (http/every-answer.ts)
 * instead of eleven middlewares each setting one header on every request.
 *
 * Cross-Origin-Resource-Policy is off: other sites load the widget's script and the product
 * images it shows (`<img>`, no CORS), and /widget.js says so itself.
 */
export function securityHeaderList(config: Pick<Config, 'env'>): HeaderList {
  const middleware = helmet({
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
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    // X-Powered-By: Express's own is disabled in app.ts
    removeHeader: () => {},
  };
  let done = false;
  middleware({} as never, recorder as never, () => {
    done = true;
  });
  // helmet calls next() synchronously once every header is set; anything else is a helmet we do not know
  if (!done || headers.length === 0) throw new Error('helmet did not set its headers synchronously');
  return headers;
}
