import { z } from 'zod';

/** Words of the conditional writes (docs/api.md "Edições concorrentes"). */
export const versionMessages = {
  stale: 'Este item foi alterado em outra aba ou por outra pessoa depois que você o abriu. Nada foi salvo.',
  badIfMatch: 'Cabeçalho If-Match inválido: envie o ETag recebido, entre aspas.',
} as const;

/** A 412's body: the current version, when and by whom it was made, and the item as it is now. */
export const staleWriteBody = z.object({
  error: z.string(),
  etag: z.string(),
  changed_at: z.iso.datetime(),
  changed_by: z.string().nullable(),
  current: z.unknown(),
});
export type StaleWrite = z.infer<typeof staleWriteBody>;
