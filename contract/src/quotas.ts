import { z } from 'zod';

/** A shop's limits and what it uses of them (GET /api/quotas), shown in the admin. */
export const quotaUsage = z.object({
  products: z.object({ used: z.number().int(), limit: z.number().int() }),
  storage: z.object({ used_bytes: z.number().int(), limit_bytes: z.number().int() }),
  images_per_product: z.number().int(),
  uploads_per_minute: z.number().int(),
});
export type QuotaUsage = z.infer<typeof quotaUsage>;

export { formatBytes } from './bytes.ts';
