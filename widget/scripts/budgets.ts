import zlib from 'node:zlib';

/** issue 5 item 5: gzipped bytes the browser downloads, at most. */
export const BUDGETS = {
  /** The hydration script of the hosted pages (all of a page's JavaScript). */
  'storefront.js': 20 * 1024,
  /** The embeddable widget, its CSS inside. */
  'widget.js': 25 * 1024,
} as const;

export const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
