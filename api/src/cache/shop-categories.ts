import { LRUCache } from 'lru-cache';
import type { Category } from '@vitrine/contract';

/** A shop's categories as its pages show them, and the content version they were read for. */
interface Kept {
  version: string;
  categories: Category[];
}

/** The entry's objects besides the categories' text: the entry, its key and the LRU's bookkeeping. */
const ENTRY_OVERHEAD = 256;

/**
 * Each shop's categories with their product counts, in memory, by the shop's content version.
 * Every storefront page shows them (the menu, the filters, the home page's most popular), so a
 * page that is not cached (a search with new words, a long-tail product, any page after a
 * change) would read the same list again; here it is read once per change of the shop. The
 * version comes with the shop's row (tenancy/shop-lookup.ts), and any change that could alter
 * a count or a name bumps it in the same transaction (db/content-version.ts): a page that sees
 * the new version reads them again. Bounded by bytes, apart from CACHE_MAX_MB like the shop
 * lookups (docs/performance.md, "Queries per read").
 */
export class ShopCategories {
  private readonly lru: LRUCache<number, Kept> | null;
  private readonly inflight = new Map<string, Promise<Category[]>>();

  constructor(maxBytes: number) {
    this.lru =
      maxBytes > 0
        ? new LRUCache<number, Kept>({ maxSize: maxBytes, sizeCalculation: (kept) => ENTRY_OVERHEAD + JSON.stringify(kept.categories).length * 2 })
        : null;
  }

  /** The shop's categories for this version: kept, or read (once for all who ask at the same time) and kept. */
  async of(site: { id: number; content_version: number | string }, read: () => Promise<Category[]>): Promise<Category[]> {
    const lru = this.lru;
    // a row read without its version (none of the public paths) cannot be matched: read
    if (!lru || site.content_version === undefined || site.content_version === null) return read();
    const version = String(site.content_version);
    const kept = lru.get(site.id);
    if (kept?.version === version) return kept.categories;
    const key = `${site.id}:${version}`;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const reading = read();
    this.inflight.set(key, reading);
    try {
      // shared by every page that asks: frozen, so no page can change another's
      const categories = Object.freeze((await reading).map((c) => Object.freeze(c))) as Category[];
      // read for the version the request saw: a newer version already kept is not replaced by an older one
      const now = lru.get(site.id);
      if (!now || now.version === version || BigInt(now.version) < BigInt(version)) lru.set(site.id, { version, categories });
      return categories;
    } finally {
      this.inflight.delete(key);
    }
  }

  /** One shop changed: its list is read again anyway (new version); drop it now to free the room. */
  forget(siteId: number) {
    this.lru?.delete(siteId);
  }

  clear() {
    this.lru?.clear();
  }

  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }
}
