import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageParts } from '@vitrine/widget/ssr';
import { makeAnswer, type Answer } from '../cache/answer.ts';
import { pageBytes } from './page-bytes.ts';

/**
 * The storefront's Content-Security-Policy. Pages are cached and shared between shoppers,
 * so no per-request nonce: each inline <style> is allowed by the SHA-256 of its exact text,
 * taken from the page itself, so the same bytes always carry the same policy. The only code is
 * /assets/storefront.js ('self'): the page's inline <script>s are data blocks (the boot data,
 * JSON-LD), which a browser never runs, so the policy needs no hash of theirs, and an inline
 * script that would run is refused. Style attributes (the shop's colours as CSS variables) are
 * allowed as attributes only; images may come from the shop's own storage or CDN over https.
 */
export function storefrontCsp(page: string | PageParts): string {
  const styles = typeof page === 'string' ? hashes([page]) : hashes([page.before, page.after], page.style);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styles}`,
    `style-src-elem 'self'${styles}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE_BLOCK = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

/** The hashes of the `<style>` blocks in these texts, and of a stylesheet known apart (a page's parts). */
function hashes(texts: string[], style?: string): string {
  const seen = new Set<string>();
  if (style !== undefined) seen.add(sourceHash(style));
  for (const text of texts) for (const m of text.matchAll(STYLE_BLOCK)) seen.add(sourceHash(m[1]!));
  return seen.size ? ` ${[...seen].join(' ')}` : '';
}

/**
 * The shop's <style> is the same ~22 KB on every page of a shop (docs/performance.md "Miss
 * path"): its hash is kept rather than taken on every page a miss renders. Keyed by the text
 * itself, bounded by bytes; a small block (a page's own rules) is hashed each time.
 */
const REMEMBERED_FROM = 4096;
const remembered = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (_hash, text) => text.length * 2 });

function sourceHash(text: string): string {
  const kept = text.length >= REMEMBERED_FROM ? remembered.get(text) : undefined;
  if (kept) return kept;
  const hash = `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  if (text.length >= REMEMBERED_FROM) remembered.set(text, hash);
  return hash;
}

/** An HTML answer for the cache with its policy among the headers every copy carries. */
export function htmlAnswer(status: number, page: string | PageParts): Answer {
  const made = typeof page === 'string' ? { bytes: page, etag: undefined } : pageBytes(page);
  const answer = makeAnswer(status, 'text/html; charset=utf-8', made.bytes, true, made.etag);
  answer.headers = { ...answer.headers, 'Content-Security-Policy': storefrontCsp(page) };
  return answer;
}
