/// <reference path="../bundle-flags.d.ts" />
import { HOME_CANDIDATES, HOME_CATEGORIES, HOME_PRODUCTS, PRODUCTS_PAGE_SIZE, RELATED_PRODUCTS } from './constants.ts';
import type { Route } from './routes.ts';
import type { CardProduct, Category, Product, ProductListQuery } from './types.ts';

/**
 * Where a page's data comes from: the database on the server (api/src/storefront), the
 * public API in the browser (createStoreApi). One loader over both, so what the server
 * renders and what the browser renders after navigating are the same data.
 */
export interface StoreSource {
  categories(): Promise<Category[]>;
  products(query: ProductListQuery): Promise<{ items: Product[]; total: number }>;
  /** null when the shop has no such product. */
  product(id: number): Promise<Product | null>;
  /**
   * A category's first products, as the pages of its products show them (the related row): the
   * same list for every one of those pages, which a source may keep (the server does, by the
   * shop's content version). Without it, `products` is asked.
   */
  categoryRow?(categoryId: number, limit: number): Promise<{ items: Product[]; total: number }>;
  /**
   * The home page's products in one read: the starred on show (up to `candidates`), or, when none
   * is, the first `first` in the owner's order (starred false). The server's source has it (one
   * query instead of two for a shop with nothing starred); the browser's bundles leave it out
   * (homeProducts), and `products` is asked twice as before.
   */
  homePick?(candidates: number, first: number): Promise<{ items: Product[]; starred: boolean }>;
}

/**
 * A page's data. Its lists (`L`) are read as their cards show them: loaded whole (`loadPage`,
 * `PageData<Product>`), they reach the page's script as cards only (model/boot.ts), and the
 * pages read no more of them than a card does.
 */
export type PageData<L extends CardProduct = CardProduct> =
  /** featured: the starred products, or (starred false) the first in the owner's order when none is. */
  | { view: 'home'; categories: Category[]; featured: L[]; starred: boolean }
  /** featured: the destaques shown under a search that found nothing. */
  | { view: 'products'; categories: Category[]; items: L[]; total: number; featured?: L[] }
  | { view: 'categories'; categories: Category[] }
  | { view: 'contact' }
  /** categories: those with products; featured: the home page's pick, destaques first. */
  | { view: 'links'; categories: Category[]; featured: L[] }
  | { view: 'product'; product: Product | null; related: L[] }
  | { view: 'notfound' };

export interface PageState<L extends CardProduct = CardProduct> {
  route: Route;
  data: PageData<L>;
}

/** Up to 4 categories with the most products (ties by name); empty ones are not "popular". */
export function popularCategories(categories: Category[], n = HOME_CATEGORIES): Category[] {
  return categories
    .filter((c) => c.product_count > 0)
    .sort((a, b) => b.product_count - a.product_count || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, n);
}

/**
 * Up to 6 products in the shop's order, sold-out ones last (docs/product.md §2, issues 5 and 13). The
 * destaques are only what the owner starred: the caller asks for those.
 */
export function featuredProducts<P extends CardProduct>(products: P[], n = HOME_PRODUCTS): P[] {
  const rank = (p: P) => (p.availability === 'esgotado' ? 1 : 0);
  return products
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .slice(0, n)
    .map(({ p }) => p);
}

/** The owner's starred products, sold-out ones last. */
const starredProducts = async (source: StoreSource) => featuredProducts((await source.products({ featured: true, limit: HOME_CANDIDATES })).items);

/** The categories a shopper sees: those with something on show. */
const shownCategories = async (source: StoreSource) => (await source.categories()).filter((c) => c.product_count > 0);

/**
 * The home page's products: the starred, sold-out ones last, or, nothing starred yet, the first
 * products (shown under their own title). On the server one read (StoreSource.homePick); the
 * browser's bundles, where VS_EMBED is defined, drop that branch (bundle-flags.d.ts).
 */
async function homeProducts(source: StoreSource): Promise<{ featured: Product[]; starred: boolean }> {
  if (typeof VS_EMBED !== 'boolean' && source.homePick) {
    const pick = await source.homePick(HOME_CANDIDATES, HOME_PRODUCTS);
    return { featured: pick.starred ? featuredProducts(pick.items) : pick.items, starred: pick.starred };
  }
  const featured = await starredProducts(source);
  return { featured: featured.length ? featured : (await source.products({ limit: HOME_PRODUCTS })).items, starred: !!featured.length };
}

export async function loadPage(source: StoreSource, route: Route): Promise<PageState<Product>> {
  switch (route.view) {
    case 'home': {
      const [categories, products] = await Promise.all([shownCategories(source), homeProducts(source)]);
      return { route, data: { view: 'home', categories: popularCategories(categories), ...products } };
    }
    case 'links': {
      // the link-in-bio page shows the home page's destaques, and every category with products
      const [categories, featured] = await Promise.all([shownCategories(source), starredProducts(source)]);
      return { route, data: { view: 'links', categories, featured } };
    }
    case 'products': {
      const [categories, list] = await Promise.all([
        shownCategories(source),
        source.products({ q: route.q || undefined, category_id: route.categoryId ?? undefined, sort: route.sort, limit: PRODUCTS_PAGE_SIZE }),
      ]);
      // a ?categoria= of another shop (or a deleted one) shows the whole catalogue, not an empty page
      if (route.categoryId && !categories.some((c) => c.id === route.categoryId)) {
        return loadPage(source, { ...route, categoryId: null });
      }
      // a search that found nothing is no dead end: the destaques follow the offer to ask the shop
      const featured = route.q && !list.total ? await starredProducts(source) : undefined;
      return { route, data: { view: 'products', categories, items: list.items, total: list.total, ...(featured ? { featured } : {}) } };
    }
    case 'categories':
      return { route, data: { view: 'categories', categories: await shownCategories(source) } };
    case 'contact':
      return { route, data: { view: 'contact' } };
    case 'product': {
      const product = route.id ? await source.product(route.id) : null;
      if (!product) return { route, data: { view: 'product', product: null, related: [] } };
      const same = await (source.categoryRow
        ? source.categoryRow(product.category_id, RELATED_PRODUCTS + 1)
        : source.products({ category_id: product.category_id, limit: RELATED_PRODUCTS + 1 }));
      const related = same.items.filter((p) => p.id !== product.id).slice(0, RELATED_PRODUCTS);
      // the page is known by its current slug, whatever the address said (see productRedirect)
      return { route: { ...route, slug: product.slug }, data: { view: 'product', product, related } };
    }
    case 'notfound':
      return { route, data: { view: 'notfound' } };
  }
}

/** The HTTP status a page answers with: a missing product or page is a real 404. */
export function pageStatus(state: PageState): 200 | 404 {
  const { data } = state;
  return data.view === 'notfound' || (data.view === 'product' && !data.product) ? 404 : 200;
}
