import { z } from 'zod';
import { idParam } from './common.ts';

/** GET /api/qr: a QR code of the shop's address, or of one of its products. */
export const qrQuery = z.object({
  product_id: idParam.optional(),
  format: z.enum(['svg', 'png'], 'Formato deve ser svg ou png.').default('svg'),
  /** Sent as an attachment (a file to save) rather than shown. */
  download: z.enum(['0', '1']).optional(),
});
export type QrQuery = z.infer<typeof qrQuery>;
