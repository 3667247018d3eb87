import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { imageForm, storedFiles } from './test-images.ts';
import { OG_MAX_BYTES, ogJpeg } from './og-image.ts';

const getApp = useTestApp();

/**
 * A product photo as shops upload them: a cut-out (transparent background) around a
 * detailed, photo-like subject, which is what made previews heavy.
 */
async function cutOutPng(size = 1000): Promise<Buffer> {
  const noise = Buffer.alloc(size * size * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
  const photo = await sharp(noise, { raw: { width: size, height: size, channels: 3 } })
    .blur(2)
    .png()
    .toBuffer();
  const r = Math.round(size * 0.38);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="#fff"/></svg>`,
  );
  const alpha = await sharp(mask).extractChannel(0).toColourspace('b-w').raw().toBuffer();
  return sharp(photo)
    .joinChannel(alpha, { raw: { width: size, height: size, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A small transparent PNG: for the tests about caching and errors, where size does not matter. */
const smallCutOut = () =>
  sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0 } } })
    .png()
    .toBuffer();

async function uploadedCutOut(png?: Buffer) {
  const app = getApp();
  const s = await shopWithAdmin(app);
  const category = await buildCategory(app.deps.db, s.site);
  const product = await buildProduct(app.deps.db, s.site, category, { name: 'Pipa Recortada' });
  png ??= await smallCutOut();
  expect((await sharp(png).metadata()).hasAlpha).toBe(true);
  const res = await s.client.post(`/api/products/${product.id}/images`, imageForm(png, { filename: 'recorte.png' }));
  expect(res.status).toBe(201);
  return { ...s, imageId: res.body.image_id as string };
}

async function fetchBytes(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, getApp().url), { headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('link preview images', () => {
  it('turns a transparent cut-out into a JPEG of at most 300 KB, white where it was transparent, in both shapes', async () => {
    const { imageId } = await uploadedCutOut(await cutOutPng());
    for (const [shape, width, height] of [
      ['square', 1200, 1200],
      ['wide', 1200, 630],
    ] as const) {
      const { res, body } = await fetchBytes(`/api/images/${imageId}/og.jpg?shape=${shape}`);
      expect(res.status, shape).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(body.length, `${shape}: ${body.length} bytes`).toBeLessThanOrEqual(OG_MAX_BYTES);
      const meta = await sharp(body).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width, height, hasAlpha: false });
      // a corner was transparent in the upload: it is white, not black
      const { data } = await sharp(body).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(
        [...data].every((c) => c >= 245),
        `corner pixel ${[...data]}`,
      ).toBe(true);
      // the subject is still there: the centre is not white
      const centre = await sharp(body)
        .extract({ left: width / 2, top: height / 2, width: 8, height: 8 })
        .stats();
      expect(centre.channels[0]!.stdev + centre.channels[1]!.stdev).toBeGreaterThan(5);
    }
  }, 120_000); // a detailed 1000 px upload is decoded and re-encoded in every width first

  it('stays within 300 KB even for a picture that is all fine detail (lower quality until it fits)', async () => {
    const size = 1200;
    const noise = Buffer.alloc(size * size * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
    const worst = await sharp(noise, { raw: { width: size, height: size, channels: 3 } })
      .webp({ quality: 90 })
      .toBuffer();
    const jpeg = await ogJpeg(worst, 'square');
    expect(jpeg.length).toBeLessThanOrEqual(OG_MAX_BYTES);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 });
  }, 60_000);

  it('makes each preview once and keeps it in storage; later answers are the same bytes, and a revalidation is 304', async () => {
    const app = getApp();
    const { imageId } = await uploadedCutOut();
    const first = await fetchBytes(`/api/images/${imageId}/og.jpg?shape=square`);
    expect(first.res.status, first.body.toString().slice(0, 300)).toBe(200);
    expect(storedFiles(app.deps.config.dataDir).filter((f) => f.includes(imageId) && f.endsWith('og-square.jpg'))).toHaveLength(1);
    const again = await fetchBytes(`/api/images/${imageId}/og.jpg?shape=square`);
    expect(again.body.equals(first.body)).toBe(true);
    const etag = first.res.headers.get('etag')!;
    const revalidated = await fetchBytes(`/api/images/${imageId}/og.jpg?shape=square`, { 'if-none-match': etag });
    expect(revalidated.res.status).toBe(304);
  });

  it('answers a wrong shape with a pt-BR 400 and an unknown image with 404, never a 500', async () => {
    const { imageId } = await uploadedCutOut();
    const bad = await fetchBytes(`/api/images/${imageId}/og.jpg?shape=banner`);
    expect(bad.res.status).toBe(400);
    expect(bad.body.toString()).toContain('shape deve ser wide (1200×630) ou square (1200×1200).');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nada']) {
      expect((await fetchBytes(`/api/images/${id}/og.jpg`)).res.status).toBe(404);
    }
  });
});
