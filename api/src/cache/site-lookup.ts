import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection.ts';
import { tenantHint } from '../tenancy/resolve-host.ts';
import { siteNamedBy, type TenantRequest } from '../tenancy/resolve-site.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { cacheCounters as counters } from './metrics.ts';

const lookupKey = (hint: { kind: 'subdomain'; subdomain: string } | { kind: 'host'; host: string }) => (hint.kind === 'subdomain' ? `s:${hint.subdomain}` : `h:${hint.host}`);

/** Hosts and subdomains remembered (a few hundred bytes each). */
const MAX_LOOKUPS = 50_000;

/**
 * Which shop a public request names (header, `sub`, host, custom domain → shop row), in
 * memory. Any change to any shop empties it: a new subdomain or domain, a publish or a
 * deletion can change what a host means (even a host that named no shop until now), and one
 * lookup per host after a change costs nothing next to guessing which hosts it touched.
 */
export class SiteLookupCache {
  private readonly lru: LRUCache<string, { site: SiteRow | null | undefined }> | null;
  private readonly inflight = new Map<string, Promise<SiteRow | null | undefined>>();
  private epoch = 0;

  private readonly isLive: () => boolean;

  constructor(enabled: boolean, isLive: () => boolean) {
    this.isLive = isLive;
    this.lru = enabled ? new LRUCache({ max: MAX_LOOKUPS }) : null;
  }

  /** Same answer as siteNamedBy: undefined names no shop, null names one that does not exist. */
  async lookup(db: Db, req: TenantRequest, platformDomain: string): Promise<SiteRow | null | undefined> {
    const hint = tenantHint(req, platformDomain);
    if (!hint) return undefined;
    if (hint.kind === 'invalid') return null;
    const lru = this.lru;
    if (!lru || !this.isLive()) return siteNamedBy(db, req, platformDomain);
    const key = lookupKey(hint);
    const hit = lru.get(key);
    if (hit) {
      counters.lookupHits++;
      return hit.site;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending;
    counters.lookupMisses++;
    const epoch = this.epoch;
    const finding = siteNamedBy(db, req, platformDomain);
    this.inflight.set(key, finding);
    try {
      const site = await finding;
      // a change heard while the row was being read may have made it stale: do not keep it
      if (epoch === this.epoch && this.isLive()) lru.set(key, { site });
      return site;
    } finally {
      this.inflight.delete(key);
    }
  }

  /** The shop a request names when it is in memory now, else undefined (no waiting, no query). */
  peek(req: TenantRequest, platformDomain: string): SiteRow | undefined {
    if (!this.lru || !this.isLive()) return undefined;
    const hint = tenantHint(req, platformDomain);
    if (!hint || hint.kind === 'invalid') return undefined;
    return this.lru.get(lookupKey(hint))?.site ?? undefined;
  }

  clear() {
    this.epoch++;
    this.lru?.clear();
  }
}
