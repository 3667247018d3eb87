import sharp from 'sharp';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Storage } from '../storage/storage.ts';
import { parseStorageKey, publicImage, variantKey, type ImageRow } from './image-store.ts';
import { MAX_INPUT_PIXELS } from './pipeline.ts';

/**
 * Link previews: WhatsApp shows no preview above 300 KB and draws
 * transparency black, so a shared page names a JPEG flattened on white, of a size every
 * app crops well: 1200×630 for pages, square for products.
 */
const OG_SHAPES = { wide: { width: 1200, height: 630 }, square: { width: 1200, height: 1200 } } as const;
export type OgShape = keyof typeof OG_SHAPES;
export const OG_MAX_BYTES = 300 * 1024;

/** Lower qualities tried in turn until the JPEG fits OG_MAX_BYTES (a photo fits at the first). */
const QUALITIES = [82, 72, 60, 45, 30];

/** The whole picture, fitted inside the shape on white (never cropped: a logo or product stays whole). */
export async function ogJpeg(source: Buffer, shape: OgShape): Promise<Buffer> {
  const { width, height } = OG_SHAPES[shape];
  const fitted = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width, height, fit: 'contain', background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(fitted.data, { raw: fitted.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) break;
  }
  return jpeg;
}

const ogKey = (prefix: string, shape: OgShape) => `${prefix}/og-${shape}.jpg`;

/**
 * The preview JPEG of a stored image: made from its largest variant on first request and
 * kept in storage next to the others (an image id never changes content, so neither does this).
 */
export async function ogImageFor(storage: Storage, row: Pick<ImageRow, 'storage_key'>, shape: OgShape): Promise<Buffer | null> {
  const { prefix, widths } = parseStorageKey(row.storage_key);
  const key = ogKey(prefix, shape);
  const stored = await storage.get(key);
  if (stored) return stored;
  if (!widths.length) return null;
  const source = await storage.get(variantKey(prefix, Math.max(...widths), 'webp'));
  if (!source) return null;
  const jpeg = await ogJpeg(source, shape);
  await storage.put(key, jpeg, 'image/jpeg');
  return jpeg;
}

/** Public like GET /images/{id}: ids are random, and previews are fetched by apps that carry no session. */
export const ogImageRoutes = [
  route(endpoints.ogImage.get, async ({ ctx, params, query, req, res }) => {
    const row = await publicImage(ctx.db, params.id);
    const etag = `"${row.id}-og-${query.shape}"`;
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Content-Type': 'image/jpeg',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const body = await ogImageFor(ctx.deps.storage, row, query.shape);
    if (!body) throw new AppError(404, messages.products.imageNotFound);
    res.send(body);
  }),
];
