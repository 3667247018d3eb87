import { z } from 'zod';

/** GET /preview-link: where "Ver minha loja" / "Abrir site" send the browser. */
export const previewLinkBody = z
  .object({
    /** The shop's own address; while it is a draft, with a signed preview token. */
    url: z.string(),
    /** When the token stops working; null for a published shop (no token needed). */
    expires_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PreviewLink' });
export type PreviewLink = z.infer<typeof previewLinkBody>;
