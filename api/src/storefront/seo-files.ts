import type { TenantScope } from '../db/scoped.ts';
import { listCategories } from '../categories/queries.ts';
import { listProducts } from '../products/queries.ts';
import { loadSsr } from './renderer.ts';

/** Text safe inside an XML element or attribute. */
export const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Every sitemap holds at most 50 000 addresses (sitemaps.org); a shop is far below that. */
const MAX_PRODUCTS = 45_000;

/**
 * /sitemap.xml of one shop: its pages, each category's product list, every product (with
 * its last change), all at their canonical addresses.
 */
export async function sitemapXml(scope: TenantScope, origin: string): Promise<string> {
  const [categories, products, ssr] = await Promise.all([listCategories(scope), listProducts(scope, { limit: MAX_PRODUCTS }), loadSsr()]);
  // ISO date strings compared as text, not numbers (so not Math.max)
  const newest = products.items.reduce((max, p) => (p.updated_at > max ? p.updated_at : max), new Date(scope.site.updated_at).toISOString());
  const urls: Array<{ loc: string; lastmod?: string; priority: string }> = [
    { loc: `${origin}/`, lastmod: newest, priority: '1.0' },
    { loc: `${origin}/products`, lastmod: newest, priority: '0.9' },
    { loc: `${origin}/categories`, priority: '0.6' },
    { loc: `${origin}/contact`, priority: '0.5' },
    { loc: `${origin}/links`, priority: '0.5' },
    ...categories.filter((c) => c.product_count > 0).map((c) => ({ loc: `${origin}/products?categoria=${c.id}`, priority: '0.7' })),
    ...products.items.map((p) => ({ loc: `${origin}${ssr.routePath({ view: 'product', id: p.id, slug: p.slug })}`, lastmod: p.updated_at, priority: '0.8' })),
  ];
  const body = urls
    .map((u) => `  <url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.slice(0, 10)}</lastmod>` : ''}<priority>${u.priority}</priority></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** /robots.txt of one shop: everything but the admin, and where the sitemap is. */
export const shopRobotsTxt = (origin: string) => `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`;

/** The platform host's own robots.txt: its front page yes, the admin no. */
export const platformRobotsTxt = () => 'User-agent: *\nAllow: /\nDisallow: /admin/\n';
