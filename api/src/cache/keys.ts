import type { IncomingMessage } from 'node:http';

/** What a key is made of: the request as Node or Express hands it over. */
export type KeyedRequest = Pick<IncomingMessage, 'headers' | 'url'> & { originalUrl?: string };

/**
 * The normalised request: path and the query parameters some public read uses, sorted
 * (`?b=2&a=1` and `?a=1&b=2` are one entry; `?x=1 … ?x=5000`, read by nothing, are the
 * address without them: one entry, not 5,000), and whether the shop was named by header
 * (pages named by ?sub keep it on their links). `used`: the parameters kept; null keeps all.
 */
function requestKey(req: KeyedRequest, used: ReadonlySet<string> | null = null): string {
  const header = req.headers['x-tenant-subdomain'] ? 'h' : '-';
  const url = req.originalUrl ?? req.url ?? '/';
  const q = url.indexOf('?');
  if (q < 0) return `${url} ${header}`;
  const query = new URLSearchParams(url.slice(q + 1));
  if (used) for (const name of [...query.keys()]) if (!used.has(name)) query.delete(name);
  query.sort();
  const kept = query.toString();
  return kept ? `${url.slice(0, q)}?${kept} ${header}` : `${url.slice(0, q)} ${header}`;
}

/** Key of a shop's public answer: the shop, its content version, the request. */
export function shopKey(site: { id: number; content_version: number | string }, req: KeyedRequest, used: ReadonlySet<string> | null = null): string {
  return `${site.id}:v${site.content_version}:${requestKey(req, used)}`;
}

/** A key without its content version (`42:v1093:/x h` → `42:/x h`) and that version ('' for a key shopKey did not make). */
export function splitVersion(key: string): { address: string; version: string } {
  const m = /^([^:]+):v([^:]*):/.exec(key);
  return m ? { address: `${m[1]}:${key.slice(m[0].length)}`, version: m[2]! } : { address: key, version: '' };
}

/** The key of an address (as splitVersion gives it) under a content version: the inverse of splitVersion. */
export function versionedKey(address: string, version: string): string {
  const sep = address.indexOf(':');
  return `${address.slice(0, sep)}:v${version}${address.slice(sep)}`;
}

/** True when the request carries a login (session cookie or Authorization): decided before any lookup. */
export function carriesLogin(req: Pick<IncomingMessage, 'headers'>, sessionCookie: string): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  return !!cookie && cookie.includes(`${sessionCookie}=`);
}
