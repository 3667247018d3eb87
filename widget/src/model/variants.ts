import type { Product, ProductOption, ProductVariant } from './types.ts';

/** Whether the old price is crossed out: the API's own rule (contract/price-rules.ts). */
export { showsOldPrice } from '@vitrine/contract/price-rules';

/** One value per option type, '' where the shopper has not chosen yet. */
export type Choice = string[];

/** Nothing chosen yet, except an option with one value only: there is nothing to choose. */
export const emptyChoice = (p: Pick<Product, 'options'>): Choice => p.options.map((o) => (o.values.length === 1 ? o.values[0]! : ''));

/** "Tamanho e Cor": the option types the shopper still has to choose. */
export const toChoose = (options: ProductOption[], choice: Choice) =>
  options
    .filter((_, i) => !choice[i])
    .map((o) => o.name)
    .join(' e ');

/** The combination the choice names, once every option type has a value. */
export function chosenVariant(p: Pick<Product, 'options' | 'variants'>, choice: Choice): ProductVariant | null {
  if (!p.options.length || choice.some((v) => !v)) return null;
  return p.variants.find((v) => v.options.every((value, i) => value === choice[i])) ?? null;
}

/** "Tamanho: M, Cor: Azul" */
export const describeChoice = (options: ProductOption[], values: string[]) => options.map((o, i) => `${o.name}: ${values[i] ?? ''}`).join(', ');

/**
 * What picking `value` for option type `index` would lead to, given the other choices:
 * a combination on sale, one sold out, or none at all (that value cannot be chosen now).
 */
export function valueState(p: Pick<Product, 'variants'>, choice: Choice, index: number, value: string): 'on-sale' | 'sold-out' | 'none' {
  const fits = p.variants.filter((v) => v.options[index] === value && v.options.every((other, i) => i === index || !choice[i] || other === choice[i]));
  if (!fits.length) return 'none';
  return fits.some((v) => v.availability === 'disponivel') ? 'on-sale' : 'sold-out';
}

/** A product whose price depends on the choice: more than one price on show. */
export const hasPriceRange = (p: Pick<Product, 'price' | 'price_max'>) => p.price_max > p.price;
