import type { RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { tenantRequest } from '../http/build-context.ts';
import { isPublic } from '../tenancy/site-model.ts';
import { encodedBody, pickEncoding, type Answer, type Encoding, type RouteReplay } from './answer.ts';
import { carriesLogin, shopKey, type PublicCache } from './public-cache.ts';
import { answerHeaders, publicVary, writeAnswer, type AnswerHeaders } from './send-answer.ts';

declare global {
  namespace Express {
    interface Locals {
      /** The headers a response had when it left earlyHits for the routers. */
      headersBeforeRoutes?: Set<string>;
    }
  }
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
export function earlyHits(cache: PublicCache, platformDomain: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || carriesLogin(req, SESSION_COOKIE)) return next();
    const site = cache.sites.peek(tenantRequest(req), platformDomain);
    const answer = site && isPublic(site) ? cache.responses.peek(shopKey(site, req)) : undefined;
    const route = answer?.route;
    if (!route) {
      res.locals.headersBeforeRoutes = new Set(res.getHeaderNames());
      return next();
    }
    // counted under the route that stored it (metrics/http-metrics.ts), as if it had answered
    if (route.pattern) res.locals.routePattern = route.pattern;
    const { body, encoding } = encodedBody(answer, pickEncoding(req.headers['accept-encoding']));
    writeAnswer(req, res, answer, body, (route.sent[encoding ?? 'identity'] ??= hitHeaders(answer, route, encoding, body.length)));
  };
}

/**
 * Every header a hit sends after the ones each answer gets (request id, security headers):
 * the route's own, with its Vary joined to the public one, then the answer's. Worked out once
 * per encoding and kept with the answer, since they are the same for every hit.
 */
function hitHeaders(answer: Answer, route: RouteReplay, encoding: Encoding, length: number): AnswerHeaders {
  const { always, withBody } = answerHeaders(answer, route.cacheControl, 'HIT', encoding, length);
  const own = Object.entries(route.headers).filter(([name]) => name !== 'vary');
  return { always: [...own, ['Vary', publicVary(route.headers.vary)], ...always], withBody };
}

/**
 * Remembers on a public answer what its route added to the response (headers set after
 * earlyHits, e.g. CORS), its Cache-Control and its metrics label, so earlyHits can send it alike. Called just
 * before the answer is sent; requests that did not pass earlyHits leave nothing to replay.
 */
export function rememberRoute(res: Response, answer: Answer, cacheControl: string) {
  if (answer.route) return;
  const before = res.locals.headersBeforeRoutes;
  if (!before) return;
  const headers: Record<string, string> = {};
  for (const name of res.getHeaderNames()) if (!before.has(name)) headers[name] = String(res.getHeader(name));
  const pattern = res.locals.routePattern;
  answer.route = { headers, cacheControl, pattern, sent: {} };
}
