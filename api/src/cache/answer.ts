import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { AnswerHeaders } from './send-answer.ts';
import type { AnswerScope } from './scope.ts';
import { styledPageGzip } from './style-gzip.ts';

/** A finished public answer, as the cache keeps it: the bytes once, each encoding made once. */
export interface Answer {
  status: number;
  /** Content-Type header value. */
  type: string;
  /**
   * Identity body. Dropped once a compressed copy is stored (browsers always take one, and a
   * page is ~5x smaller in brotli, so the cache holds ~5x more pages); made again from that
   * copy for the rare client that takes no compression.
   */
  body: Buffer | undefined;
  /** Strong validator of the identity body (quoted, without the encoding suffix). */
  etag: string;
  /** Text is compressed when large enough; PNG and the like are sent as they are. */
  compressible: boolean;
  /** Encodings made so far (lazily: a cold request pays only for the one it asked for). */
  encoded: { br?: Buffer; gzip?: Buffer };
  /** Headers of the answer itself (X-Total-Count), sent with every copy. */
  headers?: Record<string, string>;
  /** What its route added to the response and its Cache-Control, for early-hits.ts to replay. */
  route?: RouteReplay;
  /**
   * Set while the compressed copy is the fast one a miss made (brotli, or a page's gzip with
   * its stylesheet compressed once, style-gzip.ts): the hits it has had since. Unset once the
   * smaller brotli copy replaced it (or when it never was fast).
   */
  fastHits?: number;
  /** What of its shop it shows, when narrower than everything (scope.ts): kept across narrow changes that touch none of it. */
  scope?: AnswerScope;
}

/** What early-hits.ts needs to send a stored answer as its route did. */
export interface RouteReplay {
  /** Headers the route set (lower-case names, as Node keeps them). */
  headers: Record<string, string>;
  cacheControl: string;
  /** Metrics label of the route. */
  pattern: string | undefined;
  /** The headers of a hit, by encoding, made on the first hit in it. */
  sent: Partial<Record<Exclude<Encoding, null> | 'identity', AnswerHeaders>>;
}

export type Encoding = 'br' | 'gzip' | null;

/**
 * Brotli qualities, fast first (docs/performance.md, "Miss path"): a miss compresses at 2
 * while the shopper waits (~40 % of 4's CPU for ~8 % more bytes on a 50–70 KB page); an
 * answer read again REFINE_AFTER_HITS times gets a copy at 5, made once after that hit went
 * out (~7 % fewer bytes than 4), for every hit after it. A page read once never pays for 5.
 * A page with the storefront's inline stylesheet goes out on its miss in gzip instead, to
 * browsers that take brotli too (style-gzip.ts): a third of brotli 2's CPU, and smaller.
 */
const MISS_BROTLI_QUALITY = 2;
const KEPT_BROTLI_QUALITY = 5;
const REFINE_AFTER_HITS = 2;

/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS = 1024;

/** An answer of these bytes; its ETag the SHA-256 of them, unless the caller has one that stands for them. */
export function makeAnswer(status: number, type: string, body: string | Buffer, compressible = true, tag?: string): Answer {
  const raw = ownMemory(typeof body === 'string' ? Buffer.from(body) : body);
  const etag = tag ?? crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  return { status, type, body: raw, etag, compressible: compressible && raw.length >= MIN_COMPRESS, encoded: {} };
}

const ACCEPTS = {
  br: /(?:^|,)\s*br\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i,
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i,
};
/**
 * What a client takes, as the cache serves it: brotli and gzip (every browser, and a CDN in
 * front), one of them, or neither.
 */
export type Takes = 'br,gzip' | Encoding;

/** Accept-Encoding values seen (browsers send a handful), bounded by bytes: they come from requests. */
const seen = new LRUCache<string, { takes: Takes }>({ maxSize: 64 * 1024, sizeCalculation: (_e, accept) => accept.length * 2 + 64 });

/** The compressions a client takes (q=0 refusals are honoured). */
export function takenEncodings(accept: string | undefined): Takes {
  if (!accept) return null;
  let takes = seen.get(accept)?.takes;
  if (takes === undefined) {
    const said = (name: 'br' | 'gzip') => {
      const m = accept.match(ACCEPTS[name]);
      return !!m && (m[1] === undefined || Number(m[1]) > 0);
    };
    const br = said('br');
    const gzip = said('gzip');
    takes = br && gzip ? 'br,gzip' : br ? 'br' : gzip ? 'gzip' : null;
    seen.set(accept, { takes });
  }
  return takes;
}

/** brotli when the client takes it, else gzip, else none. */
export function pickEncoding(accept: string | undefined): Encoding {
  const takes = takenEncodings(accept);
  return takes === 'br,gzip' ? 'br' : takes;
}

/** The uncompressed bytes: kept, or made again from a compressed copy. */
export function identityBody(answer: Answer): Buffer {
  if (answer.body) return answer.body;
  if (answer.encoded.br) return zlib.brotliDecompressSync(answer.encoded.br);
  return zlib.gunzipSync(answer.encoded.gzip!);
}

/** Keeps only the compressed copies of a compressible answer (once it has one). */
export function dropIdentity(answer: Answer) {
  if (answer.compressible && (answer.encoded.br || answer.encoded.gzip)) answer.body = undefined;
}

/**
 * The body in the encoding the client takes, brotli first, made once and kept on the answer;
 * but while a page's fast copy is its gzip with the stylesheet compressed once, that copy to
 * whoever takes gzip.
 */
export function encodedBody(answer: Answer, takes: Takes): { body: Buffer; encoding: Encoding } {
  const encoding: Encoding = takes === 'br,gzip' ? 'br' : takes;
  if (!encoding || !answer.compressible) return { body: identityBody(answer), encoding: null };
  const made = answer.encoded[encoding];
  if (made) return { body: made, encoding };
  const gzip = takes !== 'br';
  if (gzip && answer.fastHits !== undefined && answer.encoded.gzip) return { body: answer.encoded.gzip, encoding: 'gzip' };
  const raw = identityBody(answer);
  const styled = gzip && answer.type.startsWith('text/html') ? styledPageGzip(raw) : undefined;
  if (styled) {
    answer.encoded.gzip = ownMemory(styled);
    // refined into brotli once read again, unless brotli's copy is already the smaller one
    if (!answer.encoded.br) answer.fastHits = 0;
    return { body: answer.encoded.gzip, encoding: 'gzip' };
  }
  const body = ownMemory(encoding === 'gzip' ? zlib.gzipSync(raw, { level: 6 }) : brotli(raw, MISS_BROTLI_QUALITY));
  answer.encoded[encoding] = body;
  if (encoding === 'br') answer.fastHits ??= 0;
  return { body, encoding };
}

/** How the ETag names the copy sent (its suffix): each copy's bytes have a tag of their own. */
export function copyTag(answer: Answer, encoding: Encoding): string {
  if (!encoding) return '';
  return encoding === 'br' && answer.fastHits !== undefined ? '-br.fast' : `-${encoding}`;
}

/**
 * Counts a hit of a stored answer; true once, when its fast brotli copy is now worth making
 * smaller. The copy stays marked fast until it is replaced: this hit still sends it.
 */
export function readAgain(answer: Answer): boolean {
  return answer.fastHits !== undefined && ++answer.fastHits === REFINE_AFTER_HITS;
}

/**
 * Replaces the fast copy by a smaller brotli one of the same bytes (the hits' headers are
 * worked out again). A page's fast gzip goes with it: one copy kept, as for any answer; the
 * rare client that takes gzip alone gets it made again.
 */
export function refineBrotli(answer: Answer) {
  const raw = identityBody(answer);
  if (!answer.encoded.br) {
    delete answer.encoded.gzip;
    if (answer.route) delete answer.route.sent.gzip;
  }
  answer.encoded.br = ownMemory(brotli(raw, KEPT_BROTLI_QUALITY));
  answer.fastHits = undefined;
  if (answer.route) delete answer.route.sent.br;
}

function brotli(raw: Buffer, quality: number): Buffer {
  return zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * `bytes` in memory of their own. A small Buffer is often a view of a larger block: zlib's
 * 64 KB output chunk, or Buffer's shared pool. Kept in the cache, a 150-byte brotli answer
 * would hold the whole 64 KB, uncounted by CACHE_MAX_MB (it counts `length`).
 */
export function ownMemory(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** The entry's objects, its key and the headers of its hits (early-hits.ts), roughly: a few hundred bytes. */
const OVERHEAD = 512;

/** Bytes an answer holds in memory (what the LRU's size bound counts). */
export function answerSize(answer: Answer, key: string): number {
  return (answer.body?.length ?? 0) + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0) + key.length * 2 + OVERHEAD;
}
