import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, masterClient, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { imageForm, pngImage, storedFiles } from '../images/test-images.ts';
import { assertProductRoom } from './checks.ts';

// small limits, so a test reaches each one in a few requests
const getApp = useTestApp({ QUOTA_IMAGES_PER_PRODUCT: '2', QUOTA_PRODUCTS_PER_SHOP: '3', QUOTA_STORAGE_MB_PER_SHOP: '1', QUOTA_UPLOADS_PER_MINUTE: '4' });

async function shopWithProduct(app: TestApp) {
  const shop = await shopWithAdmin(app);
  const category = await buildCategory(app.deps.db, shop.site, { name: 'Pipas' });
  const product = await buildProduct(app.deps.db, shop.site, category, { name: 'Pipa Raia' });
  return { ...shop, category, product };
}
const count = async (app: TestApp, table: string, where: Record<string, unknown>) =>
  Number((await app.deps.db(table).where(where).count({ n: '*' }).first())!.n);

/** A stored image row that takes `bytes` of the shop's space (the files are not needed to count). */
async function fillStorage(app: TestApp, siteId: number, bytes: number) {
  await app.deps
    .db('images')
    .insert({ id: crypto.randomUUID(), site_id: siteId, storage_key: 'x|160', content_type: 'image/png', width: 1, height: 1, byte_size: bytes });
}

describe('quotas per shop', () => {
  it('images per product: the one past the limit is refused with a pt-BR 409 and leaves nothing behind', async () => {
    const app = getApp();
    const { client, product } = await shopWithProduct(app);
    for (let i = 0; i < 2; i++) expect((await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(40, 40)))).status).toBe(201);
    const files = storedFiles(app.deps.config.dataDir).length;

    const third = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(40, 40)));
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(messages.security.quotaImages(2));
    expect(await count(app, 'product_images', { product_id: product.id })).toBe(2);
    expect(storedFiles(app.deps.config.dataDir)).toHaveLength(files);
  });

  it('products per shop: refused past the limit, for that shop only', async () => {
    const app = getApp();
    const { client, site, category } = await shopWithProduct(app); // 1 product already
    const input = { name: 'Rabiola', price: '5.00', unit: 'metro', category_id: category.id };
    expect((await client.post('/api/products', input)).status).toBe(201);
    expect((await client.post('/api/products', input)).status).toBe(201);
    const refused = await client.post('/api/products', input);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(messages.security.quotaProducts('3'));
    expect(await count(app, 'products', { site_id: site.id })).toBe(3);

    const other = await shopWithProduct(app);
    expect((await other.client.post('/api/products', { ...input, category_id: other.category.id })).status).toBe(201);
  });

  it('the products-per-shop check is a function an import can call for a whole batch', async () => {
    const app = getApp();
    const { site } = await shopWithProduct(app);
    await app.deps.db.transaction(async (trx) => {
      await expect(assertProductRoom({ db: trx, site }, app.deps.config.quotas, 2)).resolves.toBeUndefined();
      await expect(assertProductRoom({ db: trx, site }, app.deps.config.quotas, 3)).rejects.toMatchObject({ status: 409 });
    });
  });

  it('stored bytes per shop: a full shop is refused (413) before decoding, another shop is not', async () => {
    const app = getApp();
    const { client, product, site } = await shopWithProduct(app);
    await fillStorage(app, site.id, 1024 * 1024);
    const res = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(40, 40)));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(messages.security.quotaStorage('1 MB'));
    const logo = await client.post('/api/config/logo', imageForm(await pngImage(40, 40)));
    expect(logo.status).toBe(413);
    expect(await count(app, 'product_images', { product_id: product.id })).toBe(0);

    const other = await shopWithProduct(app);
    expect((await other.client.post(`/api/products/${other.product.id}/images`, imageForm(await pngImage(40, 40)))).status).toBe(201);
  });

  it('stored bytes: an upload whose stored size would cross the limit is refused after processing, its files removed', async () => {
    const app = getApp();
    const { client, product, site } = await shopWithProduct(app);
    await fillStorage(app, site.id, 1024 * 1024 - 10); // room for 10 bytes: any real image is more
    const res = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(200, 200)));
    expect(res.status).toBe(413);
    expect(storedFiles(app.deps.config.dataDir)).toEqual([]);
  });

  it('uploads per admin per minute: 429 past the limit, and refused uploads write nothing', async () => {
    const app = getApp();
    const { client, admin } = await shopWithProduct(app);
    for (let i = 0; i < 4; i++) expect((await client.post('/api/config/logo', imageForm(await pngImage(40, 40)))).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await client.post('/api/config/logo', imageForm(await pngImage(40, 40)));
      expect(res.status).toBe(429);
      expect(res.body.error).toBe(messages.security.quotaUploadRate(4));
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await app.deps.db('login_attempts').where('key', `upload:${admin.id}`).first()).count).toBe(4);
  });

  it("GET /api/quotas shows the shop its own usage and limits, never another shop's", async () => {
    const app = getApp();
    const a = await shopWithProduct(app);
    const b = await shopWithProduct(app);
    await buildProduct(app.deps.db, b.site, b.category);
    await fillStorage(app, b.site.id, 5000);

    const mine = await a.client.get('/api/quotas', { headers: { 'x-tenant-subdomain': b.site.subdomain } });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      products: { used: 1, limit: 3 },
      storage: { used_bytes: 0, limit_bytes: 1024 * 1024 },
      images_per_product: 2,
      uploads_per_minute: 4,
    });
    expect(mine.headers.get('cache-control')).toMatch(/private/);

    const { client: master } = await masterClient(app);
    const theirs = await master.get('/api/quotas', { headers: { 'x-tenant-subdomain': b.site.subdomain } });
    expect(theirs.body).toMatchObject({ products: { used: 2 }, storage: { used_bytes: 5000 } });
    expect((await app.client().get('/api/quotas')).status).toBe(401);
  });
});
