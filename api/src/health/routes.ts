import type { Router } from 'express';
import type { AppDeps } from '../http/context.ts';
import { ping } from '../db/connection.ts';

/**
 * Liveness and readiness for load balancers and container health checks. They sit outside
 * /api and outside the route table on purpose: no tenant, no session, no logging noise.
 */
export function mountHealth(router: Router, deps: AppDeps, isShuttingDown: () => boolean) {
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', uptime: Math.round(process.uptime()), node: process.version });
  });
  router.get('/readyz', async (_req, res) => {
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting_down' });
      return;
    }
    try {
      await withTimeout(ping(deps.db), 2000);
      res.json({ status: 'ready', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
    }
  });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}
