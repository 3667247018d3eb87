import type { Request, Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { startContentListener, type ContentEvent, type ContentListener } from './content-listener.ts';
import { ResponseCache, type Owner } from './response-cache.ts';
import { ShopLookup } from '../tenancy/shop-lookup.ts';
import { ShopReads } from './shop-reads.ts';
import { cacheCounters as counters, countCacheBytes } from './metrics.ts';
import { answerSize, dropIdentity, type Answer } from './answer.ts';
import { sendAnswer, PRIVATE_CACHE_CONTROL } from './send-answer.ts';
import { rememberRoute } from './route-replay.ts';
import { shopKey, type KeyedRequest } from './keys.ts';

/**
 * The process's public cache: answers and shop lookups in memory, kept fresh by
 * the content-version notifications of the database (db/content-version.ts).
 */
export interface PublicCache {
  responses: ResponseCache;
  /** Shop lookups: kept even when answers are not (CACHE_MAX_MB=0). */
  sites: ShopLookup;
  /** What many pages of a shop read (its categories, a category's first products), by content version: kept like the lookups. */
  reads: ShopReads;
  /**
   * Query parameters that some public read uses (the app lists them: its routes' query schemas
   * and the storefront's own); every other parameter is left out of the keys. Empty: all kept.
   */
  readonly queryParams: Set<string>;
  /** Key of a shop's public answer to this request (keys.ts). */
  key: (site: { id: number; content_version: number | string }, req: KeyedRequest) => string;
  /** Resolves once every change committed so far has been heard here (after each write). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
}

/** Bytes of shop lookups kept (rows of a few KB: tens of thousands of hosts), apart from CACHE_MAX_MB. */
const SHOP_LOOKUP_MAX_BYTES = 32 * 2 ** 20;
/**
 * Bytes of shops' shared reads kept (a few KB a shop, and as much for each category's related
 * row: thousands of shops), apart from CACHE_MAX_MB; the least recently used shop goes first.
 */
const SHOP_READS_MAX_BYTES = 16 * 2 ** 20;

const countLookup = (hit: boolean) => void (hit ? counters.lookupHits++ : counters.lookupMisses++);

/**
 * Starts the cache and its listener. With CACHE_MAX_MB=0 no answer is kept, but the listener
 * runs and shop lookups and each shop's shared reads stay in memory: they are what keeps a cold
 * read cheap.
 */
export async function startPublicCache(deps: Pick<AppDeps, 'config' | 'db' | 'logger'>): Promise<PublicCache> {
  let listener: ContentListener | null = null;
  const isLive = () => listener?.live ?? false;
  const responses = new ResponseCache(deps.config.cacheMaxBytes, isLive);
  const sites = new ShopLookup({ maxBytes: SHOP_LOOKUP_MAX_BYTES, isLive, counted: countLookup });
  const reads = new ShopReads(SHOP_READS_MAX_BYTES);
  const onEvent = (event: ContentEvent) => {
    if (event.kind === 'site') {
      // the lookup holds the shop's content version: read again, whatever changed
      sites.forget(event.siteId);
      reads.forget(event.siteId);
      if (event.narrow) {
        counters.narrowInvalidations++;
        responses.narrowChange(event.siteId, event.narrow);
      } else {
        counters.siteInvalidations++;
        responses.dropOwner(event.siteId);
      }
    } else {
      counters.fullInvalidations++;
      sites.clear();
      reads.clear();
      responses.clear();
    }
  };
  listener = await startContentListener({ db: deps.db, logger: deps.logger, onEvent });
  const uncount = countCacheBytes(() => ({ answers: responses.bytes, shops: sites.bytes + reads.bytes, addresses: responses.addressBytes }));
  const queryParams = new Set<string>();
  return {
    responses,
    sites,
    reads,
    queryParams,
    key: (site, req) => shopKey(site, req, queryParams.size ? queryParams : null),
    settle: () => listener?.settle() ?? Promise.resolve(),
    close: async () => {
      uncount();
      await listener?.close();
      responses.clear();
      sites.clear();
      reads.clear();
    },
  };
}

/** The cache of an app made without one (a test's bare createApp): everything reads through. */
export const noCache = (): PublicCache => ({
  responses: new ResponseCache(0, () => false),
  sites: new ShopLookup({ maxBytes: 0, isLive: () => false }),
  reads: new ShopReads(0),
  queryParams: new Set(),
  key: (site, req) => shopKey(site, req),
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
