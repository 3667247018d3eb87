import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection.ts';
import { tenantHint } from './resolve-host.ts';
import { siteNamedBy, type TenantRequest } from './resolve-site.ts';
import type { SiteRow } from './site-model.ts';

const lookupKey = (hint: { kind: 'subdomain'; subdomain: string } | { kind: 'host'; host: string }) =>
  hint.kind === 'subdomain' ? `s:${hint.subdomain}` : `h:${hint.host}`;

const WITH_DOMAIN = { withDomain: true };

/** An entry's objects besides the row's text: the entry, its key and the LRU's bookkeeping. */
const ENTRY_OVERHEAD = 256;

/** Bytes an entry holds, roughly: the row as text (two bytes a character) and its key. */
function entrySize(entry: { site: SiteRow | null | undefined }, key: string): number {
  return ENTRY_OVERHEAD + key.length * 2 + (entry.site ? JSON.stringify(entry.site).length * 2 : 0);
}

export interface ShopLookupOptions {
  /** Bytes of rows and keys kept at the most (hosts come from requests: never unbounded). */
  maxBytes: number;
  /** True while content changes are heard; while false every lookup reads the database. */
  isLive: () => boolean;
  /** Told of each lookup answered from memory (true) or from the database (false), for /metrics. */
  counted?: (hit: boolean) => void;
}

/**
 * Which shop a public request names (header, `sub`, host, custom domain → the shop's row with
 * its domain), in memory. Any change to any shop empties it: a new subdomain or domain, a
 * publish or a deletion can change what a host means (even a host that named no shop until
 * now), and one lookup per host after a change costs nothing next to guessing which hosts it
 * touched. Kept whether or not answers are cached (CACHE_MAX_MB=0): a cold page should not
 * pay for finding its shop (docs/performance.md "Queries per read").
 */
export class ShopLookup {
  private readonly lru: LRUCache<string, { site: SiteRow | null | undefined }> | null;
  private readonly inflight = new Map<string, Promise<SiteRow | null | undefined>>();
  private epoch = 0;
  private readonly options: ShopLookupOptions;

  constructor(options: ShopLookupOptions) {
    this.options = options;
    this.lru = options.maxBytes > 0 ? new LRUCache({ maxSize: options.maxBytes, sizeCalculation: entrySize }) : null;
  }

  /** Same answer as siteNamedBy: undefined names no shop, null names one that does not exist. */
  async lookup(db: Db, req: TenantRequest, platformDomain: string): Promise<SiteRow | null | undefined> {
    const hint = tenantHint(req, platformDomain);
    if (!hint) return undefined;
    if (hint.kind === 'invalid') return null;
    const lru = this.lru;
    if (!lru || !this.options.isLive()) return siteNamedBy(db, req, platformDomain, WITH_DOMAIN);
    const key = lookupKey(hint);
    const hit = lru.get(key);
    this.options.counted?.(!!hit);
    if (hit) return hit.site;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const epoch = this.epoch;
    const finding = siteNamedBy(db, req, platformDomain, WITH_DOMAIN);
    this.inflight.set(key, finding);
    try {
      const site = await finding;
      // a change heard while the row was being read may have made it stale: do not keep it
      if (epoch === this.epoch && this.options.isLive()) lru.set(key, { site });
      return site;
    } finally {
      this.inflight.delete(key);
    }
  }

  /** The shop a request names when it is in memory now, else undefined (no waiting, no query). */
  peek(req: TenantRequest, platformDomain: string): SiteRow | undefined {
    if (!this.lru || !this.options.isLive()) return undefined;
    const hint = tenantHint(req, platformDomain);
    if (!hint || hint.kind === 'invalid') return undefined;
    return this.lru.get(lookupKey(hint))?.site ?? undefined;
  }

  clear() {
    this.epoch++;
    this.lru?.clear();
  }

  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }
}
