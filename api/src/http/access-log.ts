import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { serializeRequest, serializeResponse } from './log-serializers.ts';

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the caller's X-Request-Id when it is sane, else a new UUID. Sent back in X-Request-Id. */
    id: string;
    /** A logger bound to this request (`req` serialized, as on the access line), made on first use. */
    log: Logger;
  }
}

/** Paths probed by machines every few seconds: answered, never logged. */
const UNLOGGED = new Set(['/healthz', '/readyz', '/metrics']);
const CALLER_ID = /^[\w-]{1,64}$/;
const REQUEST_LOGGER = Symbol('requestLogger');

/** The caller's X-Request-Id when it is one we can log safely (a load balancer's, a test's), else a new one. */
export function requestIdOf(req: Pick<Request, 'headers'>): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * `req.log` for every request of `app`: a child of the app's logger bound to the request, as
 * pino-http gave, but made only when something logs (an error, a failed upload). A getter on
 * the app's request prototype, so a request that logs nothing pays nothing.
 */
export function lazyRequestLogger(requestPrototype: object, logger: Logger) {
  Object.defineProperty(requestPrototype, 'log', {
    configurable: true,
    get(this: Request & { [REQUEST_LOGGER]?: Logger }) {
      this[REQUEST_LOGGER] ??= logger.child({ req: serializeRequest(this) });
      return this[REQUEST_LOGGER];
    },
  });
}

function levelOf(status: number): 'error' | 'warn' | 'info' {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
}

/**
 * Writes the access line of an answer that has ended: the request and the answer through our
 * serializers (log-serializers.ts: no cookie, token or credential), the time taken, at `error`
 * for 5xx and `warn` for 4xx (499 included: the client went away first). Nothing is
 * serialized when the level is off (LOG_LEVEL=warn skips the 2xx lines).
 */
export function logAnswer(logger: Logger, req: Request, res: Response, status: number, ms: number) {
  if (UNLOGGED.has(req.url)) return;
  const level = levelOf(status);
  if (!logger.isLevelEnabled(level)) return;
  const line = { req: serializeRequest(req), res: { ...serializeResponse(res), statusCode: status }, responseTime: Math.round(ms) };
  logger[level](line, status >= 500 ? 'request errored' : 'request completed');
}
