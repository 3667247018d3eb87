import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Storefront answers go out compressed (brotli, else gzip) when the browser takes it: a
 * page is ~40 KB of HTML and inline CSS, ~8 KB on the wire, which is what a cheap phone on
 * a slow network feels. Express then adds the ETag and answers 304 when nothing changed.
 */
export function sendCompressed(req: Request, res: Response, body: string | Buffer, options: { cacheKey?: string } = {}) {
  res.vary('Accept-Encoding');
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding || raw.length < 1024) return void res.send(raw);
  res.setHeader('Content-Encoding', encoding);
  res.send(options.cacheKey ? cached(`${encoding}:${options.cacheKey}`, () => compress(raw, encoding, true)) : compress(raw, encoding, false));
}

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Pages are compressed per request (fast settings); fixed files once, as small as possible. */
function compress(raw: Buffer, encoding: 'br' | 'gzip', best: boolean): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(raw, { level: best ? 9 : 6 });
  return zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

const memo = new Map<string, Buffer>();
function cached(key: string, make: () => Buffer): Buffer {
  let hit = memo.get(key);
  if (!hit) {
    if (memo.size > 20) memo.clear(); // a handful of builds at most; never grows without bound
    hit = make();
    memo.set(key, hit);
  }
  return hit;
}
