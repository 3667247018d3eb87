import { z } from 'zod';

export { TRASH_DAYS, trashMessages } from './trash-words.ts';

export const trashKind = z.enum(['product', 'category', 'shop']);
export type TrashKind = z.infer<typeof trashKind>;

/** One item in the trash: what it was, when it went, until when it can come back. */
export const trashItemBody = z.object({
  kind: trashKind,
  /** The product's, category's or shop's own id: restore with POST …/{id}/restore. */
  id: z.number().int(),
  name: z.string(),
  /** What goes and comes back with it: "3 fotos, 2 opções". */
  contents: z.string(),
  deleted_at: z.iso.datetime(),
  deleted_by: z.string().nullable(),
  purge_at: z.iso.datetime(),
  /** A shop's subdomain (kept reserved while it is in the trash). */
  subdomain: z.string().optional(),
});
export type TrashItem = z.infer<typeof trashItemBody>;
