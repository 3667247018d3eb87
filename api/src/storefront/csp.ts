import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { makeAnswer, type Answer } from '../cache/answer.ts';

/**
 * The storefront's Content-Security-Policy. Pages are cached and shared between shoppers,
 * so no per-request nonce: each inline <style> is allowed by the SHA-256 of its exact text,
 * taken from the page itself, so the same bytes always carry the same policy. The only code is
 * /assets/storefront.js ('self'): the page's inline <script>s are data blocks (the boot data,
 * JSON-LD), which a browser never runs, so the policy needs no hash of theirs, and an inline
 * script that would run is refused. Style attributes (the shop's colours as CSS variables) are
 * allowed as attributes only; images may come from the shop's own storage or CDN over https.
 */
export function storefrontCsp(html: string): string {
  const styles = hashes(html, /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi);
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

function hashes(html: string, pattern: RegExp): string {
  const seen = new Set<string>();
  for (const m of html.matchAll(pattern)) seen.add(sourceHash(m[1]!));
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
export function htmlAnswer(status: number, html: string): Answer {
  const answer = makeAnswer(status, 'text/html; charset=utf-8', html);
  answer.headers = { ...answer.headers, 'Content-Security-Policy': storefrontCsp(html) };
  return answer;
}
