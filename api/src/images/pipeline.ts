import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '../contract/products.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '../contract/messages.ts';

/** Uploads are decoded only if they claim at most this many pixels (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp']);

export interface Variant {
  width: number;
  format: 'webp' | 'jpeg' | 'png';
  body: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** The fallback format for browsers that do not take WebP. */
  fallback: 'jpeg' | 'png';
  variants: Variant[];
}

/** The format the bytes say, from their magic numbers: never the file name or declared type. */
export function sniffFormat(buf: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks, decodes and re-encodes an uploaded image: the header is read first so a huge
 * image is refused before any pixel is decoded; re-encoding drops metadata (EXIF, GPS).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sniffed = sniffFormat(input);
  if (!sniffed) throw new AppError(415, messages.uploads.unsupportedType);
  let meta: Metadata;
  try {
    // reads the header only; sharp refuses here an image whose header claims too many pixels
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new AppError(413, messages.uploads.tooManyPixels);
    throw new AppError(400, messages.uploads.invalidImage);
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError(415, messages.uploads.unsupportedType);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError(413, messages.uploads.tooManyPixels);

  const fallback = meta.hasAlpha || sniffed === 'png' || sniffed === 'gif' ? 'png' : 'jpeg';
  // orient by EXIF before the metadata goes away
  const oriented = meta.orientation && meta.orientation >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const widths = variantWidths(oriented.width);
  const variants: Variant[] = [];
  try {
    for (const width of widths) {
      const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
      variants.push({ width, format: 'webp', body: await base.clone().webp({ quality: 78 }).toBuffer() });
      variants.push({
        width,
        format: fallback,
        body:
          fallback === 'png'
            ? await base.clone().png({ compressionLevel: 9, palette: true }).toBuffer()
            : await base.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      });
    }
  } catch {
    throw new AppError(400, messages.uploads.invalidImage);
  }
  const largest = Math.max(...widths);
  return { width: largest, height: Math.round((oriented.height * largest) / oriented.width), fallback, variants };
}

/** The fixed widths up to the image's own, plus the image's width when it is smaller than all. */
export function variantWidths(width: number): number[] {
  const fits = IMAGE_WIDTHS.filter((w) => w <= width);
  if (fits.length === IMAGE_WIDTHS.length || width <= IMAGE_WIDTHS[0]) return fits.length ? [...fits] : [width];
  return [...fits, width];
}

export const contentTypeOf = (format: Variant['format']) => `image/${format}`;
export const extensionOf = (format: Variant['format']) => (format === 'jpeg' ? 'jpg' : format);
