import type { Response } from 'express';
import type { Answer, Encoding, RouteReplay } from './answer.ts';
import { answerHeaders, publicVary, type AnswerHeaders } from './send-answer.ts';

/** res.locals key: the headers a response had when it left the early hits for the routers. */
const BEFORE_ROUTES = 'headersBeforeRoutes';

/** Notes the headers every answer got before the routers, so a route's own can be told apart. */
export function markBeforeRoutes(res: Response) {
  res.locals[BEFORE_ROUTES] = new Set(res.getHeaderNames());
}

/**
 * Remembers on a public answer what its route added to the response (headers set after
 * the early hits, e.g. CORS), its Cache-Control and its metrics label, so early-hits.ts can
 * send it alike. Called just before the answer is sent; requests not marked leave nothing to replay.
 */
export function rememberRoute(res: Response, answer: Answer, cacheControl: string) {
  if (answer.route) return;
  const before = res.locals[BEFORE_ROUTES] as Set<string> | undefined;
  if (!before) return;
  const headers: Record<string, string> = {};
  for (const name of res.getHeaderNames()) if (!before.has(name)) headers[name] = String(res.getHeader(name));
  const pattern = typeof res.locals.routePattern === 'string' ? res.locals.routePattern : undefined;
  answer.route = { headers, cacheControl, pattern, sent: {} };
}

/**
 * Every header a hit sends after the ones each answer gets (request id, security headers):
 * the route's own, with its Vary joined to the public one, then the answer's. Worked out once
 * per encoding and kept with the answer, since they are the same for every hit.
 */
export function hitHeaders(answer: Answer, route: RouteReplay, encoding: Encoding, length: number): AnswerHeaders {
  const { always, withBody } = answerHeaders(answer, route.cacheControl, 'HIT', encoding, length);
  const own = Object.entries(route.headers).filter(([name]) => name !== 'vary');
  return { always: [...own, ['Vary', publicVary(route.headers.vary)], ...always], withBody };
}
