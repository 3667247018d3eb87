import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection.ts';
import { tenantHint, type TenantHint } from './resolve-host.ts';
import { siteNamedBy, type TenantRequest } from './resolve-site.ts';
import type { SiteRow } from './site-model.ts';

const lookupKey = (hint: { kind: 'subdomain'; subdomain: string } | { kind: 'host'; host: string }) =>
  hint.kind === 'subdomain' ? `s:${hint.subdomain}` : `h:${hint.host}`;

const WITH_DOMAIN = { withDomain: true };

/** What a key names: a shop's row, null (no such shop) or undefined (no shop named). */
type Entry = { site: SiteRow | null | undefined };

/** An entry's objects besides the row's text: the entry, its key and the LRU's bookkeeping. */
const ENTRY_OVERHEAD = 256;

/** Bytes an entry holds, roughly: the row as text (two bytes a character) and its key. */
function entrySize(entry: Entry, key: string): number {
  return ENTRY_OVERHEAD + key.length * 2 + (entry.site ? JSON.stringify(entry.site).length * 2 : 0);
}

/**
 * A host that is not a custom domain names a shop by its first label (tenancy/resolve-host.ts):
 * another shop taking that host as its domain changes it, so any change drops it. A shop found
 * by its own domain has it as its link domain (a second domain of a shop is dropped as well).
 */
function namedByLabel(hint: TenantHint, site: SiteRow): boolean {
  return !!hint && hint.kind === 'host' && site.link_domain?.domain !== hint.host;
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
 * its domain), in memory. A change of a shop drops what it can have changed: that shop's own
 * entries (its row, its content version, its domain), and every entry another shop's change
 * could alter: those that named no shop (a new shop, subdomain or domain may name one now)
 * and hosts that named a shop by their first label (one may become another shop's domain). A
 * domain that moves between shops is a change of both (the triggers tell the old and the new
 * owner), and a subdomain is unique, so no other entry can come to name another shop; they
 * stay, and one shop's writes cost the others nothing
 * (docs/performance.md, "Shop lookups kept across other shops' writes"). Kept whether or not
 * answers are cached (CACHE_MAX_MB=0): a cold page should not pay for finding its shop
 * (docs/performance.md "Queries per read").
 */
export class ShopLookup {
  /** Entries only a change of their own shop can alter, and the keys naming each shop. */
  private readonly lru: LRUCache<string, Entry> | null;
  private readonly keysOf = new Map<number, Set<string>>();
  /**
   * Entries any shop's change may alter, apart: emptied whole by every change, so hosts a bot
   * makes up (each one naming no shop) never cost a write one delete each, nor evict shops.
   */
  private readonly anyChange: LRUCache<string, Entry> | null;
  private readonly inflight = new Map<string, Promise<SiteRow | null | undefined>>();
  /** Bumped by every change heard: a row read while one was heard may be stale, and is not kept. */
  private epoch = 0;
  private readonly options: ShopLookupOptions;

  constructor(options: ShopLookupOptions) {
    this.options = options;
    const volatileBytes = Math.floor(options.maxBytes / 8);
    this.lru =
      options.maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: options.maxBytes - volatileBytes,
            sizeCalculation: entrySize,
            dispose: (entry, key) => this.unindex(entry, key),
          })
        : null;
    this.anyChange = volatileBytes > 0 ? new LRUCache<string, Entry>({ maxSize: volatileBytes, sizeCalculation: entrySize }) : null;
  }

  /** Same answer as siteNamedBy: undefined names no shop, null names one that does not exist. */
  async lookup(db: Db, req: TenantRequest, platformDomain: string): Promise<SiteRow | null | undefined> {
    const hint = tenantHint(req, platformDomain);
    if (!hint) return undefined;
    if (hint.kind === 'invalid') return null;
    const { lru, anyChange } = this;
    if (!lru || !anyChange || !this.options.isLive()) return siteNamedBy(db, req, platformDomain, WITH_DOMAIN);
    const key = lookupKey(hint);
    const hit = lru.get(key) ?? anyChange.get(key);
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
      if (epoch === this.epoch && this.options.isLive()) this.keep(lru, anyChange, key, { site }, !site || namedByLabel(hint, site));
      return site;
    } finally {
      this.inflight.delete(key);
    }
  }

  /** The shop a request names when it is in memory now, else undefined (no waiting, no query). */
  peek(req: TenantRequest, platformDomain: string): SiteRow | undefined {
    if (!this.lru || !this.anyChange || !this.options.isLive()) return undefined;
    const hint = tenantHint(req, platformDomain);
    if (!hint || hint.kind === 'invalid') return undefined;
    const key = lookupKey(hint);
    return (this.lru.get(key) ?? this.anyChange.get(key))?.site ?? undefined;
  }

  /** One shop changed: drop its entries and those any change may alter; keep the others'. */
  forget(siteId: number) {
    this.epoch++;
    this.anyChange?.clear();
    if (!this.lru) return;
    for (const key of [...(this.keysOf.get(siteId) ?? [])]) this.lru.delete(key);
  }

  /** Every shop may have changed (or the listener went deaf, or came back). */
  clear() {
    this.epoch++;
    this.lru?.clear();
    this.keysOf.clear();
    this.anyChange?.clear();
  }

  private keep(lru: LRUCache<string, Entry>, volatile: LRUCache<string, Entry>, key: string, entry: Entry, anyChange: boolean) {
    // a key lives in one of the two: what it named before goes
    if (anyChange) {
      lru.delete(key);
      volatile.set(key, entry);
      return;
    }
    volatile.delete(key);
    lru.set(key, entry); // an entry it replaces is unindexed first (dispose runs inside set)
    if (!lru.has(key)) return; // larger than the whole budget: not kept
    const id = entry.site?.id;
    if (id === undefined) return;
    let keys = this.keysOf.get(id);
    if (!keys) this.keysOf.set(id, (keys = new Set()));
    keys.add(key);
  }

  private unindex(entry: Entry, key: string) {
    const id = entry.site?.id;
    if (id === undefined) return;
    const keys = this.keysOf.get(id);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(id);
  }

  get bytes(): number {
    return (this.lru?.calculatedSize ?? 0) + (this.anyChange?.calculatedSize ?? 0);
  }
}
