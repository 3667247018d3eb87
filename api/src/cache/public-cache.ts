import type { Request, Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { startContentListener, type ContentEvent, type ContentListener } from './content-listener.ts';
import { ResponseCache, type Owner } from './response-cache.ts';
import { SiteLookupCache } from './site-lookup.ts';
import { cacheCounters as counters } from './metrics.ts';
import { answerSize, dropIdentity, type Answer } from './answer.ts';
import { sendAnswer, PRIVATE_CACHE_CONTROL } from './send-answer.ts';
import { rememberRoute } from './route-replay.ts';

/**
 * The process's public cache (issue 11): answers and shop lookups in memory, kept fresh by
 * the content-version notifications of the database (db/content-version.ts).
 */
export interface PublicCache {
  responses: ResponseCache;
  sites: SiteLookupCache;
  /** Resolves once every change committed so far has been heard here (after each write). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
}

/** Starts the cache and its listener; with CACHE_MAX_MB=0 both are off and every read goes through. */
export async function startPublicCache(deps: Pick<AppDeps, 'config' | 'db' | 'logger'>): Promise<PublicCache> {
  const enabled = deps.config.cacheMaxBytes > 0;
  let listener: ContentListener | null = null;
  const isLive = () => listener?.live ?? false;
  const responses = new ResponseCache(deps.config.cacheMaxBytes, isLive);
  const sites = new SiteLookupCache(enabled, isLive);
  const onEvent = (event: ContentEvent) => {
    if (event.kind === 'site') {
      counters.siteInvalidations++;
      sites.clear();
      responses.dropOwner(event.siteId);
    } else {
      counters.fullInvalidations++;
      sites.clear();
      responses.clear();
    }
  };
  if (enabled) {
    listener = await startContentListener({ db: deps.db, logger: deps.logger, onEvent });
  }
  return {
    responses,
    sites,
    settle: () => listener?.settle() ?? Promise.resolve(),
    close: async () => {
      await listener?.close();
      responses.clear();
      sites.clear();
    },
  };
}

/** The cache of an app made without one (a test's bare createApp): everything reads through. */
export const noCache = (): PublicCache => ({
  responses: new ResponseCache(0, () => false),
  sites: new SiteLookupCache(false, () => false),
  settle: async () => {},
  close: async () => {},
});

/** Serves a public answer from the cache, rendering it on a miss. */
export async function serveCached(
  cache: PublicCache,
  req: Request,
  res: Response,
  owner: Owner,
  key: string,
  render: () => Promise<Answer>,
  cacheControl: (answer: Answer) => string,
) {
  const { answer, state } = await cache.responses.get(owner, key, render);
  const size = answerSize(answer, key);
  const control = cacheControl(answer);
  if (state !== 'BYPASS') rememberRoute(res, answer, control);
  sendAnswer(req, res, answer, control, state);
  if (state === 'BYPASS') return;
  // a first request in another encoding changed the entry: keep the compressed copies only, and count them
  dropIdentity(answer);
  if (answerSize(answer, key) !== size) cache.responses.resize(key, answer);
}

/** An answer for a logged-in user: never stored, never kept by anyone on the way. */
export function servePrivate(req: Request, res: Response, answer: Answer) {
  counters.private++;
  sendAnswer(req, res, answer, PRIVATE_CACHE_CONTROL, 'PRIVATE');
}
