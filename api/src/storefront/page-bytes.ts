import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageParts } from '@vitrine/widget/ssr';
import { ownMemory } from '../cache/answer.ts';

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
 * Where a page is written first. Its UTF-8 length is only known once encoded, and asking for it
 * apart (Buffer.byteLength) reads the whole text twice: once to count, once to write. Written
 * here, then copied into a block of its exact size (a memcpy, a few µs): 30–40 % less than
 * counting first, measured on a 60 KB page (docs/performance.md, "A read's SQL compiled once, a
 * page written once"). It grows to the largest page seen, up to SCRATCH_MAX_BYTES; a larger page
 * is counted first.
 */
let scratch = Buffer.allocUnsafeSlow(256 * 1024);
const SCRATCH_MAX_BYTES = 4 * 2 ** 20;

/**
 * A page's bytes from its parts, in a block of their own (only the page's own text is encoded
 * on each miss), and its ETag: the SHA-256 of the page's own bytes around the stylesheet's,
 * which stands for it. Equal pages get equal tags, and any change of a byte a new one.
 */
export function pageBytes({ before, style, after }: PageParts): { bytes: Buffer; etag: string } {
  const kept = keptStyle(style);
  // at most 3 bytes for each UTF-16 unit
  const most = (before.length + after.length) * 3 + kept.bytes.length;
  if (most > scratch.length && most <= SCRATCH_MAX_BYTES) scratch = Buffer.allocUnsafeSlow(most);
  const into = most <= scratch.length ? scratch : Buffer.allocUnsafeSlow(Buffer.byteLength(before) + kept.bytes.length + Buffer.byteLength(after));
  const styleAt = into.write(before, 0);
  const afterAt = styleAt + kept.bytes.copy(into, styleAt);
  const end = afterAt + into.write(after, afterAt);
  const hash = crypto.createHash('sha256').update(into.subarray(0, styleAt)).update(kept.digest).update(into.subarray(afterAt, end));
  return { bytes: ownMemory(into.subarray(0, end)), etag: hash.digest('base64url').slice(0, 27) };
}
