import type { IncomingMessage } from 'node:http';

/** What a key is made of: the request as Node or Express hands it over. */
type KeyedRequest = Pick<IncomingMessage, 'headers' | 'url'> & { originalUrl?: string };

/**
 * The normalised request: path and sorted query (`?b=2&a=1` and `?a=1&b=2` are one entry),
 * and whether the shop was named by header (pages named by ?sub keep it on their links).
 */
export function requestKey(req: KeyedRequest): string {
  const header = req.headers['x-tenant-subdomain'] ? 'h' : '-';
  const url = req.originalUrl ?? req.url ?? '/';
  const q = url.indexOf('?');
  if (q < 0) return `${url} ${header}`;
  const query = new URLSearchParams(url.slice(q + 1));
  query.sort();
  return `${url.slice(0, q)}?${query.toString()} ${header}`;
}

/** Key of a shop's public answer: the shop, its content version, the request. */
export function shopKey(site: { id: number; content_version: number | string }, req: KeyedRequest): string {
  return `${site.id}:v${site.content_version}:${requestKey(req)}`;
}

/** True when the request carries a login (session cookie or Authorization): decided before any lookup. */
export function carriesLogin(req: Pick<IncomingMessage, 'headers'>, sessionCookie: string): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  return !!cookie && cookie.includes(`${sessionCookie}=`);
}
