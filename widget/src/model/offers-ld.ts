import type { Product } from './types.ts';
import { describeChoice } from './variants.ts';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const NEW = 'https://schema.org/NewCondition';

/**
 * The JSON-LD offers of a product: one Offer, or with options an
 * AggregateOffer holding every combination on show, each with its own price and stock.
 */
export function productOffers(p: Product, url: string, seller: { '@id': string } & Record<string, string>) {
  // a product sold out as a whole is sold out in every combination
  const stock = (on: boolean) => (on && p.availability !== 'esgotado' ? IN_STOCK : OUT_OF_STOCK);
  if (!p.variants.length) {
    return { '@type': 'Offer', url, price: p.price.toFixed(2), priceCurrency: 'BRL', availability: stock(true), itemCondition: NEW, seller };
  }
  const offers = p.variants.map((v) => ({
    '@type': 'Offer',
    url,
    name: describeChoice(p.options, v.options),
    sku: `${p.id}-${v.id}`,
    price: v.price.toFixed(2),
    priceCurrency: 'BRL',
    availability: stock(v.availability === 'disponivel'),
    itemCondition: NEW,
  }));
  const prices = p.variants.map((v) => v.price);
  return {
    '@type': 'AggregateOffer',
    url,
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: offers.length,
    priceCurrency: 'BRL',
    availability: offers.some((o) => o.availability === IN_STOCK) ? IN_STOCK : OUT_OF_STOCK,
    seller,
    offers,
  };
}
