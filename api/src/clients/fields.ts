import type { ClientCreateInput, ClientUpdateInput } from '@vitrine/contract/clients';

/** Client fields whose column has another name: the shop's settings are the same columns. */
const COLUMN_OF: Record<string, string> = {
  contact_whatsapp: 'whatsapp',
  contact_instagram: 'instagram',
};

const NOT_COLUMNS = new Set(['username', 'password']);

/** The `sites` columns a create or update writes; fields left out of a PUT stay as they are. */
export function siteColumns(input: ClientCreateInput | ClientUpdateInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || NOT_COLUMNS.has(field)) continue;
    out[COLUMN_OF[field] ?? field] = value;
  }
  return out;
}
