import crypto from 'node:crypto';
import type { Express, Request } from 'express';
import type { Config } from '../config.ts';
import { metrics } from './registry.ts';
import { registerCacheMetrics } from './cache-metrics.ts';

/**
 * GET /metrics (Prometheus text format), only with `Authorization: Bearer {METRICS_TOKEN}`.
 * Without METRICS_TOKEN the path is not served at all. A bearer token rather than a second,
 * internal listener: one port to run and health-check, and it works the same behind a load
 * balancer, in compose and on ECS, where Prometheus scrapes each task directly.
 */
export function mountMetrics(app: Express, config: Pick<Config, 'metricsToken'>) {
  const token = config.metricsToken;
  if (!token) return;
  registerCacheMetrics();
  app.get('/metrics', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!bearerMatches(req, token)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"').status(401).type('text/plain').send('Informe o token de métricas (Authorization: Bearer).\n');
      return;
    }
    const { registry } = metrics();
    res.type(registry.contentType).send(await registry.metrics());
  });
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function bearerMatches(req: Request, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (v: string) => crypto.createHash('sha256').update(v).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}
