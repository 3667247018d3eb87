import { endpoints } from '@vitrine/contract/endpoints/index';
/** The API's QR code address (GET /api/qr) for the shop, or for one of its products. */
export function qrUrl(options: { productId?: number; format?: 'svg' | 'png'; download?: boolean } = {}): string {
  const params = new URLSearchParams({ format: options.format ?? 'svg' });
  if (options.productId) params.set('product_id', String(options.productId));
  if (options.download) params.set('download', '1');
  return `/api${endpoints.qr.get.path}?${params}`;
}
