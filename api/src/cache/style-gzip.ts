import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * A page's gzip copy with its inline stylesheet compressed once (docs/performance.md, "A miss
 * in gzip, its stylesheet compressed once").
 *
 * Every storefront page inlines the same ~22 KB `<style>`: nearly half of its bytes, and so
 * of the work of compressing each miss. DEFLATE (RFC 1951) keeps no state from one block to the
 * next but the window of past bytes, which a compressor only uses for what it was given: so
 * three raw DEFLATE streams made apart, the first two ended by a sync flush (a non-final empty
 * block that ends on a byte boundary), read as one. The page before the stylesheet and after it
 * are compressed on each miss at a fast level; the stylesheet was compressed at the best
 * level the first time it was seen. One gzip member (RFC 1952) wraps them with the CRC-32
 * and length of the whole page. Brotli cannot be joined this way (its decoder carries the last
 * distances and the static dictionary's reach from one part to the next).
 */

/** zlib level for a page's own bytes: smaller and faster than brotli quality 2 once the stylesheet is out. */
const PAGE_LEVEL = 3;
/**
 * The head before the stylesheet is a few KB: a small window and hash table compress it as
 * well, and zlib sets up and clears a quarter of the memory (measured: 24 → 16 µs alone).
 */
const HEAD_OPTIONS: zlib.ZlibOptions = { level: PAGE_LEVEL, memLevel: 4, windowBits: 13, finishFlush: zlib.constants.Z_SYNC_FLUSH };
/** A stylesheet is compressed once, so as well as zlib can. */
const STYLE_LEVEL = 9;
/** Smaller blocks are the pages' own rules: not worth a kept copy. */
const MIN_STYLE_BYTES = 4096;
/** Kept stylesheets (one per build of the storefront, a few at most), bounded by bytes. */
const KEPT_STYLES_MAX_BYTES = 2 * 2 ** 20;

const OPEN = Buffer.from('<style>');
const CLOSE = Buffer.from('</style>');
/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unix: what zlib.gzipSync writes. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

interface KeptStyle {
  bytes: Buffer;
  deflated: Buffer;
}

/** Keyed by length and CRC-32; the bytes are compared before a kept copy is used. */
const kept = new LRUCache<string, KeptStyle>({
  maxSize: KEPT_STYLES_MAX_BYTES,
  sizeCalculation: (style) => style.bytes.length + style.deflated.length,
});

/**
 * The gzip copy of a page whose first `<style>` is large (its stylesheet compressed once), or
 * undefined for any other body: the caller compresses those whole.
 */
export function styledPageGzip(raw: Buffer): Buffer | undefined {
  const open = raw.indexOf(OPEN);
  if (open < 0) return undefined;
  const start = open + OPEN.length;
  const end = raw.indexOf(CLOSE, start);
  if (end - start < MIN_STYLE_BYTES) return undefined;
  const style = keptStyle(raw.subarray(start, end));
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(zlib.crc32(raw), 0);
  trailer.writeUInt32LE(raw.length % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    zlib.deflateRawSync(raw.subarray(0, start), HEAD_OPTIONS),
    style.deflated,
    zlib.deflateRawSync(raw.subarray(end), { level: PAGE_LEVEL }),
    trailer,
  ]);
}

function keptStyle(bytes: Buffer): KeptStyle {
  const key = `${bytes.length}:${zlib.crc32(bytes)}`;
  const known = kept.get(key);
  if (known?.bytes.equals(bytes)) return known;
  // own copies: `bytes` is a view of the page, which the cache may drop
  const style = {
    bytes: Buffer.from(bytes),
    deflated: Buffer.from(zlib.deflateRawSync(bytes, { level: STYLE_LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH })),
  };
  kept.set(key, style);
  return style;
}

/** Bytes of kept stylesheets (for the tests: bounded whatever the pages). */
export const keptStyleBytes = () => kept.calculatedSize;
