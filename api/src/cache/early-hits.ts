import type { Request, RequestHandler } from 'express';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { TenantRequest } from '../tenancy/resolve-site.ts';
import { encodedBody, pickEncoding } from './answer.ts';
import { carriesLogin, shopKey } from './keys.ts';
import type { PublicCache } from './public-cache.ts';
import { hitHeaders, markBeforeRoutes } from './route-replay.ts';
import { writeAnswer } from './send-answer.ts';

/** What the early hits are told by the app (the cache imports neither tenancy rules nor logins). */
export interface EarlyHitOptions {
  /** The session cookie's name: a request carrying it goes to the routers. */
  sessionCookie: string;
  /** The shop a request names when it is in memory now and public, else undefined (no query). */
  peekSite: (req: TenantRequest) => SiteRow | undefined;
  /** What a request says about its shop (header, sub, host). */
  tenantRequest: (req: Request) => TenantRequest;
}

/**
 * Cached public answers served before the routers (issue 11: shopper reads at the speed of
 * memory). A hit here skips what the route would only repeat for the same bytes: the API
 * router (CORS, body parser, origin check), route matching, the request context and the
 * zod query parse. It sits after the request id, access log, security headers and metrics,
 * so a hit is logged, counted and protected like any answer.
 *
 * Only what a route already stored can be served here: the key is the one the route used
 * (shop, content version, normalised request), the shop comes from the same lookup cache,
 * and the answer carries the headers its route had set (CORS on the API) and its
 * Cache-Control. A login, a miss, or a shop not in memory goes on to the routers as before.
 */
export function earlyHits(cache: PublicCache, options: EarlyHitOptions): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || carriesLogin(req, options.sessionCookie)) return next();
    const site = options.peekSite(options.tenantRequest(req));
    const answer = site ? cache.responses.peek(shopKey(site, req)) : undefined;
    const route = answer?.route;
    if (!route) {
      markBeforeRoutes(res);
      return next();
    }
    // counted under the route that stored it (metrics/http-metrics.ts), as if it had answered
    if (route.pattern) res.locals.routePattern = route.pattern;
    const { body, encoding } = encodedBody(answer, pickEncoding(req.headers['accept-encoding']));
    writeAnswer(req, res, answer, body, (route.sent[encoding ?? 'identity'] ??= hitHeaders(answer, route, encoding, body.length)));
  };
}
