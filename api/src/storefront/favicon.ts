import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import type { Storage } from '../storage/storage.ts';
import type { Db } from '../db/connection.ts';
import { parseStorageKey, variantKey, type ImageRow } from '../images/image-store.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { countCacheBytes } from '../cache/metrics.ts';

export const FAVICON_SIZES = { favicon: 48, apple: 180 } as const;

/** A bag on the shop's colour, for shops without a logo (the storefront header shows the same). */
function placeholderSvg(color: string, size: number) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">
<rect width="24" height="24" rx="5" fill="${/^#[0-9a-f]{3,6}$/i.test(color) ? color : '#1D4ED8'}"/>
<g fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" transform="translate(3.6 3.2) scale(0.7)">
<path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/></g></svg>`);
}

/** Icons made, bounded by their bytes (a few KB each): one per shop, logo and size at most. */
const cache = new LRUCache<string, Buffer>({ maxSize: 8 * 2 ** 20, sizeCalculation: (png, key) => png.length + key.length * 2 });
countCacheBytes(() => ({ favicons: cache.calculatedSize }));

/**
 * The shop's icon as a square PNG: its logo when it has one (docs/product.md §2 "favicon from the
 * logo"), else a bag on its colour. Made once per logo and size, then kept in memory.
 */
export async function shopIcon(db: Db, storage: Storage, site: SiteRow, size: number, color: string): Promise<Buffer> {
  const key = `${site.id}:${site.store_logo ?? color}:${size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let source: Buffer | null = null;
  if (site.store_logo) {
    const row = await db<ImageRow>('images').where({ id: site.store_logo, site_id: site.id }).first();
    if (row) {
      const { prefix, widths } = parseStorageKey(row.storage_key);
      const width = widths.find((w) => w >= size) ?? Math.max(...widths);
      source = await storage.get(variantKey(prefix, width, row.content_type === 'image/png' ? 'png' : 'jpeg'));
    }
  }
  const png = await sharp(source ?? placeholderSvg(color, size))
    .resize(size, size, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();
  cache.set(key, png);
  return png;
}
