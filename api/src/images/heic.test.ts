import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '@vitrine/contract/messages';
import { decodeHeic, isHeifFile } from './heic.ts';
import { processImage, sniffFormat } from './pipeline.ts';
import { heicPhoto } from './test-images.ts';

/** An ISO-BMFF file's first box: `ftyp` with the given major brand. */
const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(12)]);

describe('HEIC detection and decoding', () => {
  it('knows a HEIF by its ftyp brand, never by anything else', () => {
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']) {
      expect(isHeifFile(ftyp(brand)), brand).toBe(true);
      expect(sniffFormat(ftyp(brand)), brand).toBe('heif');
    }
    for (const brand of ['avif', 'isom', 'mp42', 'qt  ']) expect(isHeifFile(ftyp(brand)), brand).toBe(false);
    expect(isHeifFile(Buffer.from('ftypheic'))).toBe(false);
    expect(isHeifFile(heicPhoto())).toBe(true);
  });

  it('decodes the fixture to upright RGBA pixels of its own size', async () => {
    const { width, height, pixels } = await decodeHeic(heicPhoto(), 40_000_000);
    expect({ width, height, bytes: pixels.byteLength }).toEqual({ width: 640, height: 480, bytes: 640 * 480 * 4 });
  });

  it('refuses before decoding when the header claims more pixels than allowed', async () => {
    await expect(decodeHeic(heicPhoto(), 640 * 480 - 1)).rejects.toMatchObject({ status: 413, message: messages.uploads.tooManyPixels });
  });

  it('refuses an AVIF (a HEIF brand of its own, AV1 inside) and a HEIC when no decoder is handed in, as unsupported', async () => {
    const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .avif()
      .toBuffer();
    await expect(processImage(avif)).rejects.toMatchObject({ status: 415, message: messages.uploads.unsupportedType });
    await expect(processImage(heicPhoto())).rejects.toMatchObject({ status: 415, message: messages.uploads.unsupportedType });
  });
});
