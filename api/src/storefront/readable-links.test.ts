import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { slugify } from '@vitrine/contract/slug';
import { kiteShop } from './storefront-test-shop.ts';

/** /product/{id}-{slug}, and every other address of a product redirects to it. */
const getApp = useTestApp();
const page = (path: string, host = 'pipas.localhost:3000') => getWithHost(getApp().url, path, host);

describe('readable product links', () => {
  it('makes the slug from the name: accents out, lower case, words joined by hyphens', () => {
    expect(slugify('Pipa Raia Azul')).toBe('pipa-raia-azul');
    expect(slugify('  Carretel de Madeira Nº 3 — ÇÃO!  ')).toBe('carretel-de-madeira-n-3-cao');
    expect(slugify('Rabiola 10 m (colorida)')).toBe('rabiola-10-m-colorida');
    expect(slugify('!!!')).toBe('');
    const long = slugify('Pipa '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('answers the product at /product/{id}-{slug} and at the /produto/ alias, with the slug in the API answer', async () => {
    const app = getApp();
    const { raia } = await kiteShop(app.deps.db, app.deps.storage);
    for (const path of [`/product/${raia.id}-pipa-raia-azul`, `/produto/${raia.id}-pipa-raia-azul`]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain(`<link rel="canonical" href="http://pipas.localhost:3000/product/${raia.id}-pipa-raia-azul">`);
      expect(res.text).toContain(`<meta property="og:url" content="http://pipas.localhost:3000/product/${raia.id}-pipa-raia-azul">`);
    }
    const api = await app.client().get(`/api/products/${raia.id}`, { headers: { 'X-Tenant-Subdomain': 'pipas' } });
    expect(api.body.slug).toBe('pipa-raia-azul');
  });

  it('redirects /product/{id}, the alias without slug and old slugs permanently to the current address', async () => {
    const app = getApp();
    const { raia } = await kiteShop(app.deps.db, app.deps.storage);
    for (const path of [`/product/${raia.id}`, `/produto/${raia.id}`, `/product/${raia.id}-pipa-velha`, `/product/${raia.id}-`]) {
      const res = await page(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(`/product/${raia.id}-pipa-raia-azul`);
    }
  });

  it('follows a rename: the old slug redirects to the new one, and ?sub= is kept', async () => {
    const app = getApp();
    const { raia } = await kiteShop(app.deps.db, app.deps.storage);
    await app.deps.db('products').where({ id: raia.id }).update({ name: 'Pipa Raia Verde' });

    const old = await page(`/product/${raia.id}-pipa-raia-azul`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/product/${raia.id}-pipa-raia-verde`);

    const sub = await page(`/product/${raia.id}?sub=pipas`, 'localhost:3000');
    expect(sub.status).toBe(301);
    expect(sub.headers.get('location')).toBe(`/product/${raia.id}-pipa-raia-verde?sub=pipas`);
  });

  it('still answers 404 for a missing product, whatever slug the address carries', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    for (const path of ['/product/999999-pipa', '/product/abc', '/produto/0-x']) expect((await page(path)).status, path).toBe(404);
  });
});
