import type { endpoints } from './index.ts';

type Endpoints = typeof endpoints;

/** What the storefront (hydrated pages, the widget, the static export's pages) calls, by name. */
export interface PublicReads {
  siteInfo: Endpoints['config']['siteInfo'];
  categories: Endpoints['categories']['list'];
  products: Endpoints['products']['list'];
  product: Endpoints['products']['get'];
  beacon: Endpoints['insight']['beacon'];
}

/**
 * Their paths, and nothing else: the storefront's bundles must carry no zod schema and as few
 * bytes as they can (storefront.js is held to 20 KB gzipped, docs/performance.md), so they
 * get the paths as text and the endpoints as types. The compiler holds each path to its
 * endpoint's (docs/architecture.md "One typed client").
 */
export const publicPaths = {
  siteInfo: '/site/info',
  categories: '/categories',
  products: '/products',
  product: '/products/:id',
  beacon: '/insight/events',
} as const satisfies { [K in keyof PublicReads]: PublicReads[K]['path'] };
