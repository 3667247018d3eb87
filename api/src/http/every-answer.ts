import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { logAnswer, requestIdOf } from './access-log.ts';
import type { HeaderList } from './security-headers.ts';
import type { answerMetrics } from '../metrics/http-metrics.ts';

export interface EveryAnswerOptions {
  logger: Logger;
  securityHeaders: HeaderList;
  record: ReturnType<typeof answerMetrics>;
}

/**
 * What every answer gets, first thing: its request id (X-Request-Id), the security headers,
 * and, once it has ended, its access line and its metrics. One function and one listener
 * rather than one of each per concern: on a cached public read they were most of the cost
 * (docs/performance.md). The server calls it in its `node:http` request listener, before a
 * cache hit is written there or Express sees the request (app.ts `requestListener`); a bare
 * Express app (`createApp` alone) runs it as its first middleware, `everyAnswer`.
 *
 * 'close' is emitted on every response, after 'finish' when it was sent whole and alone when
 * the client went away first, so one listener sees both. The access line and the metrics read
 * what Express added by then (originalUrl, res.locals) or, for a hit answered before Express,
 * what the hit set in their place (cache/early-hits.ts).
 */
export function answerObserver(options: EveryAnswerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { logger, securityHeaders, record } = options;
  return (req, res) => {
    const start = performance.now();
    req.id = requestIdOf(req);
    res.setHeader('X-Request-Id', req.id);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.on('close', () => {
      const ms = performance.now() - start;
      // 499 (the client went away before the last byte), as nginx names it: not the status we would have sent
      const status = res.writableFinished ? res.statusCode : 499;
      // the same objects Express extends (or a hit stood in for it): read as Express's
      const [request, response] = [req as Request, res as Response];
      record(request, response, status, ms / 1000);
      logAnswer(logger, request, response, status, ms);
    });
  };
}

/** answerObserver as the first middleware of an app that runs without the server's listener. */
export function everyAnswer(options: EveryAnswerOptions): RequestHandler {
  const observe = answerObserver(options);
  return (req, res, next) => {
    observe(req, res);
    next();
  };
}
