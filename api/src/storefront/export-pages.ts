import type { Product } from '@vitrine/contract/products';
import type { PageState, RenderInput } from '@vitrine/widget/ssr';
import type { Ssr } from './renderer.ts';

/**
 * The pages of a static export (static-export.ts), apart so a worker thread can render the
 * heavy ones, the products page and the product pages (worker-tasks/tasks.ts): plain data in,
 * plain data out, nothing that structured clone would change on the way across.
 */

/** What every page of one export shares: the render input without the page's own state. */
export type PageFrame = Omit<RenderInput, 'state' | 'fullCatalogue'>;

/** One product and the products its page shows as related. */
export interface ProductPageInput {
  product: Product;
  related: Product[];
}

/**
 * A rendered page at its paths relative to the site's root (product/17-pipa/index.html and its
 * alias produto/17-pipa/index.html): one body for both, so it crosses from a thread once. The
 * body is the page's UTF-8 bytes, not a string: a large shop's export holds thousands of pages
 * until they are published, and as bytes they live outside V8's heap, whose ceiling
 * (docs/operations.md, "Memory") a 5,000-product export's strings passed.
 */
export interface ExportedPage {
  paths: [string, string];
  body: Uint8Array;
}

/** A page's bytes as a Buffer, whether made here or come from a thread (a plain Uint8Array there). */
export const pageBytes = (body: Uint8Array): Buffer => Buffer.from(body.buffer, body.byteOffset, body.byteLength);

/** Related products per page, as loadPage shows them: at most four. */
const RELATED = 4;

/**
 * Each product's related products, in the catalogue's order: the same rule as loadPage (the
 * first of its category, not itself, at most four), from one pass that groups the catalogue by
 * category rather than a filter over the whole catalogue for each product (45,000² steps).
 */
export function relatedProducts(products: Product[]): Product[][] {
  const firstOf = new Map<Product['category_id'], Product[]>();
  for (const p of products) {
    const first = firstOf.get(p.category_id);
    // one more than shown: the product itself may be among them
    if (!first) firstOf.set(p.category_id, [p]);
    else if (first.length <= RELATED) first.push(p);
  }
  return products.map((p) =>
    firstOf
      .get(p.category_id)!
      .filter((o) => o.id !== p.id)
      .slice(0, RELATED),
  );
}

/** One page of the export; `fullCatalogue`: the products page, with every product in it. */
export function renderPage(ssr: Ssr, frame: PageFrame, state: PageState<Product>, fullCatalogue = false): string {
  return ssr.renderStorefrontPage({ ...frame, state, fullCatalogue }).html;
}

/**
 * Each product's page at its readable path and Portuguese alias, and, where the readable path
 * is not /product/{id}, a page at the old address that moves on to it.
 */
export function renderProductPages(ssr: Ssr, frame: PageFrame, items: ProductPageInput[]): ExportedPage[] {
  const pages: ExportedPage[] = [];
  const both = (rest: string, html: string) => pages.push({ paths: [`product${rest}/index.html`, `produto${rest}/index.html`], body: Buffer.from(html) });
  for (const { product: p, related } of items) {
    const route = { view: 'product', id: p.id, slug: p.slug } as const;
    const path = ssr.routePath(route); // /product/17-pipa-arraia
    both(path.slice('/product'.length), renderPage(ssr, frame, { route, data: { view: 'product', product: p, related } }));
    // the old address /product/17 has no server to redirect it: a page that moves on at once
    if (path !== `/product/${p.id}`) both(`/${p.id}`, movedPage(frame.shop.origin + path, path));
  }
  return pages;
}

/**
 * A static host cannot answer 301: the old address of a product gets a page that says where
 * it lives now (canonical link for search engines, meta refresh and a link for people).
 */
function movedPage(canonical: string, path: string): string {
  const href = canonical.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Produto</title>
<link rel="canonical" href="${href}">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${path}">
</head>
<body><p><a href="${path}">Ver o produto</a></p></body>
</html>`;
}
