import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';
import { imageForm, pngImage, storedFiles } from '../images/test-images.ts';

/**
 * every endpoint of the store API, with shop A's admin naming shop B's
 * ids (path, body category_id, image ids), sending B's header, or sending B's site_id in
 * the body; and anonymous callers with B's header. Nothing of B may change, ever.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const getApp = useTestApp();

interface Shop {
  site: { id: number; subdomain: string };
  client: TestClient;
  category: { id: number };
  product: { id: number };
  image: { id: number; url: string };
}

async function shop(app: TestApp, subdomain: string): Promise<Shop> {
  const { site, client } = await shopWithAdmin(app, { subdomain, store_name: `Loja ${subdomain.toUpperCase()}` });
  const category = await buildCategory(app.deps.db, site, { name: `Categoria ${subdomain}` });
  const product = await buildProduct(app.deps.db, site, category, { name: `Produto ${subdomain}` });
  const image = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(200, 200)));
  await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(200, 200)));
  await client.post('/api/config/logo', imageForm(await pngImage(100, 100)));
  if (image.status !== 201) throw new Error(`upload failed: ${image.status} ${image.text}`);
  return { site, client, category, product, image: image.body };
}

/** Everything of one shop: its row, its tenant rows and its stored files. */
async function snapshot(app: TestApp, siteId: number) {
  const db = app.deps.db;
  const byId = (t: string) => db(t).where('site_id', siteId).orderBy('id');
  return {
    site: await db('sites').where('id', siteId).first(),
    categories: await byId('categories'),
    products: await byId('products'),
    product_images: await byId('product_images'),
    images: await byId('images'),
    files: storedFiles(app.deps.config.dataDir).filter((f) => f.startsWith(`sites/${siteId}/`)),
  };
}

async function givenTwoShops(app: TestApp) {
  const a = await shop(app, 'a');
  const b = await shop(app, 'b');
  return { a, b, before: await snapshot(app, b.site.id) };
}

const productBody = (categoryId: number) => ({ name: 'Tentativa', price: 1, unit: 'unidade', category_id: categoryId });

describe('isolation: admin of A naming B’s ids', () => {
  it('gets 404/400 on every endpoint, and nothing of B changes', async () => {
    const app = getApp();
    const { a, b, before } = await givenTwoShops(app);
    const png = await pngImage(50, 50);

    const attempts: Array<[string, () => Promise<{ status: number }>, number]> = [
      ['GET category of B', () => a.client.get(`/api/categories/${b.category.id}`), 404],
      ['PUT category of B', () => a.client.put(`/api/categories/${b.category.id}`, { name: 'Roubada' }), 404],
      ['DELETE category of B', () => a.client.delete(`/api/categories/${b.category.id}`), 404],
      ['GET product of B', () => a.client.get(`/api/products/${b.product.id}`), 404],
      ['PUT product of B', () => a.client.put(`/api/products/${b.product.id}`, productBody(a.category.id)), 404],
      ['DELETE product of B', () => a.client.delete(`/api/products/${b.product.id}`), 404],
      ['POST product into B’s category', () => a.client.post('/api/products', productBody(b.category.id)), 400],
      ['PUT own product into B’s category', () => a.client.put(`/api/products/${a.product.id}`, productBody(b.category.id)), 400],
      ['POST image to B’s product', () => a.client.post(`/api/products/${b.product.id}/images`, imageForm(png)), 404],
      ['DELETE B’s image through B’s product', () => a.client.delete(`/api/products/${b.product.id}/images/${b.image.id}`), 404],
      ['DELETE B’s image through own product', () => a.client.delete(`/api/products/${a.product.id}/images/${b.image.id}`), 404],
      ['primary: B’s image, B’s product', () => a.client.post(`/api/products/${b.product.id}/images/${b.image.id}/primary`), 404],
      ['primary: B’s image on own product', () => a.client.post(`/api/products/${a.product.id}/images/${b.image.id}/primary`), 404],
      ['order of B’s product', () => a.client.put(`/api/products/${b.product.id}/images/order`, { image_ids: [b.image.id] }), 404],
      ['own order naming B’s image', () => a.client.put(`/api/products/${a.product.id}/images/order`, { image_ids: [a.image.id, b.image.id] }), 400],
    ];
    for (const [label, call, status] of attempts) {
      const res = await call();
      expect(res.status, label).toBe(status);
    }

    // reading with B's category id in a filter reads A's own (empty) result, not B's
    const filtered = await a.client.get(`/api/products?category_id=${b.category.id}`);
    expect(filtered.body).toEqual([]);
    expect(filtered.headers.get('x-total-count')).toBe('0');

    expect(await snapshot(app, b.site.id)).toEqual(before);
  });
});

describe('isolation: admin of A sending X-Tenant-Subdomain: b', () => {
  it('only ever writes to A', async () => {
    const app = getApp();
    const { a, b, before } = await givenTwoShops(app);
    const asB = a.client.with({ 'x-tenant-subdomain': 'b' });

    expect((await asB.post('/api/categories', { name: 'Nova' })).status).toBe(201);
    expect((await asB.put('/api/config', { store_name: 'Renomeada' })).status).toBe(200);
    expect((await asB.post('/api/config/logo', imageForm(await pngImage(80, 80)))).status).toBe(200);
    const created = await asB.post('/api/products', productBody(a.category.id));
    expect(created.status).toBe(201);
    expect((await asB.post(`/api/products/${created.body.id}/images`, imageForm(await pngImage(80, 80)))).status).toBe(201);
    // B's ids stay unknown even when the header names B
    expect((await asB.put(`/api/categories/${b.category.id}`, { name: 'X' })).status).toBe(404);
    expect((await asB.delete(`/api/products/${b.product.id}`)).status).toBe(404);
    expect((await asB.delete(`/api/products/${b.product.id}/images/${b.image.id}`)).status).toBe(404);
    expect((await asB.post('/api/products', productBody(b.category.id))).status).toBe(400);

    const aNow = await snapshot(app, a.site.id);
    expect(aNow.site.store_name).toBe('Renomeada');
    expect(aNow.categories.map((c: { name: string }) => c.name)).toContain('Nova');
    expect(aNow.products).toHaveLength(2);
    expect(await snapshot(app, b.site.id)).toEqual(before);
  });
});

describe('isolation: unknown fields in a body', () => {
  it('site_id, id, subdomain or is_published in a body are ignored: the row is A’s', async () => {
    const app = getApp();
    const { a, b, before } = await givenTwoShops(app);

    const cat = await a.client.post('/api/categories', { name: 'Com site_id', site_id: b.site.id, id: b.category.id });
    expect(cat.status).toBe(201);
    expect(cat.body.id).not.toBe(b.category.id);
    expect((await app.deps.db('categories').where('id', cat.body.id).first()).site_id).toBe(a.site.id);

    const prod = await a.client.post('/api/products', { ...productBody(a.category.id), site_id: b.site.id, id: b.product.id });
    expect(prod.status).toBe(201);
    expect((await app.deps.db('products').where('id', prod.body.id).first()).site_id).toBe(a.site.id);

    const put = await a.client.put(`/api/products/${a.product.id}`, { ...productBody(a.category.id), site_id: b.site.id });
    expect(put.status).toBe(200);
    expect((await app.deps.db('products').where('id', a.product.id).first()).site_id).toBe(a.site.id);

    const cfg = await a.client.put('/api/config', {
      store_name: 'A',
      site_id: b.site.id,
      id: b.site.id,
      subdomain: 'b',
      is_published: false,
      is_active: false,
    });
    expect(cfg.status).toBe(200);
    const aSite = await app.deps.db('sites').where('id', a.site.id).first();
    expect(aSite).toMatchObject({ subdomain: 'a', is_published: true, is_active: true, store_name: 'A' });

    expect(await snapshot(app, b.site.id)).toEqual(before);
  });
});

describe('isolation: anonymous callers with B’s header', () => {
  it('see only B, never A, and can change nothing', async () => {
    const app = getApp();
    const { a, b, before } = await givenTwoShops(app);
    const anon = app.client({ 'x-tenant-subdomain': 'b' });

    expect((await anon.get('/api/site/info')).body).toMatchObject({ subdomain: 'b', store_name: 'Loja B' });
    expect((await anon.get('/api/config')).body.store_name).toBe('Loja B');
    expect((await anon.get('/api/categories')).body.map((c: { id: number }) => c.id)).toEqual([b.category.id]);
    expect((await anon.get('/api/products')).body.map((p: { id: number }) => p.id)).toEqual([b.product.id]);
    expect((await anon.get(`/api/products/${a.product.id}`)).status).toBe(404);
    expect((await anon.get(`/api/categories/${a.category.id}`)).status).toBe(404);
    expect((await anon.get(`/api/products?category_id=${a.category.id}`)).body).toEqual([]);
    // the ?sub= parameter names the tenant the same way
    expect((await app.client().get('/api/products?sub=b')).body.map((p: { id: number }) => p.id)).toEqual([b.product.id]);

    const png = await pngImage(50, 50);
    const writes: Array<[string, () => Promise<{ status: number }>]> = [
      ['PUT config', () => anon.put('/api/config', { store_name: 'X' })],
      ['POST logo', () => anon.post('/api/config/logo', imageForm(png))],
      ['POST category', () => anon.post('/api/categories', { name: 'X' })],
      ['PUT category', () => anon.put(`/api/categories/${b.category.id}`, { name: 'X' })],
      ['DELETE category', () => anon.delete(`/api/categories/${b.category.id}`)],
      ['POST product', () => anon.post('/api/products', productBody(b.category.id))],
      ['PUT product', () => anon.put(`/api/products/${b.product.id}`, productBody(b.category.id))],
      ['DELETE product', () => anon.delete(`/api/products/${b.product.id}`)],
      ['POST image', () => anon.post(`/api/products/${b.product.id}/images`, imageForm(png))],
      ['DELETE image', () => anon.delete(`/api/products/${b.product.id}/images/${b.image.id}`)],
      ['POST primary', () => anon.post(`/api/products/${b.product.id}/images/${b.image.id}/primary`)],
      ['PUT order', () => anon.put(`/api/products/${b.product.id}/images/order`, { image_ids: [b.image.id] })],
    ];
    for (const [label, call] of writes) expect((await call()).status, label).toBe(401);

    expect(await snapshot(app, b.site.id)).toEqual(before);
  });

  it('an unpublished B answers 404 Loja não encontrada to the public on every read, and B’s admin still reads it', async () => {
    const app = getApp();
    const { b } = await givenTwoShops(app);
    await app.deps.db('sites').where('id', b.site.id).update({ is_published: false });
    const anon = app.client({ 'x-tenant-subdomain': 'b' });
    for (const path of [
      '/api/site/info',
      '/api/config',
      '/api/categories',
      `/api/categories/${b.category.id}`,
      '/api/products',
      `/api/products/${b.product.id}`,
    ]) {
      const res = await anon.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('Loja não encontrada');
    }
    expect((await b.client.get('/api/products')).body).toHaveLength(1);
    expect((await b.client.get('/api/config')).status).toBe(200);
  });
});
