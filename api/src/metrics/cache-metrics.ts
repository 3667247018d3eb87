import { Counter, Gauge } from 'prom-client';
import { cacheBytes, cacheMetrics, HELD_KINDS, type CacheCounters } from '../cache/metrics.ts';
import { metrics } from './registry.ts';

/**
 * The public-read cache's own running totals (api/src/cache/metrics.ts), read when
 * Prometheus scrapes: answers by result, shop lookups, invalidations.
 */
const REPORTED: { name: string; help: string; label: string; values: Record<string, keyof CacheCounters> }[] = [
  {
    name: 'vitrine_cache_answers_total',
    help: 'Public answers by cache result: hit (from memory), miss (rendered and stored), coalesced (waited for the same render), bypassed (cache off or listener lost), private (logged-in, never stored).',
    label: 'result',
    values: { hit: 'hits', miss: 'misses', coalesced: 'coalesced', bypassed: 'bypassed', private: 'private' },
  },
  {
    name: 'vitrine_cache_misses_total',
    help: 'Public answers rendered and stored, by why they were not in memory: new (not kept lately), changed (kept under an older content version: a write of the shop dropped it), evicted (kept under the same version, let go for memory).',
    label: 'cause',
    values: { new: 'missesNew', changed: 'missesChanged', evicted: 'missesEvicted' },
  },
  {
    name: 'vitrine_cache_shop_lookups_total',
    help: 'Shop lookups (host, header or sub to shop) answered from memory (hit) or from the database (miss).',
    label: 'result',
    values: { hit: 'lookupHits', miss: 'lookupMisses' },
  },
  {
    name: 'vitrine_cache_invalidations_total',
    help: "Invalidations heard: one shop changed (shop), only some products' own rows of one shop (products: the answers showing none of them are kept), or everything dropped (all: listener lost or back).",
    label: 'scope',
    values: { shop: 'siteInvalidations', products: 'narrowInvalidations', all: 'fullInvalidations' },
  },
  {
    name: 'vitrine_cache_carried_total',
    help: "Hits that were answers kept across narrow changes of their shop (a product's own edit that they do not show) and carried to its new content version; also counted as hit.",
    label: 'across',
    values: { products: 'carried' },
  },
];

let registered = false;

export function registerCacheMetrics() {
  if (registered) return;
  registered = true;
  for (const { name, help, label, values } of REPORTED) {
    new Counter({
      name,
      help,
      labelNames: [label],
      registers: [metrics().registry],
      collect() {
        const counts = cacheMetrics();
        this.reset();
        for (const [value, key] of Object.entries(values)) this.inc({ [label]: value }, counts[key]);
      },
    });
  }
  // what CACHE_MAX_MB bounds (answers) and each store bounded apart, beside the process's
  // RSS and heap (docs/operations.md, "Memory")
  new Gauge({
    name: 'vitrine_cache_bytes',
    help: 'Bytes held in memory now, by store: answers (bounded by CACHE_MAX_MB); shops (lookups 32 MB, shared reads 16 MB), addresses (12 MB), parts (8 MB) and favicons (8 MB), each bounded apart.',
    labelNames: ['cache'],
    registers: [metrics().registry],
    collect() {
      const bytes = cacheBytes();
      for (const kind of HELD_KINDS) this.set({ cache: kind }, bytes[kind]);
    },
  });
}
