import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { copyTag, encodedBody, takenEncodings, type Answer, type Encoding } from './answer.ts';

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
const PUBLIC_VARY = 'Accept-Encoding, X-Tenant-Subdomain';

export type CacheState = 'HIT' | 'MISS' | 'BYPASS' | 'PRIVATE';

/** The headers of an answer in one encoding: those of any answer, and those of a whole body (not of a 304). */
export interface AnswerHeaders {
  always: [string, string][];
  withBody: [string, string][];
}

/** Sends an answer: the encoding the client takes, the ETag, 304 when the client has it. */
export function sendAnswer(req: Request, res: Response, answer: Answer, cacheControl: string, state: CacheState) {
  const { body, encoding } = encodedBody(answer, takenEncodings(req.headers['accept-encoding']));
  if (state === 'PRIVATE') {
    // keeps what the route layer said (markPrivate: Cookie, Authorization), and says it where it did not
    for (const h of ['Accept-Encoding', 'Cookie', 'Authorization']) res.vary(h);
  } else {
    res.setHeader('Vary', publicVary(res.getHeader('Vary')));
  }
  writeAnswer(req, res, answer, body, answerHeaders(answer, cacheControl, state, encoding, body.length));
}

/** A public answer varies on what its route said (CORS: Origin) and on PUBLIC_VARY. */
export function publicVary(said: unknown): string {
  return said ? `${String(said)}, ${PUBLIC_VARY}` : PUBLIC_VARY;
}

export function answerHeaders(answer: Answer, cacheControl: string, state: CacheState, encoding: Encoding, length: number): AnswerHeaders {
  const always: [string, string][] = [['Cache-Control', cacheControl], ['X-Cache', state], ...Object.entries(answer.headers ?? {})];
  if (answer.status === 200) always.push(['ETag', `"${answer.etag}${copyTag(answer, encoding)}"`]);
  const withBody: [string, string][] = [['Content-Type', answer.type]];
  if (encoding) withBody.push(['Content-Encoding', encoding]);
  withBody.push(['Content-Length', String(length)]);
  return { always, withBody };
}

/**
 * 304 (validators only) when the client already has these bytes, else the whole answer.
 * Node's own response methods only: early hits write here before Express has seen the request.
 */
export function writeAnswer(req: Pick<IncomingMessage, 'headers' | 'method'>, res: ServerResponse, answer: Answer, body: Buffer, headers: AnswerHeaders) {
  for (const [name, value] of headers.always) res.setHeader(name, value);
  if (answer.status === 200 && clientHas(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    return void res.end();
  }
  res.statusCode = answer.status;
  for (const [name, value] of headers.withBody) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): any encoding of the same bytes matches. */
function clientHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some(
    (t) =>
      t
        .trim()
        .replace(/^W\//, '')
        .replace(/^"|"$/g, '')
        .replace(/-(br|br\.fast|gzip)$/, '') === etag,
  );
}
