import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { AnswerHeaders } from './send-answer.ts';
import type { AnswerScope } from './scope.ts';

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
   * Set while the brotli copy is the fast one a miss made: the hits it has had since. Unset
   * once the copy was made smaller (or when it never was fast).
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
 */
const MISS_BROTLI_QUALITY = 2;
const KEPT_BROTLI_QUALITY = 5;
const REFINE_AFTER_HITS = 2;

/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS = 1024;

export function makeAnswer(status: number, type: string, body: string | Buffer, compressible = true): Answer {
  const raw = ownMemory(typeof body === 'string' ? Buffer.from(body) : body);
  const etag = crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  return { status, type, body: raw, etag, compressible: compressible && raw.length >= MIN_COMPRESS, encoded: {} };
}

const ACCEPTS = {
  br: /(?:^|,)\s*br\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i,
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i,
};
/** Accept-Encoding values seen (browsers send a handful), bounded by bytes: they come from requests. */
const chosen = new LRUCache<string, { encoding: Encoding }>({ maxSize: 64 * 1024, sizeCalculation: (_e, accept) => accept.length * 2 + 64 });

/** brotli when the client takes it, else gzip, else none (q=0 refusals are honoured). */
export function pickEncoding(accept: string | undefined): Encoding {
  if (!accept) return null;
  let encoding = chosen.get(accept)?.encoding;
  if (encoding === undefined) {
    const takes = (name: 'br' | 'gzip') => {
      const m = accept.match(ACCEPTS[name]);
      return !!m && (m[1] === undefined || Number(m[1]) > 0);
    };
    encoding = takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
    chosen.set(accept, { encoding });
  }
  return encoding;
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

/** The body in the encoding asked for, made once and kept on the answer. */
export function encodedBody(answer: Answer, encoding: Encoding): { body: Buffer; encoding: Encoding } {
  if (!encoding || !answer.compressible) return { body: identityBody(answer), encoding: null };
  let body = answer.encoded[encoding];
  if (!body) {
    const raw = identityBody(answer);
    body = ownMemory(encoding === 'gzip' ? zlib.gzipSync(raw, { level: 6 }) : brotli(raw, MISS_BROTLI_QUALITY));
    answer.encoded[encoding] = body;
    if (encoding === 'br') answer.fastHits = 0;
  }
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

/** Replaces the fast brotli copy by a smaller one of the same bytes (the hits' headers are worked out again). */
export function refineBrotli(answer: Answer) {
  answer.encoded.br = ownMemory(brotli(identityBody(answer), KEPT_BROTLI_QUALITY));
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
