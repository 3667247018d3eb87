import crypto from 'node:crypto';
import type { PageParts } from '@vitrine/widget/ssr';
import { makeAnswer, type Answer } from '../cache/answer.ts';
import { keptStyle, pageBytes } from './page-bytes.ts';

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
 * The storefront's <style> is the same ~22 KB on every page (docs/performance.md "Miss path"):
 * its hash is the SHA-256 page-bytes.ts keeps with its bytes, not taken on every page a miss
 * renders. A small block (a page's own rules) is hashed each time.
 */
const KEPT_FROM = 4096;

function sourceHash(text: string): string {
  const digest = text.length >= KEPT_FROM ? keptStyle(text).digest : crypto.createHash('sha256').update(text, 'utf8').digest();
  return `'sha256-${digest.toString('base64')}'`;
}

/** An HTML answer for the cache with its policy among the headers every copy carries. */
export function htmlAnswer(status: number, page: string | PageParts): Answer {
  const made = typeof page === 'string' ? { bytes: page, etag: undefined } : pageBytes(page);
  const answer = makeAnswer(status, 'text/html; charset=utf-8', made.bytes, true, made.etag);
  answer.headers = { ...answer.headers, 'Content-Security-Policy': storefrontCsp(page) };
  return answer;
}
