import { formatPrice } from './format.ts';
import { fill, messages } from './text.ts';
import type { Product, ProductVariant } from './types.ts';
import { describeChoice } from './variants.ts';

/**
 * The WhatsApp message about a chosen combination: it names the choice
 * and its price; a sold-out one asks whether it will be back.
 */
export function choiceMessage(
  product: Pick<Product, 'name' | 'unit' | 'options'>,
  variant: ProductVariant,
  productUrl: string,
  soldOut = variant.availability === 'esgotado',
): string {
  const template = soldOut ? messages.variants.soldOutMessage : messages.variants.buyMessage;
  return fill(template, {
    name: product.name,
    choice: describeChoice(product.options, variant.options),
    price: formatPrice(variant.price),
    unit: product.unit,
    link: productUrl,
  });
}
