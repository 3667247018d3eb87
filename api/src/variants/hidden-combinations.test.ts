import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildUser, loginAs } from '../../test/factories.ts';
import { kiteShop } from '../storefront/storefront-test-shop.ts';
import { exportStorefront } from '../storefront/static-export.ts';

/**
 * A hidden (oculto) combination is invisible to shoppers (docs/architecture.md, variants/):
 * its own option value shows in no public answer, page, JSON-LD, feed or static export;
 * a value it shares with a combination on show still shows.
 */
const getApp = useTestApp();
const HOST = 'pipas.localhost:3000';
const SECRET = 'XGSECRETO';

async function shopWithHiddenCombination(app: TestApp) {
  const shop = await kiteShop(app.deps.db, app.deps.storage);
  const owner = await loginAs(app, (await buildUser(app.deps.db, { site: shop.site })).username);
  const created = await owner.post('/api/products', {
    name: 'Bolsa Sacola',
    price: '50,00',
    unit: 'unidade',
    category_id: shop.kites.id,
    options: [
      { name: 'Tamanho', values: ['M', 'G', SECRET] },
      { name: 'Cor', values: ['Verde', 'Caramelo', 'Roxo'] },
    ],
    variants: [
      { options: ['M', 'Verde'], price: '50,00' },
      { options: ['G', 'Caramelo'], price: '60,00', availability: 'esgotado' },
      // hidden: XGSECRETO and Roxo are only here; Verde is shared with M/Verde
      { options: [SECRET, 'Verde'], price: '99,00', availability: 'oculto' },
      { options: ['M', 'Roxo'], price: '55,00', availability: 'oculto' },
    ],
  });
  expect(created.status, created.text).toBe(201);
  // a photo (the raia's), so the feeds list it: they leave out products without one
  const photo = await app.deps.db('product_images').where({ product_id: shop.raia.id, is_primary: true }).first();
  await app.deps
    .db('product_images')
    .insert({ site_id: shop.site.id, product_id: created.body.id, image_id: photo.image_id, original_name: 'bolsa.png', is_primary: true, position: 0 });
  return { ...shop, owner, product: created.body as { id: number } };
}

describe('a hidden combination is invisible to shoppers', () => {
  it('its values are in no public answer; shared values still show; its admin sees it all', async () => {
    const app = getApp();
    const { site, owner, product } = await shopWithHiddenCombination(app);
    const shopper = app.client().with({ 'X-Tenant-Subdomain': site.subdomain });

    const one = await shopper.get(`/api/products/${product.id}`);
    expect(one.status).toBe(200);
    expect(one.body.options).toEqual([
      { name: 'Tamanho', values: ['M', 'G'] },
      { name: 'Cor', values: ['Verde', 'Caramelo'] },
    ]);
    expect(one.text).not.toContain(SECRET);
    expect(one.text).not.toContain('Roxo');
    for (const path of ['/api/products', '/api/products?q=bolsa', `/api/products?category_id=${product.id}`]) {
      const list = await shopper.get(path);
      expect(list.status, path).toBe(200);
      expect(list.text, path).not.toContain(SECRET);
      expect(list.text, path).not.toContain('Roxo');
    }

    // nor is the product found by a value only a hidden combination has
    expect((await shopper.get(`/api/products?q=${SECRET.toLowerCase()}`)).body).toEqual([]);

    const own = await owner.get(`/api/products/${product.id}`);
    expect(own.body.options[0].values).toEqual(['M', 'G', SECRET]);
    expect(own.body.variants).toHaveLength(4);
  });

  it('its values are on no page (JSON-LD included), feed or static export', async () => {
    const app = getApp();
    const { site, product } = await shopWithHiddenCombination(app);

    const page = await getWithHost(app.url, `/product/${product.id}`, HOST);
    const html = page.status === 301 ? (await getWithHost(app.url, page.headers.get('location')!, HOST)).text : page.text;
    expect(html).toContain('Bolsa Sacola');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('Verde');
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain('Roxo');

    for (const path of ['/products', '/', '/feeds/google.xml', '/feeds/meta.csv']) {
      const res = await getWithHost(app.url, path, HOST);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain(SECRET);
      expect(res.text, path).not.toContain('Roxo');
    }
    const feed = (await getWithHost(app.url, '/feeds/google.xml', HOST)).text;
    expect(feed).toContain('Bolsa Sacola - Tamanho: M, Cor: Verde');

    const files = await exportStorefront(app.deps, site);
    const texts = files.filter((f) => /\.(html|js|json|xml|txt)$/.test(f.path)).map((f) => String(f.body));
    expect(texts.some((t) => t.includes('Bolsa Sacola'))).toBe(true);
    for (const t of texts) {
      expect(t).not.toContain(SECRET);
      expect(t).not.toContain('Roxo');
    }
  });
});
