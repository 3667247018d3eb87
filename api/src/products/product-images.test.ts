import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { imageForm, jpegWithExif, pngImage, storedFiles } from '../images/test-images.ts';

const getApp = useTestApp();

async function shopWithProduct(app: TestApp) {
  const shop = await shopWithAdmin(app);
  const category = await buildCategory(app.deps.db, shop.site, { name: 'Pipas' });
  const product = await buildProduct(app.deps.db, shop.site, category, { name: 'Pipa Raia' });
  return { ...shop, category, product };
}

describe('POST /api/products/:id/images', () => {
  it('stores an upload, answers the image object, and the first one becomes primary', async () => {
    const app = getApp();
    const { client, product, site } = await shopWithProduct(app);

    const first = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(), { filename: 'pipa-azul.png' }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.any(Number), original_name: 'pipa-azul.png', is_primary: true });
    expect(first.body.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    const second = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(300, 200, '#000000'), { filename: 'pipa-2.png' }));
    expect(second.status).toBe(201);
    expect(second.body.is_primary).toBe(false);

    // the public catalogue shows both, primary first
    const anon = app.client({ 'x-tenant-subdomain': site.subdomain });
    const shown = await anon.get(`/api/products/${product.id}`);
    expect(shown.body.images.map((i: { id: number }) => i.id)).toEqual([first.body.id, second.body.id]);
    const listed = await anon.get('/api/products');
    expect(listed.body[0].images).toHaveLength(2);

    // the bytes are served, with a name the server made (not the client's)
    const img = await anon.get(first.body.url);
    expect(img.status).toBe(200);
    const files = storedFiles(app.deps.config.dataDir);
    expect(files.every((f) => /^sites\/\d+\/images\/[0-9a-f-]{36}\/w\d+\.(webp|png|jpg)$/.test(f))).toBe(true);
    expect(files.some((f) => f.includes('pipa-azul'))).toBe(false);
  });

  it('keeps a UTF-8 file name as the person typed it, minus any folder', async () => {
    const app = getApp();
    const { client, product } = await shopWithProduct(app);
    const res = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(), { filename: 'C:\\fotos\\pipa-ação.png' }));
    expect(res.status).toBe(201);
    expect(res.body.original_name).toBe('pipa-ação.png');
  });

  it('strips metadata by re-encoding (EXIF gone from every served variant)', async () => {
    const app = getApp();
    const { client, product } = await shopWithProduct(app);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await client.post(`/api/products/${product.id}/images`, imageForm(original, { filename: 'camera.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(201);
    for (const accept of ['image/webp', 'image/jpeg']) {
      const served = await fetch(`${app.url}${res.body.url}?w=480`, { headers: { accept } });
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(480);
    }
  });

  it('answers 404 for a product that does not exist, storing nothing', async () => {
    const app = getApp();
    const { client } = await shopWithProduct(app);
    const res = await client.post('/api/products/999999/images', imageForm(await pngImage()));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(messages.products.notFound);
    expect(storedFiles(app.deps.config.dataDir)).toEqual([]);
  });

  it('leaves no row and no file when the database refuses the write after the files were stored', async () => {
    const app = getApp();
    const { client, product } = await shopWithProduct(app);
    // a real failure inside the upload's transaction, after processing and storing
    await app.deps.db.raw(`alter table product_images add constraint test_refuse check (original_name <> 'recusada.png')`);
    try {
      const res = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(), { filename: 'recusada.png' }));
      expect(res.status).toBe(500);
      expect(res.body.error).toBe(messages.http.internal);
    } finally {
      await app.deps.db.raw('alter table product_images drop constraint test_refuse');
    }
    expect(await app.deps.db('images').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await app.deps.db('product_images').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(storedFiles(app.deps.config.dataDir)).toEqual([]);
  });
});

describe('GET /api/images/:id', () => {
  it('serves WebP to browsers that take it, the fallback otherwise, with ETag and an immutable cache', async () => {
    const app = getApp();
    const { client, product } = await shopWithProduct(app);
    const up = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(1200, 800)));

    const webp = await fetch(`${app.url}${up.body.url}?w=480`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = webp.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(480);

    const again = await fetch(`${app.url}${up.body.url}?w=480`, { headers: { accept: 'image/webp', 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const png = await fetch(`${app.url}${up.body.url}?w=160`, { headers: { accept: 'image/png' } });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(160);

    // no width: the largest stored (the image's own 1200, never enlarged)
    const full = await fetch(`${app.url}${up.body.url}`, { headers: { accept: 'image/webp' } });
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(1200);
  });
});

describe('DELETE /api/products/:id/images/:imageId', () => {
  it('removes the row and the files, and the next image becomes primary', async () => {
    const app = getApp();
    const { client, product } = await shopWithProduct(app);
    const a = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage()));
    const b = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage()));
    const c = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage()));
    const imageIdOf = (url: string) => url.split('/').pop()!;

    const del = await client.delete(`/api/products/${product.id}/images/${a.body.id}`);
    expect(del.status).toBe(204);

    const after = await client.get(`/api/products/${product.id}`);
    expect(after.body.images.map((i: { id: number; is_primary: boolean }) => [i.id, i.is_primary])).toEqual([
      [b.body.id, true],
      [c.body.id, false],
    ]);
    expect(await app.deps.db('images').where('id', imageIdOf(a.body.url)).first()).toBeUndefined();
    expect(storedFiles(app.deps.config.dataDir).some((f) => f.includes(imageIdOf(a.body.url)))).toBe(false);
    expect((await fetch(`${app.url}${a.body.url}`)).status).toBe(404);

    const missing = await client.delete(`/api/products/${product.id}/images/${a.body.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(messages.products.imageNotFound);
  });

  it('refuses an image of another product of the same shop (404), changing nothing', async () => {
    const app = getApp();
    const { client, product, site, category } = await shopWithProduct(app);
    const other = await buildProduct(app.deps.db, site, category);
    const img = await client.post(`/api/products/${other.id}/images`, imageForm(await pngImage()));
    const res = await client.delete(`/api/products/${product.id}/images/${img.body.id}`);
    expect(res.status).toBe(404);
    expect((await client.get(`/api/products/${other.id}`)).body.images).toHaveLength(1);
  });
});

describe('choosing the primary image and the order', () => {
  it('POST …/primary moves the image to the front as the primary', async () => {
    const app = getApp();
    const { client, product } = await shopWithProduct(app);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage()))).body.id);

    const res = await client.post(`/api/products/${product.id}/images/${ids[2]}/primary`);
    expect(res.status).toBe(200);
    expect(res.body.map((i: { id: number; is_primary: boolean }) => [i.id, i.is_primary])).toEqual([
      [ids[2], true],
      [ids[0], false],
      [ids[1], false],
    ]);
    expect((await client.get(`/api/products/${product.id}`)).body.images.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('PUT …/images/order sets the gallery order; the first becomes the primary', async () => {
    const app = getApp();
    const { client, product } = await shopWithProduct(app);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage()))).body.id);

    const res = await client.put(`/api/products/${product.id}/images/order`, { image_ids: [ids[1], ids[2], ids[0]] });
    expect(res.status).toBe(200);
    expect(res.body.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(res.body.map((i: { is_primary: boolean }) => i.is_primary)).toEqual([true, false, false]);
    expect(res.body.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);

    // an order that leaves one out, repeats one or names a stranger is refused
    for (const image_ids of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], 999999],
    ]) {
      const bad = await client.put(`/api/products/${product.id}/images/order`, { image_ids });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe(messages.products.imageOrderInvalid);
    }
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product, then for good from the trash with its image rows and stored files', async () => {
    const app = getApp();
    const { client, product, site, category } = await shopWithProduct(app);
    const kept = await buildProduct(app.deps.db, site, category);
    await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage()));
    await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage()));
    const keptImage = await client.post(`/api/products/${kept.id}/images`, imageForm(await pngImage()));
    const keptFiles = storedFiles(app.deps.config.dataDir).filter((f) => f.includes(keptImage.body.url.split('/').pop()));

    const res = await client.delete(`/api/products/${product.id}`);
    expect(res.status).toBe(204);
    expect((await client.get(`/api/products/${product.id}`)).status).toBe(404);
    // in the trash the pictures stay (docs/api.md "Lixeira"); deleted for good, they go
    expect((await client.delete(`/api/trash/products/${product.id}`)).status).toBe(204);
    expect(await app.deps.db('images').count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(await app.deps.db('product_images').count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(storedFiles(app.deps.config.dataDir)).toEqual(keptFiles);
  });
});
