/**
 * The words of the owner's catalogue choices, as plain data with no imports, so
 * the storefront and widget bundles can take them without zod (as they take messages.ts).
 */

/** disponivel: on sale; esgotado: shown as sold out; oculto: off the public shop, visible to its admin. */
export const AVAILABILITY = ['disponivel', 'esgotado', 'oculto'] as const;
export type Availability = (typeof AVAILABILITY)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = { disponivel: 'Disponível', esgotado: 'Esgotado', oculto: 'Oculto' };

/**
 * How a product list is sorted. Absent (or relevancia): by relevance when searching, else
 * the owner's order. The storefront keeps the same words in its URL (?ordem=).
 */
export const PRODUCT_SORTS = ['relevancia', 'novidades', 'menor-preco', 'maior-preco'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevancia: 'Relevância',
  novidades: 'Novidades',
  'menor-preco': 'Menor preço',
  'maior-preco': 'Maior preço',
};
