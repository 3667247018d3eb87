import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Test helper (not loaded by the app): image bytes and multipart bodies for upload tests,
 * including the broken ones a real client or an attacker can send.
 */

export async function pngImage(width = 640, height = 480, color = '#e63946'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF metadata (camera, copyright): re-encoding must drop it. */
export async function jpegWithExif(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'CameraSecreta', Copyright: 'Dono da foto', ImageDescription: 'Rua das Pipas 123' } })
    .toBuffer();
}

/** A marker written in a photo's GPS block: found in the upload's bytes, never in what is stored. */
export const GPS_MARKER = 'VITRINE-GPS-WGS84';

/**
 * A camera-like JPEG that JPEG cannot shrink: random pixels at quality 100 without chroma
 * subsampling take about 2.8 bytes a pixel (2100 × 1000 ≈ 6 MB), with EXIF (camera, GPS
 * position) and an EXIF orientation (6: the phone was held upright).
 */
export async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .withMetadata({ orientation })
    .withExifMerge({ IFD0: { Make: 'CameraSecreta' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSMapDatum: GPS_MARKER } })
    .toBuffer();
}

/** A real HEVC-coded HEIC, 640 × 480, red over dark blue, with EXIF and GPS (test/fixtures/README.md). */
export function heicPhoto(): Buffer {
  return fs.readFileSync(new URL('../../test/fixtures/photo.heic', import.meta.url));
}

/**
 * A valid PNG of a few dozen bytes whose header (IHDR) claims width × height pixels: a
 * decompression bomb's signature. Built by hand so no tool ever allocates the pixels.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // compression, filter and interlace methods: 0
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))), pngChunk('IEND', Buffer.alloc(0))]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** A form with one file, as a browser sends it. */
export function imageForm(bytes: Buffer, options: { field?: string; filename?: string; type?: string } = {}): FormData {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'foto.png');
  return form;
}

export interface RawPart {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

/**
 * A multipart body written by hand, for what FormData cannot send: a truncated body, a
 * part without a name… Answers the body and its Content-Type header.
 */
export function rawMultipart(parts: RawPart[], options: { truncateAt?: number; boundary?: string } = {}) {
  const boundary = options.boundary ?? 'vitrine-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (options.truncateAt !== undefined) body = body.subarray(0, options.truncateAt);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every file under the app's upload folder, relative to it (what "no file left" is checked on). */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}
