import type { Response } from 'express';

/**
 * An answer that depends on who is calling must never be kept by a browser's shared cache,
 * a proxy or a CDN, nor served to another person: `private, no-store`, and `Vary` on the
 * credentials so nothing keyed without them can match. Called once the request has been
 * identified (route.ts), whatever the route; public answers to anonymous callers get their
 * Cache-Control from the code that serves them.
 */
export function markPrivate(res: Response) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.vary('Cookie');
  res.vary('Authorization');
}
