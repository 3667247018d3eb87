import { LRUCache } from 'lru-cache';
import type { PageParts } from '@vitrine/widget/ssr';

/**
 * The UTF-8 bytes of the pages' stylesheets, kept by their text: the same ~22 KB on every page
 * (docs/performance.md, "A page's stylesheet encoded once"). The renderer hands the same string
 * on every page, so it is found at once; bounded by bytes all the same.
 */
const styleBytes = new LRUCache<string, Buffer>({ maxSize: 2 * 2 ** 20, sizeCalculation: (bytes, text) => bytes.length + text.length * 2 });

/** A page's bytes from its parts: only the page's own text is encoded on each miss. */
export function pageBytes({ before, style, after }: PageParts): Buffer {
  let bytes = styleBytes.get(style);
  if (!bytes) {
    bytes = Buffer.from(style);
    styleBytes.set(style, bytes);
  }
  return Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)]);
}
