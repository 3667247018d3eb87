import crypto from 'node:crypto';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './http/context.ts';
import { mount } from './http/route.ts';
import { contextBuilder } from './http/build-context.ts';
import { originCheck } from './http/origin-check.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { publicCors } from './http/cors.ts';
import { mountHealth } from './health/routes.ts';
import { apiRoutes } from './routes.ts';
import { mountWeb } from './web.ts';

export interface AppState {
  shuttingDown: boolean;
}

/** The whole HTTP product: /api, health checks, and (web.ts) the admin UI, storefront and widget. */
export function createApp(deps: AppDeps, state: AppState = { shuttingDown: false }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy ? parseTrustProxy(deps.config.trustProxy) : false);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: { req: (req) => ({ id: req.id, method: req.method, url: req.url, host: req.headers?.host }) },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });

  mountHealth(app, deps, () => state.shuttingDown);

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

function parseTrustProxy(v: string): boolean | number | string {
  if (v === 'true') return true;
  if (v === 'false') return false;
  return /^\d+$/.test(v) ? Number(v) : v;
}
