import { LRUCache } from 'lru-cache';

/** What a shop's pages read and share, for the content version they were read for: each by its name. */
interface Kept {
  version: string;
  values: Map<string, { value: unknown; bytes: number }>;
  bytes: number;
}

/** The entry's objects besides the values' text: the entry, its key and the LRU's bookkeeping. */
const ENTRY_OVERHEAD = 256;
/** Each value's own keeping (its name, its Map entry). */
const VALUE_OVERHEAD = 128;

/**
 * Reads many pages of a shop share, in memory by the shop's content version: its categories
 * with their product counts (every page shows them: the menu, the filters, the home page's most
 * popular), and a category's first products (the related row of every product page of that
 * category). A page that is not cached (a search with new words, a long-tail product, any page
 * after a change) would read the same rows again; here each is read once per change of the
 * shop. The version comes with the shop's row (tenancy/shop-lookup.ts), and any change that
 * could alter what is kept bumps it in the same transaction (db/content-version.ts): a page that
 * sees the new version reads again. Bounded by bytes, apart from CACHE_MAX_MB like the shop
 * lookups (docs/performance.md, "Queries per read").
 */
export class ShopReads {
  private readonly lru: LRUCache<number, Kept> | null;
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(maxBytes: number) {
    this.lru = maxBytes > 0 ? new LRUCache<number, Kept>({ maxSize: maxBytes, sizeCalculation: (kept) => kept.bytes }) : null;
  }

  /** The shop's `name` read for this version: kept, or read (once for all who ask at the same time) and kept. */
  async of<T>(site: { id: number; content_version: number | string }, name: string, read: () => Promise<T>): Promise<T> {
    const lru = this.lru;
    // a row read without its version (none of the public paths) cannot be matched: read
    if (!lru || site.content_version === undefined || site.content_version === null) return read();
    const version = String(site.content_version);
    const kept = lru.get(site.id);
    if (kept?.version === version && kept.values.has(name)) return kept.values.get(name)!.value as T;
    const key = `${site.id}:${version}:${name}`;
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const reading = read();
    this.inflight.set(key, reading);
    try {
      // shared by every page that asks: frozen, so no page can change another's
      const value = frozen(await reading);
      this.keep(site.id, version, name, value);
      return value;
    } finally {
      this.inflight.delete(key);
    }
  }

  /** One shop changed: what it kept is read again anyway (new version); dropped now to free the room. */
  forget(siteId: number) {
    this.lru?.delete(siteId);
  }

  clear() {
    this.lru?.clear();
  }

  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  /** Adds a value read for `version`: a newer version already kept is not replaced by an older one. */
  private keep(siteId: number, version: string, name: string, value: unknown) {
    const lru = this.lru!;
    const now = lru.get(siteId);
    if (now && now.version !== version && BigInt(now.version) > BigInt(version)) return;
    const entry: Kept = now?.version === version ? now : { version, values: new Map(), bytes: ENTRY_OVERHEAD };
    const bytes = VALUE_OVERHEAD + name.length * 2 + JSON.stringify(value).length * 2;
    entry.bytes += bytes - (entry.values.get(name)?.bytes ?? 0);
    entry.values.set(name, { value, bytes });
    // out and in again: lru-cache measures an entry's size when it is set
    lru.delete(siteId);
    lru.set(siteId, entry);
  }
}

/** A list (categories) or a page of products ({ items, total }) frozen with its rows. */
function frozen<T>(value: T): T {
  const list = Array.isArray(value) ? value : (value as { items?: unknown })?.items;
  if (Array.isArray(list)) for (const row of list) Object.freeze(row);
  if (list && list !== value) Object.freeze(list);
  return Object.freeze(value);
}
