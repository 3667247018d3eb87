import type { AppDeps } from '../http/context.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { scoped } from '../db/scoped.ts';
import { listCategories } from '../categories/queries.ts';
import { listProducts } from '../products/queries.ts';
import { parseStorageKey, variantKey, type ImageRow } from '../images/image-store.ts';
import { messages } from '../contract/messages.ts';
import { dbSource } from './db-source.ts';
import { browserAsset, builtAsset, loadSsr } from './renderer.ts';
import { shopView } from './shop-view.ts';
import { shopRobotsTxt, sitemapXml } from './seo-files.ts';
import { FAVICON_SIZES, shopIcon } from './favicon.ts';
import type { LinkConfig, PageState } from '@vitrine/widget/ssr';

/** One file of a shop's static export, at a path relative to the site's root. */
export interface ExportedFile {
  /** e.g. index.html, produtos/index.html, produto/12/index.html, sitemap.xml, assets/storefront.js */
  path: string;
  body: Buffer | string;
  contentType: string;
}

const HTML = 'text/html; charset=utf-8';
/** Far more than a small shop has; a sitemap holds at most 50 000 addresses anyway. */
const MAX_PRODUCTS = 45_000;

const ALIASES = { products: 'produtos', categories: 'categorias', contact: 'contato', product: 'produto' } as const;

/**
 * Renders every storefront page of a shop as static files (deploy publishes these): the
 * same server-rendered pages as the hosted shop, at their canonical paths and their
 * Portuguese aliases, with every picture they show (WebP, in the widths their srcset
 * names), the hydration script, favicon, sitemap.xml, robots.txt and a 404 page. The
 * result needs no API: the products page carries the whole catalogue, and its search and
 * category filter run in the browser.
 */
export async function exportStorefront(deps: AppDeps, site: SiteRow): Promise<ExportedFile[]> {
  const ssr = await loadSsr();
  const db = deps.db;
  const scope = { db, site };
  const script = await browserAsset('storefront.js', builtAsset('storefront.js'), deps.config.env === 'production');
  if (!script) throw new Error(messages.storefront.notBuilt);

  const [shop, categories, catalogue, home, contact] = await Promise.all([
    shopView(deps, db, site),
    listCategories(scope),
    listProducts(scope, { limit: MAX_PRODUCTS }),
    ssr.loadPage(dbSource(scope), { view: 'home' }),
    ssr.loadPage(dbSource(scope), { view: 'contact' }),
  ]);
  const products = catalogue.items;
  const links: LinkConfig = { mode: 'static', images: { kind: 'static', base: '' } };
  const page = (state: PageState, fullCatalogue = false) =>
    ssr.renderStorefrontPage({
      shop,
      links,
      state,
      script: `/assets/storefront.js?v=${script.hash}`,
      apiBase: '',
      icons: { png: '/favicon.png', apple: '/apple-touch-icon.png' },
      fullCatalogue,
    }).html;

  const files: ExportedFile[] = [];
  const html = (path: string, body: string) => files.push({ path, body, contentType: HTML });
  const both = (canonical: keyof typeof ALIASES, rest: string, body: string) => {
    html(`${canonical}${rest}/index.html`, body);
    html(`${ALIASES[canonical]}${rest}/index.html`, body);
  };

  html('index.html', page(home));
  both('products', '', page({ route: { view: 'products', q: '', categoryId: null }, data: { view: 'products', categories, items: products, total: products.length } }, true));
  both('categories', '', page({ route: { view: 'categories' }, data: { view: 'categories', categories } }));
  both('contact', '', page(contact));
  for (const p of products) {
    // related: the same rule as loadPage (newest of the category, not itself), from the list in hand
    const related = products.filter((o) => o.category_id === p.category_id && o.id !== p.id).slice(0, 4);
    both('product', `/${p.id}`, page({ route: { view: 'product', id: p.id }, data: { view: 'product', product: p, related } }));
  }
  html('404.html', page({ route: { view: 'notfound' }, data: { view: 'notfound' } }));

  files.push({ path: 'assets/storefront.js', body: script.body, contentType: 'text/javascript; charset=utf-8' });
  files.push({ path: 'sitemap.xml', body: await sitemapXml(scope, shop.origin), contentType: 'application/xml' });
  files.push({ path: 'robots.txt', body: shopRobotsTxt(shop.origin), contentType: 'text/plain; charset=utf-8' });

  const favicon = await shopIcon(db, deps.storage, site, FAVICON_SIZES.favicon, site.primary_color);
  files.push({ path: 'favicon.png', body: favicon, contentType: 'image/png' });
  files.push({ path: 'favicon.ico', body: favicon, contentType: 'image/png' });
  files.push({ path: 'apple-touch-icon.png', body: await shopIcon(db, deps.storage, site, FAVICON_SIZES.apple, site.primary_color), contentType: 'image/png' });

  const wanted = ssr.imageVariants(products.flatMap((p) => p.images));
  if (site.store_logo) wanted.push({ imageId: site.store_logo, width: 160 }, { imageId: site.store_logo, width: 480 });
  files.push(...(await imageFiles(deps, site, wanted)));
  return files;
}

/** The WebP variant behind each (image, width) the pages name, at images/{id}/w{width}.webp. */
async function imageFiles(deps: AppDeps, site: SiteRow, wanted: Array<{ imageId: string; width: number }>): Promise<ExportedFile[]> {
  if (!wanted.length) return [];
  const ids = [...new Set(wanted.map((w) => w.imageId))];
  const rows: ImageRow[] = await scoped({ db: deps.db, site }, 'images').whereIn('id', ids);
  const byId = new Map(rows.map((r) => [r.id, parseStorageKey(r.storage_key)]));
  const files: ExportedFile[] = [];
  const reads = new Map<string, Promise<Buffer | null>>();
  for (const { imageId, width } of wanted) {
    const stored = byId.get(imageId);
    if (!stored || !stored.widths.length) continue; // a row gone since the page was read: the page shows it broken, the export still works
    // the same choice as GET /api/images/{id}?w=: the smallest stored width that covers it
    const from = stored.widths.find((w) => w >= width) ?? Math.max(...stored.widths);
    const key = variantKey(stored.prefix, from, 'webp');
    if (!reads.has(key)) reads.set(key, deps.storage.get(key));
    const body = await reads.get(key)!;
    if (body) files.push({ path: `images/${imageId}/w${width}.webp`, body, contentType: 'image/webp' });
  }
  return files;
}
