import express, { type Express } from 'express';
import type { AppDeps } from './http/context.ts';
import { mount } from './http/route.ts';
import { contextBuilder } from './request/build-context.ts';
import { originCheck } from './http/origin-check.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { publicCors } from './http/cors.ts';
import { mountHealth } from './health/routes.ts';
import { apiRoutes } from './routes.ts';
import { mountWeb } from './web.ts';
import { answerMetrics } from './metrics/http-metrics.ts';
import { observePool } from './metrics/pool-metrics.ts';
import { mountMetrics } from './metrics/endpoint.ts';
import { securityHeaderList } from './http/security-headers.ts';
import { everyAnswer } from './http/every-answer.ts';
import { lazyRequestLogger } from './http/access-log.ts';
import { platformHostOnly } from './http/platform-host.ts';
import { usePortugueseErrors } from './contract/zod-pt-br.ts';
import { earlyHits } from './cache/early-hits.ts';
import { tenantRequest, type TenantRequest } from './tenancy/resolve-site.ts';
import { isPublic } from './tenancy/site-model.ts';
import { SESSION_COOKIE } from './auth/sessions.ts';

export interface AppState {
  shuttingDown: boolean;
}

/** The whole HTTP product: /api, health checks, and (web.ts) the admin UI, storefront and widget. */
export function createApp(deps: AppDeps, state: AppState = { shuttingDown: false }): Express {
  usePortugueseErrors();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy ? parseTrustProxy(deps.config.trustProxy) : false);
  app.set('query parser', 'simple');

  lazyRequestLogger(app.request, deps.logger);
  const uploadRoutes = apiRoutes.filter((r) => r.spec.bodyType === 'multipart').map((r) => `/api${r.spec.path}`);
  app.use(everyAnswer({ logger: deps.logger, securityHeaders: securityHeaderList(deps.config), record: answerMetrics({ uploadRoutes }) }));
  // a public answer already in memory goes out here, before the routers (cache/early-hits.ts)
  if (deps.cache) {
    const { cache, config } = deps;
    const peekSite = (req: TenantRequest) => {
      const site = cache.sites.peek(req, config.platformDomain);
      return site && isPublic(site) ? site : undefined;
    };
    app.use(earlyHits(cache, { sessionCookie: SESSION_COOKIE, peekSite, tenantRequest }));
  }
  observePool(deps.db);
  mountMetrics(app, deps.config);
  mountHealth(app, deps, () => state.shuttingDown);
  app.use(['/admin', '/api/auth'], platformHostOnly(deps.config));

  const api = express.Router();
  api.use(publicCors);
  api.use(express.json({ limit: '100kb', strict: true }));
  api.use(originCheck);
  mount(api, apiRoutes, { context: contextBuilder(deps) });
  api.use(apiNotFound);
  app.use('/api', api);

  mountWeb(app, deps);
  app.use(errorHandler);
  return app;
}

/** config.ts refuses `true` (it would trust any X-Forwarded-For): hops, or addresses/subnets. */
function parseTrustProxy(v: string): boolean | number | string {
  if (/^(false|no|off|0)$/i.test(v)) return false;
  return /^\d+$/.test(v) ? Number(v) : v;
}
