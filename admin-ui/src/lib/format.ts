import { plural } from '@vitrine/contract/counts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** docs/product.md §9: prices in BRL with pt-BR formatting, e.g. R$ 19,90. */
export const formatBRL = (value: number | string | null | undefined) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return n === null || n === undefined || !Number.isFinite(n) ? '—' : brl.format(n);
};

export { formatCount, plural } from '@vitrine/contract/counts';

/**
 * A category's count in the admin: every product, hidden ones said apart, since the shop
 * shows (and counts) only the others: "3 produtos, 1 oculto".
 */
export const categoryCountLabel = (c: { product_count: number; hidden_count: number }) =>
  `${plural(c.product_count, 'produto', 'produtos')}${c.hidden_count ? `, ${plural(c.hidden_count, 'oculto', 'ocultos')}` : ''}`;

/** Human file size in pt-BR (1,2 MB), the same words as the API's quota messages. */
export { formatBytes } from '@vitrine/contract/bytes';
