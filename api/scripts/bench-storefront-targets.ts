import type { SeededShop } from './bench-seed.ts';

/** The four reads of two public API calls the widget makes, two server-rendered pages. */
export const STOREFRONT_SCENARIOS = ['category', 'product', 'home', 'productPage'] as const;
export type StorefrontScenario = (typeof STOREFRONT_SCENARIOS)[number];

export const STOREFRONT_LABELS: Record<StorefrontScenario, string> = {
  category: 'GET /api/products?category_id=',
  product: 'GET /api/products/{id}',
  home: 'página inicial (SSR)',
  productPage: 'página de produto (SSR)',
};

export interface StorefrontTarget {
  subdomain: string;
  path: string;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/**
 * The products shoppers open: each shop's `hot` first ones (0: all of them). Shop traffic is
 * concentrated (a link shared in a group, the promotions on the home page); uniform traffic
 * over 100,000 products is the worst case, measured separately (docs/performance.md).
 */
const hotProducts = (shop: SeededShop, hot: number) => (hot > 0 ? shop.productIds.slice(0, hot) : shop.productIds);
/** The same products' page addresses (`{id}-{slug}`: a bare id answers 301). */
const hotPaths = (shop: SeededShop, hot: number) => (hot > 0 ? shop.productPaths.slice(0, hot) : shop.productPaths);

/** A request of this scenario on a random shop: uniform over shops, categories and hot products. */
export function storefrontTarget(
  scenario: StorefrontScenario,
  shops: readonly SeededShop[],
  hot: number,
  random: () => number = Math.random,
): StorefrontTarget {
  const shop = pick(shops, random);
  switch (scenario) {
    case 'category':
      return { subdomain: shop.subdomain, path: `/api/products?category_id=${pick(shop.categoryIds, random)}` };
    case 'product':
      return { subdomain: shop.subdomain, path: `/api/products/${pick(hotProducts(shop, hot), random)}` };
    case 'home':
      return { subdomain: shop.subdomain, path: '/' };
    case 'productPage':
      return { subdomain: shop.subdomain, path: `/product/${pick(hotPaths(shop, hot), random)}` };
  }
}

/** Every distinct request of a scenario's traffic (the warm-up asks each once). */
export function allTargets(scenario: StorefrontScenario, shops: readonly SeededShop[], hot: number): StorefrontTarget[] {
  return shops.flatMap((shop) => {
    const s = shop.subdomain;
    switch (scenario) {
      case 'category':
        return shop.categoryIds.map((id) => ({ subdomain: s, path: `/api/products?category_id=${id}` }));
      case 'product':
        return hotProducts(shop, hot).map((id) => ({ subdomain: s, path: `/api/products/${id}` }));
      case 'home':
        return [{ subdomain: s, path: '/' }];
      case 'productPage':
        return hotPaths(shop, hot).map((p) => ({ subdomain: s, path: `/product/${p}` }));
      default:
        return [];
    }
  });
}

/** What a phone's browser sends: the answers (real and ceiling) are compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
