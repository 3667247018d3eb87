/** Lower case without accents: "Acessórios" → "acessorios". Used for search and uniqueness. */
export const searchKey = (text: string | null | undefined) =>
  (text ?? '').normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/** What the catalogue search looks in: a product's name and description. */
export const productSearchText = (p: { name: string; description?: string | null; short_description?: string | null }) =>
  searchKey([p.name, p.short_description, p.description].filter(Boolean).join(' \n '));
