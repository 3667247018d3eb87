/// <reference path="./heic-decode.d.ts" />
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';

/** Decoded pixels: 4 bytes (RGBA) per pixel, rows top to bottom, already turned as the file says. */
export interface RawImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * The `ftyp` brands of an HEVC-coded HEIF (an iPhone photo says `heic`), and the generic
 * `mif1`/`msf1` that AVIF files may also carry: for those the pipeline asks sharp which codec
 * the image uses before choosing a decoder.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** Whether the bytes are an ISO-BMFF file whose major brand is a HEIF one (sniffed, never from the name). */
export function isHeifFile(buf: Uint8Array): boolean {
  if (buf.length < 12) return false;
  const box = Buffer.from(buf.buffer, buf.byteOffset, 12);
  return box.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(box.toString('latin1', 8, 12));
}

/**
 * Decodes the first image of a HEIC (as heic-decode's own one-image call does) with libheif compiled to WebAssembly (heic-decode over
 * libheif-js): sharp's prebuilt libvips reads HEIF headers but has no HEVC decoder. Runs on a
 * worker thread (worker-tasks/tasks.ts): decoding a 12-megapixel photo takes a second or more
 * of CPU. The size in the file's header is checked before any pixel is decoded.
 */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<RawImage> {
  return withoutLibraryChatter(() => decodeFirstImage(bytes, maxPixels));
}

async function decodeFirstImage(bytes: Uint8Array, maxPixels: number): Promise<RawImage> {
  // loaded on first use: the WebAssembly module is 5 MB, and most worker tasks never need it
  const { default: decode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: bytes });
  } catch {
    throw new AppError(400, messages.uploads.invalidImage);
  }
  try {
    const first = images[0];
    if (!first?.width || !first.height) throw new AppError(400, messages.uploads.invalidImage);
    if (first.width * first.height > maxPixels) throw new AppError(413, messages.uploads.tooManyPixels);
    const decoded = await first.decode().catch(() => {
      throw new AppError(400, messages.uploads.invalidImage);
    });
    const pixels = new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    if (pixels.byteLength !== decoded.width * decoded.height * 4) throw new AppError(400, messages.uploads.invalidImage);
    return { width: decoded.width, height: decoded.height, pixels };
  } finally {
    images.dispose(); // all() keeps the decoder's WebAssembly memory until then
  }
}

/**
 * libheif-js reports a broken file with `console.log("Could not parse HEIF file", …)` before
 * answering nothing. On a worker thread that line would reach the server's stdout between the
 * JSON log lines; the 400 already says what happened. A worker runs one task at a time, so only
 * this decode is silenced.
 */
async function withoutLibraryChatter<T>(work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = log;
  }
}
