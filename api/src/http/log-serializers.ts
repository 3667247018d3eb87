import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the access log may say about a request and its answer. Headers that carry a credential
 * (the session cookie going out in Set-Cookie, coming back in Cookie, a bearer token) and query
 * values that look like one (a signed preview link, a token) are replaced, never written: a
 * line copied from the log must not open anything.
 */
export const REDACTED = '[redacted]';

const SECRET_HEADERS = new Set(['set-cookie', 'cookie', 'authorization', 'proxy-authorization', 'x-api-key', 'x-auth-token']);
const SECRET_PARAM = /token|secret|password|senha|signature|sig|preview|key|code|auth|session/i;
/** Headers whose value is a URL (a redirect, where the page came from): written with redactUrl, like `url`. */
const URL_HEADERS = new Set(['location', 'content-location', 'referer', 'referrer']);

type Headers = Record<string, unknown>;

export function redactHeaders(headers: Headers | undefined): Headers {
  const out: Headers = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (SECRET_HEADERS.has(lower)) out[name] = REDACTED;
    else if (URL_HEADERS.has(lower) && typeof value === 'string') out[name] = redactUrl(value);
    else out[name] = value;
  }
  return out;
}

/**
 * A URL (a path and query, or an absolute URL) with the value of any credential-looking
 * parameter replaced, in the query and in a `#a=b` fragment alike, and any user:password@ dropped.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : `#${redactParams(url.slice(hash + 1))}`;
  const q = beforeHash.indexOf('?');
  const base = (q < 0 ? beforeHash : beforeHash.slice(0, q)).replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, `$1${REDACTED}@`);
  return q < 0 ? base + fragment : `${base}?${redactParams(beforeHash.slice(q + 1))}${fragment}`;
}

function redactParams(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function safeDecode(v: string) {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; raw?: IncomingMessage };
type LoggedResponse = ServerResponse & { raw?: ServerResponse };

/** The access line's `req` (and req.log's): id, method, url (redacted), host, and nothing secret. */
export function serializeRequest(req: LoggedRequest) {
  return {
    id: req.id,
    method: req.method,
    url: redactUrl(req.originalUrl ?? req.url),
    host: req.headers?.host,
    user_agent: req.headers?.['user-agent'],
  };
}

/** The access line's `res`: the status and the headers, Set-Cookie and the like redacted. */
export function serializeResponse(res: LoggedResponse) {
  const headers = typeof res.getHeaders === 'function' ? (res.getHeaders() as Headers) : ((res as unknown as { headers?: Headers }).headers ?? {});
  return { statusCode: res.statusCode, headers: redactHeaders(headers) };
}

/** Paths for pino's own `redact`, the second net for anything logged by hand. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["set-cookie"]',
  'req.headers.referer',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  'token',
  '*.token',
  'sessionSecret',
  '*.sessionSecret',
  'sessionSecretPrevious',
  '*.sessionSecretPrevious',
];
