import type { Request, Response } from 'express';
import type { SiteContext } from '../http/context.ts';
import { makeAnswer, type Answer } from './answer.ts';
import { noCache, serveCached, servePrivate } from './public-cache.ts';
import { PUBLIC_CACHE_CONTROL } from './send-answer.ts';
import { isPublic } from '../tenancy/site-model.ts';
import type { ScopedLocals } from './scope.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A public GET of the API (site info, config, categories, products): for an anonymous caller
 * the answer comes from the cache, keyed by the shop, its content version and the request;
 * for a logged-in one (who may see drafts of their own shop) it is made afresh and goes out
 * private. Errors (404, 400) are thrown as usual and never stored.
 */
export async function serveApiRead(req: Request, res: Response, ctx: SiteContext, status: number, run: () => Promise<unknown>) {
  const { site } = ctx;
  const render = async (): Promise<Answer> => {
    const before = new Set(res.getHeaderNames());
    const result = await run();
    const answer = makeAnswer(status, JSON_TYPE, JSON.stringify(result));
    // headers the handler set (X-Total-Count) belong to the answer and go with every copy
    const own = res.getHeaderNames().filter((h) => !before.has(h));
    if (own.length) answer.headers = Object.fromEntries(own.map((h) => [h, String(res.getHeader(h))]));
    // what of its shop the answer shows, when the handler said (cache/scope.ts)
    answer.scope = (res.locals as ScopedLocals).cacheScope;
    return answer;
  };
  // a draft is read only by its admin or through its preview cookie: never a shared copy
  if (ctx.user || !isPublic(site)) return servePrivate(req, res, await render());
  const cache = ctx.deps.cache ?? noCache();
  await serveCached(cache, req, res, site.id, cache.key(site, req), render, () => PUBLIC_CACHE_CONTROL);
}
