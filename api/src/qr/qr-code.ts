import QRCode from 'qrcode';

/**
 * A QR code as a file: SVG (sharp at any print size) or PNG (1024 px, for chat apps and
 * documents). Error correction M survives a smudged or partly covered print; the quiet zone
 * of 2 modules is what scanners need and no more.
 */
export async function qrFile(text: string, format: 'svg' | 'png'): Promise<Buffer> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 2, color: { dark: '#000000', light: '#ffffff' } };
  if (format === 'svg') return Buffer.from(await QRCode.toString(text, { ...options, type: 'svg' }));
  return QRCode.toBuffer(text, { ...options, type: 'png', width: 1024 });
}
