import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageParts } from '@vitrine/widget/ssr';

/** A stylesheet as every page carries it: its UTF-8 bytes and their SHA-256. */
interface KeptStyle {
  bytes: Buffer;
  digest: Buffer;
}

/**
 * The pages' stylesheets, kept by their text: the same ~22 KB on every page (docs/performance.md,
 * "A miss in gzip, its stylesheet compressed once"), for a page's bytes and ETag here and its
 * policy's hash (csp.ts). The renderer hands the same string on every page, so it is found at
 * once; bounded by bytes all the same.
 */
const styles = new LRUCache<string, KeptStyle>({ maxSize: 2 * 2 ** 20, sizeCalculation: (kept, text) => kept.bytes.length + text.length * 2 });

export function keptStyle(text: string): KeptStyle {
  let kept = styles.get(text);
  if (!kept) {
    const bytes = Buffer.from(text);
    kept = { bytes, digest: crypto.createHash('sha256').update(bytes).digest() };
    styles.set(text, kept);
  }
  return kept;
}

/**
 * A page's bytes from its parts, written once into a block of their own (only the page's own
 * text is encoded on each miss), and its ETag: the SHA-256 of the page's own bytes around the
 * stylesheet's, which stands for it. Equal pages get equal tags, and any change of a byte a new one.
 */
export function pageBytes({ before, style, after }: PageParts): { bytes: Buffer; etag: string } {
  const kept = keptStyle(style);
  const styleAt = Buffer.byteLength(before);
  const afterAt = styleAt + kept.bytes.length;
  const bytes = Buffer.allocUnsafeSlow(afterAt + Buffer.byteLength(after));
  bytes.write(before, 0);
  kept.bytes.copy(bytes, styleAt);
  bytes.write(after, afterAt);
  const hash = crypto.createHash('sha256').update(bytes.subarray(0, styleAt)).update(kept.digest).update(bytes.subarray(afterAt));
  return { bytes, etag: hash.digest('base64url').slice(0, 27) };
}
