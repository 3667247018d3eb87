import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { TenantRequest } from '../tenancy/resolve-site.ts';
import { encodedBody, takenEncodings, type Answer, type RouteReplay } from './answer.ts';
import { carriesLogin } from './keys.ts';
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
  tenantRequest: (req: IncomingMessage) => TenantRequest;
}

type Hit = { answer: Answer; route: RouteReplay };

/**
 * Cached public answers served before the routers (, shopper reads
 * at the speed of Node). Only what a route already stored can be served here: the key is the
 * one the route used (shop, content version, normalised request), the shop comes from the
 * same lookup cache, and the answer carries the headers its route had set (CORS on the API)
 * and its Cache-Control. A login, a miss, or a shop not in memory goes on to Express.
 */
function hitFinder(cache: PublicCache, options: EarlyHitOptions) {
  return (req: IncomingMessage): Hit | undefined => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || carriesLogin(req, options.sessionCookie)) return undefined;
    const site = options.peekSite(options.tenantRequest(req));
    const answer = site ? cache.responses.peek(cache.key(site, req)) : undefined;
    return answer?.route ? { answer, route: answer.route } : undefined;
  };
}

function sendHit(req: IncomingMessage, res: ServerResponse, { answer, route }: Hit) {
  const { body, encoding } = encodedBody(answer, takenEncodings(req.headers['accept-encoding']));
  writeAnswer(req, res, answer, body, (route.sent[encoding ?? 'identity'] ??= hitHeaders(answer, route, encoding, body.length)));
}

/**
 * The server's way (app.ts `requestListener`): called in the `node:http` request listener,
 * after the request id, security headers, access line and metrics are set up
 * (http/every-answer.ts) and before Express builds its request and response. True when it
 * answered. What Express would have given the access line and the metrics (originalUrl, the
 * route's label in res.locals) is set on the plain objects, so a hit is logged and counted as
 * its route's answer.
 */
export function earlyHitListener(cache: PublicCache, options: EarlyHitOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const find = hitFinder(cache, options);
  return (req, res) => {
    const hit = find(req);
    if (!hit) return false;
    Object.assign(req, { originalUrl: req.url });
    Object.assign(res, { locals: { routePattern: hit.route.pattern } });
    sendHit(req, res, hit);
    return true;
  };
}

/**
 * Inside Express (an app made by createApp alone, and every request the listener let
 * through): serves a hit the same way, and otherwise notes the headers every answer got so
 * far, so the route's own can be told apart and replayed (route-replay.ts).
 */
export function earlyHits(cache: PublicCache, options: EarlyHitOptions): RequestHandler {
  const find = hitFinder(cache, options);
  return (req, res, next) => {
    const hit = find(req);
    if (!hit) {
      markBeforeRoutes(res);
      return next();
    }
    // counted under the route that stored it (metrics/http-metrics.ts), as if it had answered
    if (hit.route.pattern) res.locals.routePattern = hit.route.pattern;
    sendHit(req, res, hit);
  };
}
