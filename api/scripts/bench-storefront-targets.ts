import { SEARCH_TERMS, type SeededShop } from './bench-seed.ts';

/** Two public API calls the widget makes, and the server-rendered pages shoppers open most. */
export const STOREFRONT_SCENARIOS = ['category', 'product', 'home', 'productPage', 'productsPage', 'search'] as const;
export type StorefrontScenario = (typeof STOREFRONT_SCENARIOS)[number];

export const STOREFRONT_LABELS: Record<StorefrontScenario, string> = {
  category: 'GET /api/products?category_id=',
  product: 'GET /api/products/{id}',
  home: 'página inicial (SSR)',
  productPage: 'página de produto (SSR)',
  productsPage: 'página de produtos (SSR)',
  search: 'busca /products?q= (SSR)',
};

/**
 * The terms the search page is asked for: a word, a category name, a typo that full text misses
 * (the second, trigram query). Three, so every shop's searches fit the cache beside its pages.
 */
export const PAGE_SEARCH_TERMS = [SEARCH_TERMS[0]!, SEARCH_TERMS[1]!, SEARCH_TERMS[8]!];

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
    case 'productsPage':
      return { subdomain: shop.subdomain, path: '/products' };
    case 'search':
      return { subdomain: shop.subdomain, path: `/products?q=${pick(PAGE_SEARCH_TERMS, random)}` };
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
      case 'productsPage':
        return [{ subdomain: s, path: '/products' }];
      case 'search':
        return PAGE_SEARCH_TERMS.map((term) => ({ subdomain: s, path: `/products?q=${term}` }));
      default:
        return [];
    }
  });
}

/** What a phone's browser sends: the answers (real and ceiling) are compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
