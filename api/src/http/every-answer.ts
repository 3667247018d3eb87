import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { logAnswer, requestIdOf } from './access-log.ts';
import type { HeaderList } from './security-headers.ts';
import type { answerMetrics } from '../metrics/http-metrics.ts';

/**
 * What every answer gets, first thing: its request id (X-Request-Id), the security headers,
 * and, once it has ended, its access line and its metrics. One middleware and one listener
 * rather than one of each per concern: on a cached public read (cache/early-hits.ts, next in
 * line) they were most of the cost (docs/performance.md).
 *
 * 'close' is emitted on every response, after 'finish' when it was sent whole and alone when
 * the client went away first, so one listener sees both.
 */
export function everyAnswer(options: { logger: Logger; securityHeaders: HeaderList; record: ReturnType<typeof answerMetrics> }): RequestHandler {
  const { logger, securityHeaders, record } = options;
  return (req, res, next) => {
    const start = performance.now();
    req.id = requestIdOf(req);
    res.setHeader('X-Request-Id', req.id);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.on('close', () => {
      const ms = performance.now() - start;
      // 499 (the client went away before the last byte), as nginx names it: not the status we would have sent
      const status = res.writableFinished ? res.statusCode : 499;
      record(req, res, status, ms / 1000);
      logAnswer(logger, req, res, status, ms);
    });
    next();
  };
}
