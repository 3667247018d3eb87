import { CLIENT_RESIZE_MAX_SIDE } from './contract.ts';

/**
 * A photo already this light, and no larger than the longest side, goes up as it is: re-encoding
 * it would only lose quality (the server turns it upright by its EXIF anyway).
 */
const LIGHT_ENOUGH = 1.5 * 1024 * 1024;
/** JPEG at 0.9 keeps a photo's detail at a tenth of a camera file's bytes. */
const QUALITY = 0.9;

/**
 * Shrinks a chosen photo in the browser before it is sent (docs/api-notes.md "Images"): the
 * longest side at most CLIENT_RESIZE_MAX_SIDE, turned upright by its EXIF orientation, encoded
 * as JPEG (or WebP when it may have transparency, PNG and WebP sources). A 12 MB camera photo
 * leaves as about a megabyte, so a phone on 4G sends it in seconds. What the browser cannot
 * decode (HEIC on Chrome), an animated GIF, and a photo that is already small go up unchanged;
 * the server decodes and shrinks those itself.
 */
export async function shrinkPhoto(file: File, maxSide: number = CLIENT_RESIZE_MAX_SIDE): Promise<File> {
  if (file.type === 'image/gif') return file; // canvas would keep only the first frame
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= maxSide && file.size <= LIGHT_ENOUGH) return file;
    const scale = Math.min(1, maxSide / longest);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const type = file.type === 'image/png' || file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
    const blob = await encode(bitmap, width, height, type);
    // a resize always wins; without one, keep whichever is lighter
    if (!blob || (scale === 1 && blob.size >= file.size)) return file;
    return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/** Draws the (already upright) bitmap at the given size and encodes it; null if the browser cannot. */
async function encode(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    draw(ctx, bitmap, width, height);
    return canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  draw(ctx, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

function draw(ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, width: number, height: number) {
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
}
