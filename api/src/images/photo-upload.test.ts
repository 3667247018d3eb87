import fs from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { MAX_UPLOAD_BYTES } from '@vitrine/contract/uploads';
import { IMAGE_WIDTHS } from '@vitrine/contract/products';
import { cameraJpeg, GPS_MARKER, heicPhoto, imageForm, storedFiles } from './test-images.ts';

/**
 * Photos as phones take them: a camera JPEG of several MB (up to MAX_UPLOAD_BYTES) and an
 * iPhone's HEIC, decoded on the worker pool and stored as the pipeline's WebP and JPEG.
 */
const getApp = useTestApp();
const LARGEST = Math.max(...IMAGE_WIDTHS);

async function uploadTarget(app: TestApp) {
  const shop = await shopWithAdmin(app);
  const category = await buildCategory(app.deps.db, shop.site);
  const product = await buildProduct(app.deps.db, shop.site, category);
  return { ...shop, product, path: `/api/products/${product.id}/images` };
}

async function expectNothingStored(app: TestApp) {
  expect(await app.deps.db('images').count({ n: '*' }).first()).toEqual({ n: 0 });
  expect(await app.deps.db('product_images').count({ n: '*' }).first()).toEqual({ n: 0 });
  expect(storedFiles(app.deps.config.dataDir)).toEqual([]);
}

/** The stored image as a shopper's browser gets it, in one format and width. */
async function served(app: TestApp, url: string, accept: 'image/webp' | 'image/jpeg', width: number) {
  const res = await fetch(`${app.url}${url}?w=${width}`, { headers: { accept } });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata(), type: res.headers.get('content-type') };
}

describe('photos from a phone', () => {
  it('accepts a 6 MB camera JPEG, stores it at the largest width and drops its EXIF and GPS', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const photo = await cameraJpeg(2100, 1000);
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(photo.includes(GPS_MARKER)).toBe(true);

    const res = await client.post(path, imageForm(photo, { filename: 'IMG_2041.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ original_name: 'IMG_2041.jpg', is_primary: true, width: LARGEST, height: Math.round((1000 * LARGEST) / 2100) });

    for (const accept of ['image/webp', 'image/jpeg'] as const) {
      const { bytes, meta } = await served(app, res.body.url, accept, LARGEST);
      expect(meta.width).toBe(LARGEST);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(GPS_MARKER)).toBe(false);
      expect(bytes.includes('CameraSecreta')).toBe(false);
    }
    // every stored width and format, not only the two served above: none keeps the position
    const image = await app.deps.db('images').first('storage_key');
    expect(image.storage_key).toMatch(new RegExp(`\\|160,480,960,${LARGEST}$`));
    const files = storedFiles(app.deps.config.dataDir);
    expect(files).toHaveLength(8);
    for (const file of files) expect(fs.readFileSync(join(app.deps.config.dataDir, 'uploads', file)).includes(GPS_MARKER), file).toBe(false);
    // a ceiling for a loaded machine, not a timing: noise is the slowest thing to encode
  }, 120_000);

  it('refuses a real 24 MB JPEG with 413, says the 20 MB limit in pt-BR, and writes nothing', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const photo = await cameraJpeg(3400, 2550);
    expect(photo.length).toBeGreaterThan(MAX_UPLOAD_BYTES);

    const res = await client.post(path, imageForm(photo, { filename: 'enorme.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(messages.uploads.tooLarge);
    expect(res.body.error).toBe('Arquivo muito grande. O limite é de 20 MB.');
    await expectNothingStored(app);
  });

  it('accepts a HEIC (HEVC) and stores it as WebP and JPEG, upright, with its colours and without its EXIF', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const heic = heicPhoto();
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');

    const res = await client.post(path, imageForm(heic, { filename: 'IMG_0001.HEIC', type: 'image/heic' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ original_name: 'IMG_0001.HEIC', width: 640, height: 480 });
    const row = await app.deps.db('images').first('content_type', 'storage_key');
    expect(row).toMatchObject({ content_type: 'image/jpeg' });
    expect(row.storage_key).toMatch(/\|160,480,640$/);

    for (const [accept, format] of [
      ['image/webp', 'webp'],
      ['image/jpeg', 'jpeg'],
    ] as const) {
      const { bytes, meta, type } = await served(app, res.body.url, accept, 640);
      expect(type).toBe(accept);
      expect(meta).toMatchObject({ format, width: 640, height: 480 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('CameraSecreta')).toBe(false);
      // red on top, dark blue below, as drawn before encoding (lossy: close, not equal)
      const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * 640 + x) * 3, (y * 640 + x) * 3 + 3)];
      expectNear(pixel(320, 100), [0xe6, 0x39, 0x46]);
      expectNear(pixel(320, 380), [0x1d, 0x35, 0x57]);
    }
  });

  it('refuses a HEIC whose picture data is broken with 400 in pt-BR, writing nothing', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const heic = heicPhoto();
    // the header (sizes, codec) stays readable; the coded picture after `mdat` is garbage
    const broken = Buffer.from(heic);
    broken.fill(7, heic.indexOf('mdat') + 4);
    const res = await client.post(path, imageForm(broken, { filename: 'quebrada.heic', type: 'image/heic' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.uploads.invalidImage);
    expect(res.body.error).toMatch(/^Não foi possível ler a imagem/);

    const truncated = await client.post(path, imageForm(heic.subarray(0, 300), { filename: 'cortada.heic', type: 'image/heic' }));
    expect(truncated.status).toBe(400);
    expect(truncated.body.error).toBe(messages.uploads.invalidImage);
    await expectNothingStored(app);
  });

  it('refuses a HEIC whose header claims 20000 × 20000 pixels before decoding it', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const bomb = Buffer.from(heicPhoto());
    const ispe = bomb.indexOf('ispe');
    bomb.writeUInt32BE(20000, ispe + 8);
    bomb.writeUInt32BE(20000, ispe + 12);
    const res = await client.post(path, imageForm(bomb, { filename: 'bomba.heic', type: 'image/heic' }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(messages.uploads.tooManyPixels);
    await expectNothingStored(app);
  });

  it("refuses a HEIC sent to another shop's product with 404, storing nothing", async () => {
    const app = getApp();
    const shopA = await uploadTarget(app);
    const shopB = await shopWithAdmin(app);
    const res = await shopB.client.post(shopA.path, imageForm(heicPhoto(), { filename: 'intrusa.heic', type: 'image/heic' }));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(messages.products.notFound);
    await expectNothingStored(app);
    // the owner still can
    expect((await shopA.client.post(shopA.path, imageForm(heicPhoto(), { filename: 'minha.heic', type: 'image/heic' }))).status).toBe(201);
  });

  it('takes a HEIC as the shop logo too', async () => {
    const app = getApp();
    const { client } = await uploadTarget(app);
    const res = await client.post('/api/config/logo', imageForm(heicPhoto(), { filename: 'logo.heic', type: 'image/heic' }));
    expect(res.status).toBe(200);
    const logo = await served(app, res.body.logo_url, 'image/jpeg', 480);
    expect(logo.meta).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
  });
});

function expectNear(actual: number[], expected: number[]) {
  actual.forEach((v, i) => {
    expect(Math.abs(v - (expected[i] as number)), `channel ${i}: ${actual} vs ${expected}`).toBeLessThanOrEqual(24);
  });
}
