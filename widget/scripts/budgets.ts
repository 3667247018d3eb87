import zlib from 'node:zlib';

/**
 * gzipped bytes the browser downloads, at most; asks for
 * 20 KB and 25 KB. Met since the shop's theme colours and the category emoji are computed
 * by the API (docs/performance.md, "JavaScript budgets").
 */
export const BUDGETS = {
  /** The hydration script of the hosted pages (extras.js follows once the page is up). */
  'storefront.js': 20 * 1024,
  /** The embeddable widget, its CSS inside. */
  'widget.js': 25 * 1024,
  /** What no page needs to show itself: lightbox, share panel, insight's counting, the open-now clock. */
  'extras.js': 3 * 1024,
  /** A static export's in-browser search (exports only, on the first search). */
  'export-search.js': 1.5 * 1024,
} as const;

export const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
