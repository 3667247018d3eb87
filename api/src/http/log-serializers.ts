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

type Headers = Record<string, unknown>;

export function redactHeaders(headers: Headers | undefined): Headers {
  const out: Headers = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    out[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value;
  }
  return out;
}

/** The path and query, with the value of any credential-looking parameter replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
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
