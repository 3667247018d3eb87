import type { Request, RequestHandler, Response } from 'express';
import { metrics } from './registry.ts';

/** Label of a request no route matched, by area: never the raw URL (unbounded label values). */
function fallbackRoute(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path.startsWith('/api/')) return '/api/*';
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin/*';
  return '/*';
}

/**
 * The route pattern that answered: `res.locals.routePattern`, set by the route table's
 * mount() (`/api/products/:id`), else the pattern of a plain Express route (`/healthz`,
 * `/widget.js`), else the area.
 */
export function routeLabel(req: Request, res: Response): string {
  const pattern = res.locals.routePattern;
  if (typeof pattern === 'string') return pattern;
  const routePath = (req.route as { path?: unknown } | undefined)?.path;
  return typeof routePath === 'string' ? routePath : fallbackRoute(req);
}

const LOGIN_ROUTE = '/api/auth/login';

function loginFailureReason(status: number): string | undefined {
  if (status < 400) return undefined;
  if (status === 401) return 'invalid_credentials';
  if (status === 429) return 'rate_limited';
  if (status === 403) return 'refused';
  return status >= 500 ? 'error' : 'invalid_input';
}

const uploadOutcome = (status: number) => (status < 300 ? 'stored' : status < 500 ? 'refused' : 'failed');

/**
 * Counts and times every answer by route pattern and status. `uploadRoutes` are the route
 * patterns that take a file (multipart routes of the route table).
 */
export function httpMetrics(options: { uploadRoutes: readonly string[] }): RequestHandler {
  const uploads = new Set(options.uploadRoutes);
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const m = metrics();
      const route = routeLabel(req, res);
      // 499 (the client went away first), as nginx names it: not the status we would have sent
      const status = res.writableFinished ? res.statusCode : 499;
      const labels = { method: req.method, route, status: String(status) };
      m.httpRequests.inc(labels);
      m.httpDuration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
      if (route === LOGIN_ROUTE) {
        const reason = loginFailureReason(status);
        if (reason) m.loginFailures.inc({ reason });
      }
      if (uploads.has(route)) {
        const outcome = uploadOutcome(status);
        m.uploads.inc({ route, outcome });
        const size = Number(req.headers['content-length']);
        if (outcome === 'stored' && Number.isFinite(size)) m.uploadBytes.observe({ route }, size);
      }
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}
