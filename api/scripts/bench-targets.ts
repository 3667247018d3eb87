import { SEARCH_TERMS, type SeededShop } from './bench-seed.ts';

/** The three calls the storefront makes most, as the benchmark loads them. */
export const SCENARIOS = ['category', 'search', 'product'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_LABELS: Record<Scenario, string> = {
  category: 'GET /api/products?category_id=',
  search: 'GET /api/products?q=',
  product: 'GET /api/products/{id}',
};

export interface Target {
  subdomain: string;
  path: string;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** A request of this scenario on a random shop: random category, search term or product. */
export function randomTarget(scenario: Scenario, shops: readonly SeededShop[], random: () => number = Math.random): Target {
  const shop = pick(shops, random);
  switch (scenario) {
    case 'category':
      return { subdomain: shop.subdomain, path: `/api/products?category_id=${pick(shop.categoryIds, random)}` };
    case 'search':
      return { subdomain: shop.subdomain, path: `/api/products?q=${pick(SEARCH_TERMS, random)}` };
    case 'product':
      return { subdomain: shop.subdomain, path: `/api/products/${pick(shop.productIds, random)}` };
  }
}

/** A small deterministic generator, so the ceiling's recorded sample is the same every run. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
