import crypto from 'node:crypto';
import { makeAnswer, type Answer } from '../cache/answer.ts';

/**
 * The storefront's Content-Security-Policy. Pages are cached and shared between shoppers,
 * so no per-request nonce: each inline block (the page's <style>, the boot data and JSON-LD
 * <script>s) is allowed by the SHA-256 of its exact text, taken from the page itself, so
 * the same bytes always carry the same policy. The only code is /assets/storefront.js
 * ('self'); style attributes (the shop's colours as CSS variables) are allowed as attributes
 * only; images may come from the shop's own storage or CDN over https.
 */
export function storefrontCsp(html: string): string {
  const styles = hashes(html, /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi);
  const scripts = hashes(html, /<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi);
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}`,
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
  for (const m of html.matchAll(pattern)) seen.add(`'sha256-${crypto.createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
  return seen.size ? ` ${[...seen].join(' ')}` : '';
}

/** An HTML answer for the cache with its policy among the headers every copy carries. */
export function htmlAnswer(status: number, html: string): Answer {
  const answer = makeAnswer(status, 'text/html; charset=utf-8', html);
  answer.headers = { ...answer.headers, 'Content-Security-Policy': storefrontCsp(html) };
  return answer;
}
