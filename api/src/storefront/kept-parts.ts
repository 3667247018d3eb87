import { LRUCache } from 'lru-cache';
import type { PartStore, ShopView } from '@vitrine/widget/ssr';
import { countCacheBytes } from '../cache/metrics.ts';

/**
 * The drawn parts of the shops' pages (header, footer, product cards), kept by the view of
 * their shop (docs/performance.md, "A page miss with its shop's parts kept"): by all of it, as
 * JSON, so a part drawn for a view is read again only for a view equal in everything a part
 * may show (its name, contacts, address, its own address, the year). Every write of a shop
 * makes a new view object (its lookup is read again, shop-view.ts), but an owner's product
 * edit leaves it equal: the shop's header, footer and other cards stay kept. Two shops never
 * have equal views (each has its own subdomain and address). Parts are not answers: losing
 * one costs some microseconds of drawing, never a stale page, so they are kept apart from the
 * answer cache, and with it off too.
 *
 * Bounded by bytes twice: each shop on its own (past its share it keeps no more, so a shop
 * with thousands of products seen once holds no more than a small one), and all shops
 * together, the shop read longest ago going first, whole.
 */
export const KEPT_PARTS_MAX_BYTES = 8 * 2 ** 20;
export const KEPT_PARTS_SHOP_MAX_BYTES = 256 * 1024;

interface ShopParts {
  /** Parts by scope (the links they were drawn with), then by key. */
  scopes: Map<string, Map<string, string>>;
  bytes: number;
  /** The shop's key (its view's JSON), counted once. */
  keyBytes: number;
}

/** What a shop's entry costs besides its parts and its key (the maps, the entry). */
const SHOP_BYTES = 2048;

/**
 * The bytes V8 holds for a string's characters: one each when all are Latin-1 (V8 keeps such a
 * string one byte a character; the parts come flat from UTF-8, as pages in Portuguese with
 * their accents mostly are), two each when one is not (an emoji, a dash). Counted as two each,
 * the parts' 8 MB held about 4 (measured with Node 24: 1.03 and 2.02 bytes a character).
 */
const BEYOND_LATIN1 = /[\u0100-\uffff]/;
const charBytes = (text: string) => text.length * (BEYOND_LATIN1.test(text) ? 2 : 1);
const sizeOf = (key: string, html: string) => charBytes(key) + charBytes(html);

/**
 * By their view's JSON. A shop's entry is boxed anew when it grows: lru-cache sizes an entry
 * again only for a new value.
 */
const shops = new LRUCache<string, { parts: ShopParts }>({
  maxSize: KEPT_PARTS_MAX_BYTES,
  sizeCalculation: ({ parts }) => SHOP_BYTES + parts.keyBytes + parts.bytes,
});

countCacheBytes(() => ({ parts: shops.calculatedSize }));

/** Each view's JSON, made once per view object (the same object serves every page until the shop changes). */
const viewKeys = new WeakMap<ShopView, string>();
function viewKey(view: ShopView): string {
  let key = viewKeys.get(view);
  if (key === undefined) {
    key = JSON.stringify(view);
    viewKeys.set(view, key);
  }
  return key;
}

/** The store of one shop view's parts, for renderStorefrontPage. */
export function partsOf(view: ShopView): PartStore {
  const shopKey = viewKey(view);
  const shop = shops.get(shopKey)?.parts ?? { scopes: new Map(), bytes: 0, keyBytes: charBytes(shopKey) };
  return {
    get: (scope, key) => shop.scopes.get(scope)?.get(key),
    set: (scope, key, html) => {
      const size = sizeOf(key, html) + (shop.scopes.has(scope) ? 0 : sizeOf(scope, ''));
      if (shop.bytes + size > KEPT_PARTS_SHOP_MAX_BYTES) return;
      let parts = shop.scopes.get(scope);
      if (!parts) shop.scopes.set(scope, (parts = new Map()));
      parts.set(key, html);
      shop.bytes += size;
      // the shop's new size, and the shops read longest ago out while all are over
      shops.set(shopKey, { parts: shop });
    },
  };
}

/** Bytes kept, all shops (for the tests). */
export const keptPartBytes = () => shops.calculatedSize;
