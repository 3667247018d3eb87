import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { CLIENT_RESIZE_MAX_SIDE } from '@vitrine/contract/uploads';
import { heicPhoto } from '../../api/src/images/test-images.ts';
import { checkScreen, landOn, login, openPage, openSettings, see, startAdminServer, type AdminTestServer } from './admin-browser.ts';

/**
 * Photos from a phone's camera roll in the product's image panel: a 12 MB camera JPEG is shrunk
 * and turned upright in the browser before it goes, each photo has its own progress bar, and a
 * failed one says why and can be sent again.
 */

const STORED = { width: 2600, height: 1650 };
const MARK = 300;
/**
 * A 12 MB photo is decoded and shrunk in the browser, then re-encoded into eight files on the
 * server: ~15 s alone on two cores, and up to 4× that while CI runs the API suites beside it.
 * A ceiling for waiting, not a timing: the inner waits below (60 s) must fit inside it.
 */
const BIG_PHOTO_TIMEOUT = 180_000;

/**
 * A 12 MB camera JPEG as a phone held upright saves it: pixels stored landscape (2600 × 1650)
 * with EXIF orientation 6 (show turned 90° clockwise). Random pixels keep JPEG from shrinking
 * it; a red square in the stored top-left corner lands top-right once turned.
 */
async function uprightCameraJpeg(): Promise<Buffer> {
  const { width, height } = STORED;
  const pixels = crypto.randomBytes(width * height * 3);
  for (let y = 0; y < MARK; y++) {
    for (let x = 0; x < MARK; x++) pixels.set([230, 20, 30], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain photo of a few hundred KB. */
async function smallJpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The file part of a multipart body, as the server receives it. */
function filePart(body: Buffer): { type: string; bytes: Buffer } {
  const boundary = body.subarray(0, body.indexOf('\r\n'));
  const headEnd = body.indexOf('\r\n\r\n');
  const head = body.subarray(0, headEnd).toString('latin1');
  const end = body.indexOf(Buffer.concat([Buffer.from('\r\n'), boundary]), headEnd);
  return { type: /content-type: (\S+)/i.exec(head)?.[1] ?? '', bytes: body.subarray(headEnd + 4, end) };
}

/** Holds the image uploads until `release()`, keeping each request's body; `failNext` drops the next one as a lost signal would. */
async function holdUploads(page: Page) {
  const bodies: Buffer[] = [];
  let failNext = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/products\/\d+\/images$/, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (failNext) {
      failNext = false;
      return route.abort('connectionreset');
    }
    bodies.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
    await released;
    await route.continue();
  });
  return {
    bodies,
    release,
    failOnce: () => {
      failNext = true;
    },
  };
}

describe('photos from the camera roll', () => {
  let app: AdminTestServer;
  let productIds: number[] = [];
  /**
   * The 12 MB photo, made once and chosen from disk as a phone's file picker does: Chromium
   * reads a file it is given by path itself, where a buffer would cross the DevTools pipe as
   * 16 MB of base64 (over 30 s in a CI run whose two cores also ran the API suites).
   */
  let photoDir = '';
  let photo: Buffer = Buffer.alloc(0);
  const cameraFile = (name: string) => path.join(photoDir, name);

  beforeAll(async () => {
    photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-photos-'));
    photo = await uprightCameraJpeg();
    for (const name of ['IMG_4032.jpg', 'logo-camera.jpg']) fs.writeFileSync(cameraFile(name), photo);
    app = await startAdminServer();
    const db = app.deps.db;
    const site = await buildSite(db, { subdomain: 'pipas-da-lia', store_name: 'Pipas da Lia' });
    await buildUser(db, { site, username: 'lia', full_name: 'Lia Souza' });
    const category = await buildCategory(db, site, { name: 'Pipas' });
    productIds = await Promise.all(['Pipa Raia', 'Pipa Estrela', 'Pipa Peixe'].map(async (name) => (await buildProduct(db, site, category, { name })).id));
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(photoDir, { recursive: true, force: true });
  });

  async function openProduct(context: BrowserContext, productId: number) {
    const page = await openPage(context);
    await login(page, app.url, 'lia', PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);
    await page.goto(`${app.url}/admin/products/edit/${productId}`);
    await see(page.getByRole('heading', { level: 1, name: 'Editar produto' }));
    return page;
  }

  const sizes = [
    ['phone', PHONE, 0],
    ['desktop', DESKTOP, 1],
  ] as const;
  for (const [label, device, index] of sizes) {
    it(
      `shrinks and turns a 12 MB camera photo before sending it, with a progress bar (${label})`,
      async () => {
        expect(photo.length).toBeGreaterThan(11 * 1024 * 1024);
        const context = await newContext(device);
        const page = await openProduct(context, productIds[index] as number);
        const uploads = await holdUploads(page);

        await page.locator('input[type="file"]').setInputFiles(cameraFile('IMG_4032.jpg'), { timeout: 60_000 });
        await see(page.getByRole('progressbar', { name: 'Envio de IMG_4032.jpg' }));
        await expect.poll(() => uploads.bodies.length).toBe(1);
        await screenshot(page, `admin-photo-uploading-${label}`); // no networkidle while the request is held

        const sent = filePart(uploads.bodies[0] as Buffer);
        expect(sent.type).toBe('image/jpeg');
        expect(sent.bytes.length).toBeLessThan(photo.length / 2);
        const meta = await sharp(sent.bytes).metadata();
        // upright: the landscape pixels became a portrait, at most CLIENT_RESIZE_MAX_SIDE long
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(CLIENT_RESIZE_MAX_SIDE);
        expect(meta.height).toBe(CLIENT_RESIZE_MAX_SIDE);
        expect(meta.width).toBe(Math.round((STORED.height * CLIENT_RESIZE_MAX_SIDE) / STORED.width));
        expect(meta.orientation ?? 1).toBe(1);
        const corner = async (left: number) =>
          [...(await sharp(sent.bytes).extract({ left, top: 20, width: 40, height: 40 }).resize(1, 1).removeAlpha().raw().toBuffer())] as number[];
        const [r, g, b] = await corner((meta.width as number) - 60); // the red square is now top-right
        expect(r).toBeGreaterThan(180);
        expect(g).toBeLessThan(80);
        expect(b).toBeLessThan(80);
        const [, gLeft] = await corner(20);
        expect(gLeft).toBeGreaterThan(60); // noise there, not red

        uploads.release();
        const panel = page.getByRole('list', { name: 'Imagens do produto' });
        // a ceiling, not a timing: the server re-encodes 4 megapixels of noise into eight files
        await see(panel.getByRole('img', { name: 'IMG_4032.jpg' }), 60_000);
        await see(panel.getByText('Principal'));
        await checkScreen(page, `photo-uploaded-${label}`);
        await context.close();
      },
      BIG_PHOTO_TIMEOUT,
    );
  }

  it('shows why an upload failed and sends it again with "Tentar de novo"; two photos each get their own progress bar', async () => {
    const context = await newContext(PHONE);
    const page = await openProduct(context, productIds[2] as number);
    const uploads = await holdUploads(page);
    uploads.failOnce();

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'rabiola-azul.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg('#1d4ed8') },
      { name: 'rabiola-verde.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg('#15803d') },
    ]);
    // the first was dropped on the way; the second has its own bar while it is being sent
    const failed = page.getByRole('listitem').filter({ hasText: 'rabiola-azul.jpg' });
    await see(failed.getByText(messages.auth.connection));
    await see(page.getByRole('progressbar', { name: 'Envio de rabiola-verde.jpg' }));
    expect(await page.getByRole('progressbar', { name: 'Envio de rabiola-azul.jpg' }).count()).toBe(0);
    await screenshot(page, 'admin-photo-failed-phone');

    uploads.release();
    const panel = page.getByRole('list', { name: 'Imagens do produto' });
    await see(panel.getByRole('img', { name: 'rabiola-verde.jpg' }));
    await failed.getByRole('button', { name: 'Tentar de novo: rabiola-azul.jpg' }).click();
    await see(panel.getByRole('img', { name: 'rabiola-azul.jpg' }));
    await checkScreen(page, 'photo-retried-phone');
    expect(uploads.bodies).toHaveLength(2);
    // chosen order kept for the first that arrived: it became the primary
    await see(panel.getByRole('listitem').first().getByRole('img', { name: 'rabiola-verde.jpg' }));
    await context.close();
  });

  it('two photos chosen at once each show their own progress bar until both are in the panel', async () => {
    const context = await newContext(DESKTOP);
    const page = await openProduct(context, productIds[0] as number);
    const uploads = await holdUploads(page);
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'pipa-1.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg('#f59e0b') },
      { name: 'pipa-2.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg('#7c3aed') },
    ]);
    const first = page.getByRole('progressbar', { name: 'Envio de pipa-1.jpg' });
    const second = page.getByRole('progressbar', { name: 'Envio de pipa-2.jpg' });
    await see(first);
    await see(second);
    await see(page.getByRole('listitem').filter({ hasText: 'pipa-2.jpg' }).getByText('Na fila'));
    await screenshot(page, 'admin-photo-two-desktop');
    uploads.release();
    const panel = page.getByRole('list', { name: 'Imagens do produto' });
    await see(panel.getByRole('img', { name: 'pipa-1.jpg' }));
    await see(panel.getByRole('img', { name: 'pipa-2.jpg' }));
    await checkScreen(page, 'photo-two-done-desktop');
    await context.close();
  });

  it("sends an iPhone's HEIC as it is (Chromium cannot decode it) and the server turns it into a picture", async () => {
    const context = await newContext(PHONE);
    const page = await openProduct(context, productIds[1] as number);
    const uploads = await holdUploads(page);
    uploads.release();
    const heic = heicPhoto();
    await page.locator('input[type="file"]').setInputFiles([{ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic }]);
    const panel = page.getByRole('list', { name: 'Imagens do produto' });
    await see(panel.getByRole('img', { name: 'IMG_0001.HEIC' }));
    expect(filePart(uploads.bodies[0] as Buffer).bytes.equals(heic)).toBe(true);
    const row = await app.deps.db('images').orderBy('created_at', 'desc').first('width', 'height', 'content_type');
    expect(row).toMatchObject({ width: 640, height: 480, content_type: 'image/jpeg' });
    await checkScreen(page, 'photo-heic-phone');
    await context.close();
  });

  it(
    'shrinks a 12 MB photo chosen as the logo with the same code before "Salvar configurações" sends it',
    async () => {
      const context = await newContext(PHONE);
      const page = await openSettings(app, context, 'lia');
      const sent: Buffer[] = [];
      await page.route(/\/api\/config\/logo$/, async (route: Route) => {
        if (route.request().method() === 'POST') sent.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
        await route.continue();
      });
      await page.locator('input[type="file"]').setInputFiles(cameraFile('logo-camera.jpg'), { timeout: 60_000 });
      await see(page.getByRole('img', { name: 'Prévia do novo logo' }));
      await page.getByRole('button', { name: 'Salvar configurações' }).click();
      // a ceiling, not a timing: the server re-encodes 4 megapixels of noise into eight files
      await see(page.getByRole('img', { name: 'Logo atual de Pipas da Lia' }), 60_000);
      expect(sent).toHaveLength(1);
      const meta = await sharp(filePart(sent[0] as Buffer).bytes).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({
        width: Math.round((STORED.height * CLIENT_RESIZE_MAX_SIDE) / STORED.width),
        height: CLIENT_RESIZE_MAX_SIDE,
      });
      await context.close();
    },
    BIG_PHOTO_TIMEOUT,
  );
});
