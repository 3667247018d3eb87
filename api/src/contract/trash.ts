import { z } from 'zod';

/** How long a deleted product, category or shop can be restored (docs/api.md "Lixeira"). */
export const TRASH_DAYS = 30;

export const trashMessages = {
  notFound: 'Item não encontrado na Lixeira.',
  categoryGone: 'A categoria deste produto não existe mais. Restaure a categoria (ou crie outra e mova o produto) e tente de novo.',
  categoryNameTaken: 'Já existe outra categoria com este nome. Renomeie-a e restaure de novo.',
} as const;

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
