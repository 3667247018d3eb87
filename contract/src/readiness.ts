import { z } from 'zod';

/**
 * What stands between a shop and its shoppers: each item true when done.
 * The UIs add the link that fixes each, by role (the owner cannot publish; the master has no
 * product screens).
 */
export const READINESS_KEYS = ['published', 'contact', 'photo'] as const;
export type ReadinessKey = (typeof READINESS_KEYS)[number];

export const readinessSchema = z.object({
  /** Every item done: the shop is live and reachable. */
  ready: z.boolean(),
  items: z.array(z.object({ key: z.enum(READINESS_KEYS), ok: z.boolean(), message: z.string() })),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const publishQuery = z.object({
  /** Publish even without WhatsApp or Instagram (the person confirmed). */
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
