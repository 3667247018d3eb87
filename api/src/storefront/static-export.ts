import { setImmediate } from 'node:timers/promises';
import type { AppDeps } from '../http/context.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { scoped } from '../db/scoped.ts';
import { listCategories } from '../categories/queries.ts';
import { listProducts } from '../products/queries.ts';
import { parseStorageKey, variantKey, type ImageRow } from '../images/image-store.ts';
import { messages } from '@vitrine/contract/messages';
import { ogImageFor, type OgShape } from '../images/og-image.ts';
import { dbSource } from './db-source.ts';
import { browserAsset, builtAsset, loadSsr, type Ssr } from './renderer.ts';
import { pageBytes, relatedProducts, renderPage, renderProductPages, type ExportedPage, type PageFrame, type ProductPageInput } from './export-pages.ts';
import { runHeavy } from '../workers/pool.ts';
import { shopView } from './shop-view.ts';
import { shopRobotsTxt, sitemapXml } from './seo-files.ts';
import { FAVICON_SIZES, shopIcon } from './favicon.ts';
import type { LinkConfig, PageState } from '@vitrine/widget/ssr';
import type { Product } from '@vitrine/contract/products';

/** One file of a shop's static export, at a path relative to the site's root. */
export interface ExportedFile {
  /** e.g. index.html, produtos/index.html, produto/12/index.html, sitemap.xml, assets/storefront.js */
  path: string;
  body: Buffer | string;
  contentType: string;
}

export interface ExportOptions {
  /**
   * Where the product pages and the products page (the whole catalogue) are rendered: on the
   * worker pool, off the event loop that serves every other shop, or on the main thread.
   * Absent: the pool, unless the catalogue is small.
   */
  pages?: 'pool' | 'thread';
}

const HTML = 'text/html; charset=utf-8';
/** Far more than a small shop has; a sitemap holds at most 50 000 addresses anyway. */
const MAX_PRODUCTS = 45_000;

/** Product pages rendered between two turns of the event loop, on the main thread (a page takes about a millisecond). */
const PAGES_PER_TURN = 20;
/**
 * Up to this many products, their pages are rendered on the main thread, a few per turn (tens
 * of milliseconds in all): less than a worker thread takes to load the renderer.
 */
const IN_THREAD_MAX = 50;
/**
 * Products per task on the worker pool: a few hundred milliseconds of rendering, so what crosses
 * to the thread stays bounded and other shops' tasks get the thread between two batches.
 */
const PRODUCTS_PER_TASK = 200;

const ALIASES = { products: 'produtos', categories: 'categorias', contact: 'contato', links: 'link' } as const;

/** Where an export's files go as they are made (a deploy writes each to disk at once). */
export type ExportSink = (file: ExportedFile) => Promise<void> | void;

/** The whole export as a list, in memory: for a small shop, a test, a look at its files. */
export async function exportStorefront(deps: AppDeps, site: SiteRow, options: ExportOptions = {}): Promise<ExportedFile[]> {
  const files: ExportedFile[] = [];
  await exportStorefrontTo(deps, site, (f) => void files.push(f), options);
  return files;
}

/**
 * Renders every storefront page of a shop as static files (deploy publishes these): the
 * same server-rendered pages as the hosted shop, at their canonical paths and their
 * Portuguese aliases, with every picture they show (WebP, in the widths their srcset
 * names), the hydration script, favicon, sitemap.xml, robots.txt and a 404 page. The
 * result needs no API: the products page carries the whole catalogue, and its search and
 * category filter run in the browser.
 *
 * Each file goes to `sink` as soon as it is made, and is not kept here: a 5,000-product shop's
 * export is about 500 MB of pages and pictures, which a deploy writes to disk as they come
 * rather than holding in the process that serves every other shop (docs/operations.md, "Memory").
 */
export async function exportStorefrontTo(deps: AppDeps, site: SiteRow, sink: ExportSink, options: ExportOptions = {}): Promise<void> {
  const ssr = await loadSsr();
  const db = deps.db;
  const scope = { db, site };
  const script = await browserAsset('storefront.js', builtAsset('storefront.js'), deps.config.env === 'production');
  if (!script) throw new Error(messages.storefront.notBuilt);

  const [shop, categories, catalogue, home, contact, linkInBio] = await Promise.all([
    shopView(deps, db, site),
    listCategories(scope),
    listProducts(scope, { limit: MAX_PRODUCTS }),
    ssr.loadPage(dbSource(scope), { view: 'home' }),
    ssr.loadPage(dbSource(scope), { view: 'contact' }),
    ssr.loadPage(dbSource(scope), { view: 'links' }),
  ]);
  const products = catalogue.items;
  const links: LinkConfig = { mode: 'static', images: { kind: 'static', base: '' } };
  const frame: PageFrame = {
    shop,
    links,
    script: `/assets/storefront.js?v=${script.hash}`,
    apiBase: '',
    // the exported site lives on another host: its shoppers' visits are counted by the platform
    insightBase: deps.config.publicUrl,
    icons: { png: '/favicon.png', apple: '/apple-touch-icon.png' },
  };
  const page = (state: PageState<Product>, fullCatalogue = false) => renderPage(ssr, frame, state, fullCatalogue);

  // pages as bytes from the start, outside V8's heap (ExportedPage in export-pages.ts says why)
  const html = (path: string, body: string | Buffer) => sink({ path, body: typeof body === 'string' ? Buffer.from(body) : body, contentType: HTML });
  const both = async (canonical: keyof typeof ALIASES, rest: string, body: string | Buffer) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    await html(`${canonical}${rest}/index.html`, bytes);
    await html(`${ALIASES[canonical]}${rest}/index.html`, bytes);
  };

  const where = options.pages ?? (products.length > IN_THREAD_MAX ? 'pool' : 'thread');
  await html('index.html', page(home));
  // the whole catalogue in one page: for a large shop the longest single render of the export
  const everything: PageState<Product> = {
    route: { view: 'products', q: '', categoryId: null },
    data: { view: 'products', categories, items: products, total: products.length },
  };
  await both(
    'products',
    '',
    where === 'pool' ? pageBytes(await runHeavy(site.id, 'exportCataloguePage', { frame, state: everything })) : page(everything, true),
  );
  await both('categories', '', page({ route: { view: 'categories' }, data: { view: 'categories', categories } }));
  await both('contact', '', page(contact));
  await both('links', '', page(linkInBio));
  const items = relatedProducts(products).map((related, i) => ({ product: products[i]!, related }));
  const batches = where === 'pool' ? pagesOnPool(site, frame, items) : pagesInThread(ssr, frame, items);
  for await (const batch of batches) for (const { paths, body } of batch) for (const path of paths) await html(path, pageBytes(body));
  await html('404.html', page({ route: { view: 'notfound' }, data: { view: 'notfound' } }));

  await sink({ path: 'assets/storefront.js', body: script.body, contentType: 'text/javascript; charset=utf-8' });
  const lightbox = await browserAsset('extras.js', builtAsset('extras.js'), deps.config.env === 'production');
  if (lightbox) await sink({ path: 'assets/extras.js', body: lightbox.body, contentType: 'text/javascript; charset=utf-8' });
  const search = await browserAsset('export-search.js', builtAsset('export-search.js'), deps.config.env === 'production');
  if (search) await sink({ path: 'assets/export-search.js', body: search.body, contentType: 'text/javascript; charset=utf-8' });
  await sink({ path: 'sitemap.xml', body: await sitemapXml(scope, shop.origin), contentType: 'application/xml' });
  await sink({ path: 'robots.txt', body: shopRobotsTxt(shop.origin), contentType: 'text/plain; charset=utf-8' });

  const favicon = await shopIcon(db, deps.storage, site, FAVICON_SIZES.favicon, site.primary_color);
  await sink({ path: 'favicon.png', body: favicon, contentType: 'image/png' });
  await sink({ path: 'favicon.ico', body: favicon, contentType: 'image/png' });
  await sink({ path: 'apple-touch-icon.png', body: await shopIcon(db, deps.storage, site, FAVICON_SIZES.apple, site.primary_color), contentType: 'image/png' });

  const wanted = ssr.imageVariants(products.flatMap((p) => p.images));
  if (site.store_logo) wanted.push({ imageId: site.store_logo, width: 160 }, { imageId: site.store_logo, width: 480 });
  await imageFiles(deps, site, wanted, sink);
  // the link previews the pages name (see pageHead): the shop's (logo or cover) and each product's own
  const previews: Array<{ imageId: string; shape: OgShape }> = products
    .filter((p) => p.images[0])
    .map((p) => ({ imageId: p.images[0]!.image_id, shape: 'square' }));
  const shopPicture = site.store_logo || shop.cover;
  if (shopPicture) previews.push({ imageId: shopPicture, shape: 'wide' });
  await previewFiles(deps, site, previews, sink);
}

/** The product pages, rendered on the main thread with a turn of the event loop every few pages. */
async function* pagesInThread(ssr: Ssr, frame: PageFrame, items: ProductPageInput[]): AsyncGenerator<ExportedPage[]> {
  for (let at = 0; at < items.length; at += PAGES_PER_TURN) {
    if (at) await setImmediate();
    yield renderProductPages(ssr, frame, items.slice(at, at + PAGES_PER_TURN));
  }
}

/**
 * The product pages, rendered on the worker pool a batch at a time, in the shop's turn there.
 * The next batch is asked for before this one is handed on, so the thread renders while the
 * pages before are written: at most two batches in memory.
 */
async function* pagesOnPool(site: SiteRow, frame: PageFrame, items: ProductPageInput[]): AsyncGenerator<ExportedPage[]> {
  const batch = (at: number) => {
    const pages = runHeavy(site.id, 'exportProductPages', { frame, items: items.slice(at, at + PRODUCTS_PER_TASK) });
    // a batch asked for ahead and never awaited (the export failed meanwhile) must not end the process
    pages.catch(() => undefined);
    return pages;
  };
  let next = items.length ? batch(0) : undefined;
  for (let at = 0; next; at += PRODUCTS_PER_TASK) {
    const pages = await next;
    next = at + PRODUCTS_PER_TASK < items.length ? batch(at + PRODUCTS_PER_TASK) : undefined;
    yield pages;
  }
}

/** The preview JPEGs at images/{id}/og-{shape}.jpg (made once and kept in storage, like the API's). */
async function previewFiles(deps: AppDeps, site: SiteRow, wanted: Array<{ imageId: string; shape: OgShape }>, sink: ExportSink): Promise<void> {
  if (!wanted.length) return;
  const rows: ImageRow[] = await scoped({ db: deps.db, site }, 'images').whereIn('id', [...new Set(wanted.map((w) => w.imageId))]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const { imageId, shape } of wanted) {
    const row = byId.get(imageId);
    const body = row ? await ogImageFor(deps.storage, row, shape) : null;
    if (body) await sink({ path: `images/${imageId}/og-${shape}.jpg`, body, contentType: 'image/jpeg' });
  }
}

/** The WebP variant behind each (image, width) the pages name, at images/{id}/w{width}.webp. */
async function imageFiles(deps: AppDeps, site: SiteRow, wanted: Array<{ imageId: string; width: number }>, sink: ExportSink): Promise<void> {
  if (!wanted.length) return;
  const ids = [...new Set(wanted.map((w) => w.imageId))];
  const rows: ImageRow[] = await scoped({ db: deps.db, site }, 'images').whereIn('id', ids);
  const byId = new Map(rows.map((r) => [r.id, parseStorageKey(r.storage_key)]));
  // an image's widths come together, and two of them may be served by the same stored file:
  // read once, kept only while its image's widths are written
  let reads = new Map<string, Promise<Buffer | null>>();
  let current: string | undefined;
  for (const { imageId, width } of wanted) {
    const stored = byId.get(imageId);
    if (!stored?.widths.length) continue; // a row gone since the page was read: the page shows it broken, the export still works
    if (imageId !== current) [current, reads] = [imageId, new Map()];
    // the same choice as GET /api/images/{id}?w=: the smallest stored width that covers it
    const from = stored.widths.find((w) => w >= width) ?? Math.max(...stored.widths);
    const key = variantKey(stored.prefix, from, 'webp');
    if (!reads.has(key)) reads.set(key, deps.storage.get(key));
    const body = await reads.get(key)!;
    if (body) await sink({ path: `images/${imageId}/w${width}.webp`, body, contentType: 'image/webp' });
  }
}
