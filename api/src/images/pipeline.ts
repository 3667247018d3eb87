import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '@vitrine/contract/products';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { isHeifFile, type RawImage } from './heic.ts';

/** Uploads are decoded only if they claim at most this many pixels (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp']);

/**
 * Turns a HEIC's bytes into pixels off the event loop (save-upload.ts hands in the worker
 * pool, in the shop's turn). Without one, a HEIC is refused as an unsupported type.
 */
export type HeicDecoder = (bytes: Buffer, maxPixels: number) => Promise<RawImage>;

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
export function sniffFormat(buf: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (isHeifFile(buf)) return 'heif';
  return null;
}

/**
 * Checks, decodes and re-encodes an uploaded image: the header is read first so a huge
 * image is refused before any pixel is decoded; re-encoding drops metadata (EXIF, GPS).
 * A HEIC (HEVC-coded HEIF) is decoded to pixels by `decodeHeic`, then goes the same way.
 */
export async function processImage(input: Buffer, decodeHeic?: HeicDecoder): Promise<ProcessedImage> {
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
  // sharp reads a HEIF's header (its size, its codec) but its prebuilt libvips decodes no HEVC
  const heic = sniffed === 'heif' && meta.format === 'heif' && meta.compression === 'hevc' && decodeHeic !== undefined;
  if (!meta.format || !(ACCEPTED.has(meta.format) || heic) || !meta.width || !meta.height) {
    throw new AppError(415, messages.uploads.unsupportedType);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError(413, messages.uploads.tooManyPixels);

  const source = heic ? await heicSource(input, meta.hasAlpha, decodeHeic) : exifOriented(input, meta.width, meta.height, meta.orientation);
  const fallback = meta.hasAlpha || sniffed === 'png' || sniffed === 'gif' ? 'png' : 'jpeg';
  const widths = variantWidths(source.width);
  const variants: Variant[] = [];
  try {
    for (const width of widths) {
      const base = source.open().resize({ width, withoutEnlargement: true });
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
  return { width: largest, height: Math.round((source.height * largest) / source.width), fallback, variants };
}

/** Where the pixels come from, and the picture's size once upright. */
interface Source {
  width: number;
  height: number;
  open: () => Sharp;
}

/** A file sharp decodes itself, turned by its EXIF orientation before the metadata goes away. */
function exifOriented(input: Buffer, width: number, height: number, orientation: number | undefined): Source {
  const turned = orientation !== undefined && orientation >= 5;
  return {
    width: turned ? height : width,
    height: turned ? width : height,
    open: () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate(),
  };
}

/** A HEIC's pixels, already upright (libheif applies the file's rotation and mirroring). */
async function heicSource(input: Buffer, hasAlpha: boolean, decodeHeic: HeicDecoder): Promise<Source> {
  const { width, height, pixels } = await decodeHeic(input, MAX_INPUT_PIXELS);
  const raw = { width, height, channels: 4 as const };
  return {
    width,
    height,
    // the decoder always answers RGBA: an opaque photo drops the alpha so WebP and JPEG stay small
    open: () => (hasAlpha ? sharp(pixels, { raw }) : sharp(pixels, { raw }).removeAlpha()),
  };
}

/** The fixed widths up to the image's own, plus the image's width when it is smaller than all. */
function variantWidths(width: number): number[] {
  const fits = IMAGE_WIDTHS.filter((w) => w <= width);
  if (fits.length === IMAGE_WIDTHS.length || width <= IMAGE_WIDTHS[0]) return fits.length ? [...fits] : [width];
  return [...fits, width];
}

export const contentTypeOf = (format: Variant['format']) => `image/${format}`;
export const extensionOf = (format: Variant['format']) => (format === 'jpeg' ? 'jpg' : format);
