import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { STOREFRONT_QUERY_PARAMS } from './storefront/mount.ts';
import { answerMetrics } from './metrics/http-metrics.ts';
import { observePool } from './metrics/pool-metrics.ts';
import { mountMetrics } from './metrics/endpoint.ts';
import { securityHeaderList } from './http/security-headers.ts';
import { answerObserver, everyAnswer, type EveryAnswerOptions } from './http/every-answer.ts';
import { lazyRequestLogger } from './http/access-log.ts';
import { platformHostOnly } from './http/platform-host.ts';
import { usePortugueseErrors } from '@vitrine/contract/zod-pt-br';
import { earlyHitListener, earlyHits, type EarlyHitOptions } from './cache/early-hits.ts';
import type { PublicCache } from './cache/public-cache.ts';
import { tenantRequest, type TenantRequest } from './tenancy/resolve-site.ts';
import { isPublic } from './tenancy/site-model.ts';
import { isHostHeader } from './tenancy/resolve-host.ts';
import { messages } from '@vitrine/contract/messages';
import { SESSION_COOKIE } from './auth/sessions.ts';

export interface AppState {
  shuttingDown: boolean;
}

/** The whole HTTP product: /api, health checks, and (web.ts) the admin UI, storefront and widget. */
export function createApp(deps: AppDeps, state: AppState = { shuttingDown: false }, options: { observed?: boolean } = {}): Express {
  usePortugueseErrors();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy ? parseTrustProxy(deps.config.trustProxy) : false);
  app.set('query parser', 'simple');

  lazyRequestLogger(app.request, deps.logger);
  // the server's listener (requestListener) has already done this for every request
  if (!options.observed) app.use(everyAnswer(everyAnswerOptions(deps)));
  // a Host that is no host name is refused before it names a shop or makes a key
  app.use((req, res, next) =>
    isHostHeader(req.headers.host) ? next() : void res.status(400).type('text/plain; charset=utf-8').send(messages.http.invalidHost),
  );
  // a public answer already in memory goes out here, before the routers (cache/early-hits.ts)
  if (deps.cache) {
    app.use(earlyHits(deps.cache, earlyHitOptions(deps.cache, deps.config)));
    for (const name of publicReadParams()) deps.cache.queryParams.add(name);
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

/**
 * The server's `node:http` request listener: every request gets its id,
 * security headers, access line and metrics here; a cached public answer is written here,
 * before Express builds its request and response; anything else goes on to the Express app.
 */
export function requestListener(deps: AppDeps & { cache: PublicCache }, state: AppState): (req: IncomingMessage, res: ServerResponse) => void {
  const app = createApp(deps, state, { observed: true });
  const observe = answerObserver(everyAnswerOptions(deps));
  const hit = earlyHitListener(deps.cache, earlyHitOptions(deps.cache, deps.config));
  return (req, res) => {
    observe(req, res);
    // a bad Host goes on to Express, which refuses it (400) before any lookup
    if (isHostHeader(req.headers.host) && hit(req, res)) return;
    app(req, res);
  };
}

function everyAnswerOptions(deps: AppDeps): EveryAnswerOptions {
  const uploadRoutes = apiRoutes.filter((r) => r.spec.bodyType === 'multipart').map((r) => `/api${r.spec.path}`);
  return { logger: deps.logger, securityHeaders: securityHeaderList(deps.config), record: answerMetrics({ uploadRoutes }) };
}

/** What the cache's early hits are given: the session cookie's name, and the public shop a request names, from memory. */
function earlyHitOptions(cache: PublicCache, config: AppDeps['config']): EarlyHitOptions {
  const peekSite = (req: TenantRequest) => {
    const site = cache.sites.peek(req, config.platformDomain);
    return site && isPublic(site) ? site : undefined;
  };
  return { sessionCookie: SESSION_COOKIE, peekSite, tenantRequest };
}

/** Query parameters some public read uses: those of the public GET routes' schemas, and the storefront's. */
function publicReadParams(): string[] {
  const fromRoutes = apiRoutes.flatMap((r) => {
    if (r.spec.method !== 'get' || r.spec.access !== 'public' || !r.spec.query) return [];
    const shape = (r.spec.query as { shape?: Record<string, unknown> }).shape;
    // a parameter the key left out would make two different answers one entry: refuse to start
    if (!shape) throw new Error(`GET /api${r.spec.path}: a public read's query must be a z.object, so the cache knows which parameters it reads`);
    return Object.keys(shape);
  });
  return [...fromRoutes, ...STOREFRONT_QUERY_PARAMS];
}

/** config.ts refuses `true` (it would trust any X-Forwarded-For): hops, or addresses/subnets. */
function parseTrustProxy(v: string): boolean | number | string {
  if (/^(false|no|off|0)$/i.test(v)) return false;
  return /^\d+$/.test(v) ? Number(v) : v;
}
