/** Longest slug kept in an address: enough to read, short enough to share. */
const MAX_SLUG = 80;

/**
 * The readable part of a product's address, from its name: accents
 * stripped, lower case, words joined by hyphens. "Pipa Arraia Ção 60 cm" → "pipa-arraia-cao-60-cm".
 * Computed, never stored: a renamed product gets a new slug and its old ones redirect.
 */
export function slugify(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= MAX_SLUG) return words;
  const cut = words.slice(0, MAX_SLUG);
  // cut at a word boundary when one is near, never leaving a trailing hyphen
  return (cut.lastIndexOf('-') > MAX_SLUG / 2 ? cut.slice(0, cut.lastIndexOf('-')) : cut).replace(/-+$/, '');
}
