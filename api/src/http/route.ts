import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { assertShop, type Access, type ContextFor, type RequestContext } from './context.ts';
import { AppError } from './app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { fieldsWithNulByte } from './nul-bytes.ts';
import { cleanTextTree } from '@vitrine/contract/safe-text';
import { serveApiRead } from '../cache/api-reads.ts';
import { markPrivate } from './private-answers.ts';
import { lockShop } from '../db/shop-lock.ts';

declare global {
  namespace Express {
    /** What mount() leaves on res.locals for the rest of the request. */
    interface Locals {
      /** The route's pattern (/api/products/:id), for metrics: never the raw URL. */
      routePattern?: string;
      /** The request's context, for a route's `before` middleware (limits keyed by shop or user). */
      ctx?: RequestContext;
    }
  }
}

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
/**
 * What a handler answers: with a `responseBody`, the JSON before serialisation, which is what
 * that schema reads (its input); without one, nothing (204, or the handler sent bytes itself).
 */
export type HandlerAnswer<R extends Schema> = R extends z.ZodType ? Promise<z.input<R>> : Promise<void>;

export interface HandlerInput<A extends Access, B extends Schema, Q extends Schema, P extends Schema> {
  /** Narrowed by the route's access: a shop for 'public' and 'store_admin', a user for 'user', 'store_admin' and 'master'. */
  ctx: ContextFor<A>;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  req: Request;
  res: Response;
}

export interface RouteSpec<A extends Access, B extends Schema, Q extends Schema, P extends Schema, R extends Schema> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under /api, in Express syntax: /products/:id */
  path: string;
  access: A;
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /** 'json' (default when a body schema is set), 'multipart' (a handler-run upload) or 'csv' (a spreadsheet, read by the handler). */
  bodyType?: 'json' | 'multipart' | 'csv' | 'none';
  status?: number;
  /**
   * Run the handler in one transaction (default: every method but GET). Off for routes
   * that do slow work (image processing) before they write, and open their own.
   */
  transaction?: boolean;
  /**
   * Whether the route may change what public reads show (default: every method but GET):
   * then its answer waits until this process's cache has heard the change (settle), so the
   * writer's next read is fresh. Off for a write no public read shows (the insight beacon),
   * which answers without that round trip.
   */
  changesPublic?: boolean;
  /** Middleware that runs after auth and before the handler (multer). */
  before?: RequestHandler[];
  /** Tag and response description for the API reference. */
  tag?: string;
  response?: string;
  /**
   * The success answer's shape (zod), for the API reference and the response-contract test.
   * Every route that answers JSON declares one.
   */
  responseBody?: R;
  /** The success answer's media type when it is not JSON (image bytes), for the API reference. */
  produces?: string;
  /** Honours If-Match (412 on a stale copy; docs/api.md "Edições concorrentes"), for the API reference. */
  ifMatch?: boolean;
}

/** A declared route as the route table holds it, whatever its access and schemas. */
export interface RouteDef {
  spec: RouteSpec<Access, Schema, Schema, Schema, Schema>;
  /*
   * Method syntax on purpose: its parameter is compared both ways, so a handler typed for
   * its own route fits here. mount() keeps the promise route() checked: the context is built
   * for the spec's access and body, query and params are parsed by the spec's schemas.
   */
  handler(input: HandlerInput<Access, Schema, Schema, Schema>): Promise<unknown>;
}

const ACCESS: readonly Access[] = ['anyone', 'public', 'user', 'store_admin', 'master'];

/**
 * Declares a route; mount() checks it declares who may call it. The handler's context is
 * narrowed by the declared access (context.ts `ContextByAccess`) and its answer is checked
 * against `responseBody` at compile time.
 */
export function route<A extends Access, B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends Schema = undefined>(
  spec: RouteSpec<A, B, Q, P, R>,
  handler: (input: HandlerInput<A, B, Q, P>) => HandlerAnswer<R>,
): RouteDef {
  return { spec, handler };
}

export interface MountOptions {
  /** Builds the request context: identifies the user and the shop for the route's access. */
  context: (req: Request, access: Access) => Promise<RequestContext>;
}

/** Registers routes on a router, refusing any that does not say who may call it. */
export function mount(router: Router, routes: RouteDef[], options: MountOptions) {
  for (const def of routes) {
    const { spec } = def;
    if (!ACCESS.includes(spec.access)) {
      throw new Error(`Route ${spec.method.toUpperCase()} ${spec.path} declares no valid access (${String(spec.access)})`);
    }
    const run: RequestHandler = async (req, res) => {
      // the route's pattern (/api/products/:id), for metrics: never the raw URL
      res.locals.routePattern = req.baseUrl + spec.path;
      const ctx = await options.context(req, spec.access);
      if (ctx.user) markPrivate(res);
      const bodyType = spec.bodyType ?? (spec.body ? 'json' : 'none');
      if (bodyType === 'json') requireJson(req);
      res.locals.ctx = ctx;
      for (const mw of spec.before ?? []) await runMiddleware(mw, req, res);
      refuseNulBytes(req);
      if (bodyType === 'json') req.body = cleanTextTree(req.body);
      const input = {
        ctx,
        body: spec.body ? spec.body.parse(req.body ?? {}) : undefined,
        query: spec.query ? spec.query.parse(req.query) : undefined,
        params: spec.params ? spec.params.parse(req.params) : undefined,
        req,
        res,
      };
      // public reads go through the response cache
      if (spec.method === 'get' && spec.access === 'public') {
        assertShop(ctx);
        return serveApiRead(req, res, ctx, spec.status ?? 200, () => def.handler(input));
      }
      const inTransaction = spec.transaction ?? spec.method !== 'get';
      const result = inTransaction
        ? await ctx.db.transaction(async (trx) => {
            // a shop's write takes the shop's row before anything else: one lock order (shop-lock.ts)
            if (spec.access === 'store_admin' && ctx.site) await lockShop(trx, ctx.site.id);
            return def.handler({ ...input, ctx: { ...ctx, db: trx } });
          })
        : await def.handler(input);
      // a write is heard by this process's cache before its answer leaves: the writer's next read is fresh
      if (spec.changesPublic ?? spec.method !== 'get') await ctx.deps.cache?.settle();
      if (res.headersSent) return;
      if (result === undefined) res.status(spec.status ?? 204).end();
      else res.status(spec.status ?? 200).json(result);
    };
    router[spec.method](spec.path, run);
  }
}

/** A JSON route refuses bodies of any other type (415) instead of silently ignoring them. */
function requireJson(req: Request) {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !req.is('application/json')) throw new AppError(415, messages.http.unsupportedMediaType);
}

function refuseNulBytes(req: Request) {
  const fields = [...fieldsWithNulByte(req.params), ...fieldsWithNulByte(req.query), ...fieldsWithNulByte(req.body)];
  if (fields.length) {
    throw new AppError(400, messages.http.invalidCharacters, Object.fromEntries(fields.map((f) => [f, messages.http.invalidCharacters])));
  }
}

function runMiddleware(mw: RequestHandler, req: Request, res: Response) {
  return new Promise<void>((resolve, reject) => {
    Promise.resolve(mw(req, res, (err?: unknown) => (err ? reject(err) : resolve()))).catch(reject);
  });
}
