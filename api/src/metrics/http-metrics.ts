import type { Request, Response } from 'express';
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
function routeLabel(req: Request, res: Response): string {
  const pattern = res.locals.routePattern;
  if (pattern) return pattern;
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
 * Counts and times an answer that has ended, by route pattern and status; logins refused and
 * uploads by outcome too. `uploadRoutes` are the route patterns that take a file (multipart
 * routes of the route table). Called once per answer by http/every-answer.ts, with the status
 * it went out with (499 when the client went away first).
 */
export function answerMetrics(options: { uploadRoutes: readonly string[] }): (req: Request, res: Response, status: number, seconds: number) => void {
  const uploads = new Set(options.uploadRoutes);
  return (req, res, status, seconds) => {
    const m = metrics();
    const route = routeLabel(req, res);
    const labels = { method: req.method, route, status: String(status) };
    m.httpDuration.observe(labels, seconds);
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
}
