/**
 * Counters of the public cache, for /metrics (prom-client reads them) and the benchmark.
 * Process-wide, like a metrics registry: every app in the process adds to the same counts.
 */
export interface CacheCounters {
  /** Public answers served from memory. */
  hits: number;
  /** Public answers rendered and stored (one per key, however many asked at once). */
  misses: number;
  /**
   * The misses by why they missed (response-cache.ts): an address this process had not kept
   * lately (new), one kept under an older content version of its shop (changed: a write of
   * the shop dropped it), or one kept under the same version and let go for memory (evicted).
   */
  missesNew: number;
  missesChanged: number;
  missesEvicted: number;
  /**
   * Hits that were an answer kept across narrow changes of its shop (scope.ts) and carried
   * to the shop's new content version (also counted in hits).
   */
  carried: number;
  /** Public answers that waited for another request's render of the same key. */
  coalesced: number;
  /** Public answers rendered without the cache: cache off, or listener lost (blind). */
  bypassed: number;
  /** Answers for a logged-in user: never stored. */
  private: number;
  /** Shop lookups (host, header, sub → shop) answered from memory / from the database. */
  lookupHits: number;
  lookupMisses: number;
  /** Invalidations heard: one shop, or everything (truncate, listener lost or back). */
  siteInvalidations: number;
  /** Narrow changes heard: some products' own rows of one shop (scope.ts). */
  narrowInvalidations: number;
  fullInvalidations: number;
}

const counters: CacheCounters = {
  hits: 0,
  misses: 0,
  missesNew: 0,
  missesChanged: 0,
  missesEvicted: 0,
  carried: 0,
  coalesced: 0,
  bypassed: 0,
  private: 0,
  lookupHits: 0,
  lookupMisses: 0,
  siteInvalidations: 0,
  narrowInvalidations: 0,
  fullInvalidations: 0,
};

export const cacheCounters = counters;

/** A copy of the counters with the hit ratio of public answers (hits + coalesced over all). */
export function cacheMetrics(): CacheCounters & { hitRatio: number } {
  const served = counters.hits + counters.coalesced + counters.misses + counters.bypassed;
  return { ...counters, hitRatio: served ? (counters.hits + counters.coalesced) / served : 0 };
}

/**
 * What a process keeps in memory by bounds of its own (docs/operations.md, "Memory"), as
 * `vitrine_cache_bytes{cache=…}`: answers (CACHE_MAX_MB), shops (their lookups and the reads
 * many of their pages share), addresses (those stored lately and the narrow changes heard),
 * parts (the shops' drawn headers, footers and cards) and favicons.
 */
export const HELD_KINDS = ['answers', 'shops', 'addresses', 'parts', 'favicons'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];
export type CacheBytes = Partial<Record<HeldKind, number>>;

const sizers = new Set<() => CacheBytes>();

/** Counts a store's bytes in `cacheBytes()` until the returned function is called (its close). */
export function countCacheBytes(sizer: () => CacheBytes): () => void {
  sizers.add(sizer);
  return () => void sizers.delete(sizer);
}

/** The bytes of every store counted, by kind (one public cache per app: a test may run several). */
export function cacheBytes(): Record<HeldKind, number> {
  const total = Object.fromEntries(HELD_KINDS.map((kind) => [kind, 0])) as Record<HeldKind, number>;
  for (const sizer of sizers) {
    for (const [kind, bytes] of Object.entries(sizer()) as [HeldKind, number][]) total[kind] += bytes;
  }
  return total;
}
