import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { MAX_UPLOAD_BYTES } from '@vitrine/contract/uploads';
import { imageForm, pngClaiming, pngImage, rawMultipart, storedFiles, SVG } from './test-images.ts';

const getApp = useTestApp();

async function uploadTarget(app: TestApp) {
  const shop = await shopWithAdmin(app);
  const category = await buildCategory(app.deps.db, shop.site);
  const product = await buildProduct(app.deps.db, shop.site, category);
  return { ...shop, path: `/api/products/${product.id}/images` };
}

/** A failed upload leaves nothing: no image row, no gallery row, no file. */
async function expectNothingStored(app: TestApp) {
  expect(await app.deps.db('images').count({ n: '*' }).first()).toEqual({ n: 0 });
  expect(await app.deps.db('product_images').count({ n: '*' }).first()).toEqual({ n: 0 });
  expect(storedFiles(app.deps.config.dataDir)).toEqual([]);
}

describe('upload safety (product images; the logo shares the same path)', () => {
  it('refuses SVG with 415 whatever the file name or declared type', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    for (const [filename, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['foto.png', 'image/png'],
      ['foto.jpg', 'image/jpeg'],
    ] as const) {
      const res = await client.post(path, imageForm(SVG, { filename, type }));
      expect(res.status, filename).toBe(415);
      expect(res.body.error).toBe(messages.uploads.unsupportedType);
    }
    await expectNothingStored(app);
  });

  it('reads the type from the bytes: a text file or a PDF named .png is 415, a PNG named .txt is accepted', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    expect((await client.post(path, imageForm(Buffer.from('olá, não sou imagem'), { filename: 'a.png' }))).status).toBe(415);
    expect((await client.post(path, imageForm(Buffer.from('%PDF-1.7\n...'), { filename: 'a.png' }))).status).toBe(415);
    await expectNothingStored(app);
    const png = await client.post(path, imageForm(await pngImage(), { filename: 'notas.txt', type: 'text/plain' }));
    expect(png.status).toBe(201);
  });

  it('refuses a tiny PNG whose header claims 20000×20000 quickly, without decoding it', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const bomb = pngClaiming(20000, 20000);
    expect(bomb.length).toBeLessThan(200);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await client.post(path, imageForm(bomb));
    const elapsed = performance.now() - started;
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(messages.uploads.tooManyPixels);
    // decoding 400 million pixels would take seconds and over a gigabyte; the header check takes neither
    expect(elapsed).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    await expectNothingStored(app);
  });

  it('refuses a file over 20 MB (MAX_UPLOAD_BYTES) with 413 and a clear message', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await client.post(path, imageForm(big));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(messages.uploads.tooLarge);
    await expectNothingStored(app);
  });

  it('refuses a corrupt image (valid signature, broken data) with 400', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const png = await pngImage();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await client.post(path, imageForm(broken));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.uploads.invalidImage);
    await expectNothingStored(app);
  });

  it('answers 415 to a request that is not multipart', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const json = await client.post(path, { file: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe(messages.http.expectedMultipart);
    const raw = await client.post(path, await pngImage(), { headers: { 'content-type': 'image/png' } });
    expect(raw.status).toBe(415);
    const none = await client.post(path);
    expect(none.status).toBe(415);
  });

  it('answers 400 to a multipart form without a file', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const form = new FormData();
    form.append('nome', 'sem arquivo');
    const res = await client.post(path, form);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.uploads.missingFile);

    const empty = rawMultipart([]);
    const res2 = await client.post(path, empty.body, { headers: { 'content-type': empty.contentType } });
    expect(res2.status).toBe(400);
  });

  it('answers 400 to an empty file', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const res = await client.post(path, imageForm(Buffer.alloc(0)));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.uploads.emptyFile);
  });

  it('answers 400 to two files in one request, in the same field or in two', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const png = new Uint8Array(await pngImage());
    const same = new FormData();
    same.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    same.append('file', new Blob([png], { type: 'image/png' }), 'b.png');
    const res = await client.post(path, same);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.uploads.oneFileOnly);

    const two = new FormData();
    two.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    two.append('foto', new Blob([png], { type: 'image/png' }), 'b.png');
    const res2 = await client.post(path, two);
    expect(res2.status).toBe(400);
    await expectNothingStored(app);
  });

  it('answers 400 naming the field when the file comes under another name', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const res = await client.post(path, imageForm(await pngImage(), { field: 'imagem' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.uploads.wrongField);
  });

  it('answers 400, never 500, to broken multipart bodies', async () => {
    const app = getApp();
    const { client, path } = await uploadTarget(app);
    const png = await pngImage();
    const whole = rawMultipart([{ name: 'file', filename: 'a.png', type: 'image/png', body: png }]);
    const cases: Array<[string, Buffer | string, string]> = [
      ['truncated ("Unexpected end of form")', whole.body.subarray(0, whole.body.length - 300), whole.contentType],
      ['no boundary in the header', whole.body, 'multipart/form-data'],
      ['boundary that never appears', whole.body, 'multipart/form-data; boundary=outra-coisa'],
      ['malformed part header', '--b\r\nContent-Disposition form-data name=file\r\n\r\nxx\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
      ['part without a name', rawMultipart([{ name: '', filename: 'a.png', body: png }]).body, whole.contentType],
      ['garbage', Buffer.alloc(5000, 0x41), 'multipart/form-data; boundary=zzz'],
    ];
    for (const [label, body, contentType] of cases) {
      const res = await client.post(path, body, { headers: { 'content-type': contentType } });
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(typeof res.body.error, label).toBe('string');
    }
    await expectNothingStored(app);
  });

  it('checks the login before reading the body: anonymous 401, nothing stored', async () => {
    const app = getApp();
    const { path, site } = await uploadTarget(app);
    const res = await app.client({ 'x-tenant-subdomain': site.subdomain }).post(path, imageForm(await pngImage()));
    expect(res.status).toBe(401);
    await expectNothingStored(app);
  });
});
