import { oneLine } from './text-blocks.ts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 12,90. Intl puts a no-break space after R$; it is kept so the price never wraps. */
export const formatPrice = (value: number) => brl.format(value);

/** Accents and case out, for keyword matching (ç → c, Á → a). */
export const plainText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Cuts text at a word boundary for meta descriptions and cards. */
export function excerpt(text: string | null | undefined, max: number): string {
  const clean = oneLine(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
