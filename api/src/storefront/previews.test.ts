import sharp from 'sharp';
import { findSiteById } from '../tenancy/site-model.ts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { processImage } from '../images/pipeline.ts';
import { saveProcessedImage } from '../images/image-store.ts';
import { OG_MAX_BYTES } from '../images/og-image.ts';
import { kiteShop } from './storefront-test-shop.ts';
import { exportStorefront } from './static-export.ts';

const getApp = useTestApp();
const ORIGIN = 'http://pipas.localhost:3000';
const page = (path: string) => getWithHost(getApp().url, path, 'pipas.localhost:3000');
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const unescapeAmp = (s: string) => s.replace(/&amp;/g, '&');

/** Every storefront page with no picture of its own, and where it lives. */
const SHOP_PAGES = ['/', '/products', '/categories', '/contact', '/links'];

/** The preview an address names, fetched as WhatsApp would: a JPEG within 300 KB of the stated size. */
async function checkPreview(html: string, shape: 'wide' | 'square') {
  const url = unescapeAmp(meta(html, 'og:image') ?? '');
  expect(url).toMatch(new RegExp(`^${ORIGIN}/api/images/[0-9a-f-]{36}/og\\.jpg\\?shape=${shape}$`));
  const [width, height] = shape === 'wide' ? [1200, 630] : [1200, 1200];
  expect(meta(html, 'og:image:width')).toBe(String(width));
  expect(meta(html, 'og:image:height')).toBe(String(height));
  expect(meta(html, 'og:image:alt')).toBeTruthy();
  expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));
  expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
  const res = await fetch(new URL(new URL(url).pathname + new URL(url).search, getApp().url));
  const body = Buffer.from(await res.arrayBuffer());
  expect(res.status).toBe(200);
  expect(body.length).toBeLessThanOrEqual(OG_MAX_BYTES);
  expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width, height });
  return url;
}

describe('link previews on every page', () => {
  it('without a logo, every page shows the first destaque’s picture at 1200×630; a product shows its own, square', async () => {
    const app = getApp();
    const { raia } = await kiteShop(app.deps.db, app.deps.storage);
    const [first] = await app.deps.db('product_images').where({ product_id: raia.id }).orderBy('position');
    for (const path of SHOP_PAGES) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const url = await checkPreview(res.text, 'wide');
      expect(url, path).toContain(`/api/images/${first.image_id}/`);
      expect(meta(res.text, 'og:image:alt'), path).toBe('Produtos da Pipas da Joana');
    }
    const product = await page(`/product/${raia.id}-pipa-raia-azul`);
    const url = await checkPreview(product.text, 'square');
    expect(url).toContain(`/api/images/${first.image_id}/`);
    expect(meta(product.text, 'og:image:alt')).toBe('Pipa Raia Azul');
  }, 60_000); // the first page of a worker compiles the storefront

  it('with a logo, pages with no picture of their own show the logo', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    const transparent = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const logo = await saveProcessedImage(app.deps.db, app.deps.storage, site.id, await processImage(transparent));
    await app.deps.db('sites').where({ id: site.id }).update({ store_logo: logo.id });
    for (const path of SHOP_PAGES) {
      const res = await page(path);
      expect(await checkPreview(res.text, 'wide'), path).toContain(`/api/images/${logo.id}/og.jpg`);
      expect(meta(res.text, 'og:image:alt'), path).toBe('Logo da Pipas da Joana');
    }
  });

  it('a shop with no logo and no picture names no image, and the page is still whole', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    await app.deps.db('product_images').where({ site_id: site.id }).delete();
    const res = await page('/contact');
    expect(res.status).toBe(200);
    expect(meta(res.text, 'og:image')).toBeUndefined();
    expect(meta(res.text, 'twitter:card')).toBe('summary');
  });

  it('the static export carries the preview files its pages name', async () => {
    const app = getApp();
    const { site, raia } = await kiteShop(app.deps.db, app.deps.storage);
    const [first] = await app.deps.db('product_images').where({ product_id: raia.id }).orderBy('position');
    // the row as it is now: its cover picture was set by the photos added after it was made
    const files = await exportStorefront(app.deps, (await findSiteById(app.deps.db, site.id))!);
    for (const [path, shape] of [
      ['contact/index.html', 'wide'],
      [`product/${raia.id}-pipa-raia-azul/index.html`, 'square'],
    ] as const) {
      const html = String(files.find((f) => f.path === path)!.body);
      expect(meta(html, 'og:image')).toBe(`${ORIGIN}/images/${first.image_id}/og-${shape}.jpg`);
      const file = files.find((f) => f.path === `images/${first.image_id}/og-${shape}.jpg`);
      expect(file, shape).toBeDefined();
      expect((await sharp(file!.body as Buffer).metadata()).format).toBe('jpeg');
    }
  });
});

describe('structured data for search engines', () => {
  it('LocalBusiness carries the postal code, and a product’s seller is that node, by its @id', async () => {
    const app = getApp();
    const { raia } = await kiteShop(app.deps.db, app.deps.storage, { zip_code: '11010-000' });
    const home = jsonLd((await page('/')).text);
    const business = home.find((d) => d['@type'] === 'LocalBusiness');
    expect(business['@id']).toBe(`${ORIGIN}/#loja`);
    expect(business.address).toMatchObject({ '@type': 'PostalAddress', postalCode: '11010-000', addressLocality: 'Santos', addressCountry: 'BR' });

    const product = jsonLd((await page(`/product/${raia.id}-pipa-raia-azul`)).text).find((d) => d['@type'] === 'Product');
    expect(product.offers.seller).toEqual({ '@type': 'LocalBusiness', '@id': business['@id'], name: 'Pipas da Joana', url: `${ORIGIN}/` });
  });

  it('says no postal code when the shop has none', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage, { zip_code: null });
    const business = jsonLd((await page('/contact')).text).find((d) => d['@type'] === 'LocalBusiness');
    expect(business.address.postalCode).toBeUndefined();
  });
});
