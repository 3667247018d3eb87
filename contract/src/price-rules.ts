import { messages } from './messages.ts';
import type { Availability } from './catalogue-words.ts';

/**
 * The rules of a product's prices, as pure functions shared by the API (contract and
 * products service), the spreadsheet import, the admin form and the storefront, so each
 * decides the same and says it with the same pt-BR message. Money arrives as the parser
 * leaves it ("12.50") or as an answer has it (12.5); two decimals compare exactly as numbers.
 */
type Money = string | number;

/** A price pair's breach, by the field path it belongs to (the API's `details` keys). */
export interface PriceProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The old price (preço antigo) is the one crossed out next to the price: there is none, or it
 * is higher. A value that is not money is the money rule's to report, not this one's.
 */
export function oldPriceProblem(price: Money, oldPrice: Money | null | undefined): string | null {
  if (oldPrice === null || oldPrice === undefined || oldPrice === '') return null;
  const [now, before] = [Number(price), Number(oldPrice)];
  if (!Number.isFinite(now) || !Number.isFinite(before)) return null;
  return before > now ? null : messages.products.oldPriceNotHigher;
}

export interface PricedProduct {
  price?: Money | undefined;
  old_price?: Money | null | undefined;
  variants?: readonly { price: Money; old_price: Money | null }[] | undefined;
}

/**
 * Every breach in a product's prices: each combination's own pair, and the product's pair when
 * it has no combinations (with them, the product's prices are the cheapest combination's).
 */
export function priceProblems(p: PricedProduct): PriceProblem[] {
  const variants = p.variants ?? [];
  const problems: PriceProblem[] = [];
  variants.forEach((v, i) => {
    const message = oldPriceProblem(v.price, v.old_price);
    if (message) problems.push({ path: ['variants', i, 'old_price'], message });
  });
  if (!variants.length && p.price !== undefined) {
    const message = oldPriceProblem(p.price, p.old_price);
    if (message) problems.push({ path: ['old_price'], message });
  }
  return problems;
}

/** The same breaches keyed as an answer's `details` and the admin's field errors ("variants.0.old_price"). */
export const priceProblemFields = (p: PricedProduct): Record<string, string> =>
  Object.fromEntries(priceProblems(p).map((problem) => [problem.path.join('.'), problem.message]));

/**
 * Whether a product saved without saying so is on promotion: it has an old price, its own or
 * one of its combinations'. A crossed-out price is what a promotion looks like.
 */
export function onPromotion(p: { old_price?: Money | null | undefined; variants?: readonly { old_price: Money | null }[] | undefined }): boolean {
  return (p.old_price ?? null) !== null || (p.variants ?? []).some((v) => v.old_price !== null);
}

/** Whether the storefront crosses out the old price: on promotion, and the old price above the price. */
export function showsOldPrice(price: number, oldPrice: number | null, isPromotion: boolean): oldPrice is number {
  return isPromotion && oldPrice !== null && oldPrice > price;
}

/**
 * The combination whose price is the product's (the "a partir de" of a card, and what lists
 * sort by): the cheapest on show; only when every one is hidden, the cheapest hidden one.
 * Ties go to the first in the owner's order.
 */
export function cheapestVariant<T extends { price: Money; availability: Availability }>(variants: readonly T[]): T | undefined {
  const rank = (v: T) => [v.availability === 'oculto' ? 1 : 0, Number(v.price)] as const;
  let best: T | undefined;
  for (const v of variants) {
    if (!best) {
      best = v;
      continue;
    }
    const [hidden, price] = rank(v);
    const [bestHidden, bestPrice] = rank(best);
    if (hidden < bestHidden || (hidden === bestHidden && price < bestPrice)) best = v;
  }
  return best;
}
