/** Lower case without accents: "Acessórios" → "acessorios". Used for names that must not repeat (categories); the catalogue search is in the database (products/search.ts). */
export const searchKey = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
