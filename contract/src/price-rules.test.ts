import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { cheapestVariant, oldPriceProblem, onPromotion, priceProblemFields, showsOldPrice } from './price-rules.ts';

const notHigher = messages.products.oldPriceNotHigher;

describe('price rules', () => {
  it('wants an old price above the price, or none', () => {
    expect(oldPriceProblem('12.90', '15.00')).toBeNull();
    expect(oldPriceProblem(12.9, 12.91)).toBeNull();
    expect(oldPriceProblem('12.90', null)).toBeNull();
    expect(oldPriceProblem('12.90', undefined)).toBeNull();
    expect(oldPriceProblem('12.90', '12.90')).toBe(notHigher);
    expect(oldPriceProblem('12.90', '9.90')).toBe(notHigher);
    expect(oldPriceProblem(0, 0)).toBe(notHigher);
    // not money: the money rule's to report, not this one's
    expect(oldPriceProblem('doze', '10')).toBeNull();
  });

  it('names each field that breaks it: every combination, and the product only without combinations', () => {
    expect(priceProblemFields({ price: '10.00', old_price: '8.00' })).toEqual({ old_price: notHigher });
    expect(
      priceProblemFields({
        price: '10.00',
        old_price: '8.00',
        variants: [
          { price: '10.00', old_price: '12.00' },
          { price: '15.00', old_price: '15.00' },
        ],
      }),
    ).toEqual({ 'variants.1.old_price': notHigher });
    expect(priceProblemFields({ price: '10.00', old_price: '11.00', variants: [] })).toEqual({});
  });

  it('puts a product with any old price on promotion, and crosses it out only when it is higher', () => {
    expect(onPromotion({ old_price: '15.00' })).toBe(true);
    expect(onPromotion({ old_price: null, variants: [{ old_price: null }, { old_price: '20.00' }] })).toBe(true);
    expect(onPromotion({ old_price: null, variants: [{ old_price: null }] })).toBe(false);
    expect(onPromotion({})).toBe(false);
    expect(showsOldPrice(10, 12, true)).toBe(true);
    expect(showsOldPrice(10, 12, false)).toBe(false);
    expect(showsOldPrice(10, 10, true)).toBe(false);
    expect(showsOldPrice(10, null, true)).toBe(false);
  });

  it('takes the cheapest combination on show, the cheapest hidden one only when all are hidden, the first on a tie', () => {
    const v = (id: number, price: string, availability: 'disponivel' | 'esgotado' | 'oculto') => ({ id, price, availability });
    expect(cheapestVariant([v(1, '20.00', 'disponivel'), v(2, '5.00', 'oculto'), v(3, '12.50', 'esgotado'), v(4, '12.50', 'disponivel')])?.id).toBe(3);
    expect(cheapestVariant([v(1, '20.00', 'oculto'), v(2, '9.00', 'oculto')])?.id).toBe(2);
    expect(cheapestVariant([v(1, '100.00', 'disponivel'), v(2, '99.99', 'disponivel')])?.id).toBe(2);
    expect(cheapestVariant([])).toBeUndefined();
  });
});
