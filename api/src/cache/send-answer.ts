import type { Request, Response } from 'express';
import { encodedBody, pickEncoding, type Answer } from './answer.ts';

/**
 * How long a CDN (or any shared cache) may keep a public answer: browsers always revalidate
 * (max-age=0, ETag → 304), a CDN serves its copy for 30 s and a stale one for 30 s more while
 * it refetches. So a change reaches every shopper through a CDN within about a minute
 * (docs/operations.md, "Caching and freshness"); the origin itself is fresh within a second.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
/** "This shop does not exist / is not published": may change with the next publish, so no shared copy outlives it. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';
/** Anything answered for a logged-in user (previews, the admin's own reads). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The answer depends on the encoding, and on X-Tenant-Subdomain (it names the shop); the
 * host and the query are part of the URL. Cookie and Authorization are not listed: a request
 * carrying a login never gets a shared answer (it goes out private, no-store).
 */
export const PUBLIC_VARY = 'Accept-Encoding, X-Tenant-Subdomain';

export type CacheState = 'HIT' | 'MISS' | 'BYPASS' | 'PRIVATE';

/** Sends an answer: the encoding the client takes, the ETag, 304 when the client has it. */
export function sendAnswer(req: Request, res: Response, answer: Answer, cacheControl: string, state: CacheState) {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Cache', state);
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  if (state === 'PRIVATE') {
    // keeps what the route layer said (markPrivate: Cookie, Authorization), and says it where it did not
    for (const h of ['Accept-Encoding', 'Cookie', 'Authorization']) res.vary(h);
  } else {
    const said = res.getHeader('Vary');
    res.setHeader('Vary', said ? `${String(said)}, ${PUBLIC_VARY}` : PUBLIC_VARY);
  }
  const { body, encoding } = encodedBody(answer, pickEncoding(req.headers['accept-encoding']));
  const ok = answer.status === 200;
  if (ok) res.setHeader('ETag', `"${answer.etag}${encoding ? `-${encoding}` : ''}"`);
  if (ok && clientHas(req.headers['if-none-match'], answer.etag)) return void res.status(304).end();
  res.status(answer.status);
  res.setHeader('Content-Type', answer.type);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): any encoding of the same bytes matches. */
function clientHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '') === etag);
}
