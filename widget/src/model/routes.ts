import { PRODUCT_SORTS, type ProductSort } from '@vitrine/contract/catalogue-words';

/**
 * The storefront's pages and their addresses (docs/product.md §2). English paths are canonical; the
 * Portuguese ones (/produtos, /produto/{id}-{slug}, /categorias, /contato) answer the same pages.
 * A product's address is /product/{id}-{slug}: the id finds it, the slug
 * (from its name) is for people; an address with another slug, or none, redirects.
 */
export type Route =
  | { view: 'home' }
  /** sort: how the shopper sorted the list (?ordem=); absent is the default (relevance when searching, else the shop's order). */
  | { view: 'products'; q: string; categoryId: number | null; sort?: ProductSort }
  | { view: 'categories' }
  | { view: 'contact' }
  /** /links (alias /link): the shop in one small page, for an Instagram bio. */
  | { view: 'links' }
  /**
   * id is null when the address holds no valid id: shown as a missing product. slug is
   * what the address says ('' for none); once loaded, the product's own.
   */
  | { view: 'product'; id: number | null; slug?: string }
  | { view: 'notfound' };

export type View = Route['view'];

const MAX_ID = 2_147_483_647;

function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** The page an address names. `search` is the query string, with or without "?". */
export function parseRoute(pathname: string, search = ''): Route {
  const path =
    decodeSafe(pathname)
      .toLowerCase()
      .replace(/\/index\.html$/, '/')
      .replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(search);
  switch (path) {
    case '/':
      return { view: 'home' };
    case '/products':
    case '/produtos':
      return {
        view: 'products',
        q: (params.get('q') ?? '').trim().slice(0, 100),
        categoryId: parseId(params.get('categoria')),
        ...parseSort(params.get('ordem')),
      };
    case '/categories':
    case '/categorias':
      return { view: 'categories' };
    case '/contact':
    case '/contato':
      return { view: 'contact' };
    case '/links':
    case '/link':
      return { view: 'links' };
  }
  const product = path.match(/^\/(?:product|produto)\/(\d+)(?:-([^/]*))?$/);
  if (product) return { view: 'product', id: parseId(product[1]), slug: product[2] ?? '' };
  if (/^\/(?:product|produto)\/[^/]+$/.test(path)) return { view: 'product', id: null, slug: '' };
  return { view: 'notfound' };
}

/** The canonical path (with its query) of a page. */
export function routePath(route: Route): string {
  switch (route.view) {
    case 'home':
      return '/';
    case 'products': {
      const params = new URLSearchParams();
      if (route.categoryId) params.set('categoria', String(route.categoryId));
      if (route.q) params.set('q', route.q);
      if (route.sort && route.sort !== 'relevancia') params.set('ordem', route.sort);
      const qs = params.toString();
      return qs ? `/products?${qs}` : '/products';
    }
    case 'categories':
      return '/categories';
    case 'contact':
      return '/contact';
    case 'links':
      return '/links';
    case 'product':
      return productPath(route.id ?? 0, route.slug);
    case 'notfound':
      return '/404';
  }
}

/**
 * The path search engines should index for a page: searches (q) and sorts are not pages of
 * their own, a category's product list is.
 */
export function canonicalPath(route: Route): string {
  return route.view === 'products' ? routePath({ view: 'products', q: '', categoryId: route.categoryId }) : routePath(route);
}

/** ?ordem= as a sort the list knows; anything else is the default. */
function parseSort(raw: string | null): { sort?: ProductSort } {
  const sort = PRODUCT_SORTS.find((s) => s === raw);
  return sort && sort !== 'relevancia' ? { sort } : {};
}

/** The page a widget opens first, from its attributes (view, product, category). */
export function routeFromAttributes(view: string | null, product: string | null, category: string | null): Route {
  switch ((view ?? '').trim().toLowerCase()) {
    case 'home':
    case 'inicio':
      return { view: 'home' };
    case 'categories':
    case 'categorias':
      return { view: 'categories' };
    case 'contact':
    case 'contato':
      return { view: 'contact' };
    case 'product':
    case 'produto':
      return { view: 'product', id: parseId(product) };
    default:
      return { view: 'products', q: '', categoryId: parseId(category) };
  }
}

/** /product/17-pipa-arraia; /product/17 for a name with no letter or digit. */
const productPath = (id: number, slug?: string) => `/product/${id}${slug ? `-${slug}` : ''}`;

/** The route of a product as links name it: with its slug. */
export const productRoute = (p: { id: number; slug: string }): Route => ({ view: 'product', id: p.id, slug: p.slug });

export const sameRoute = (a: Route, b: Route) => routePath(a) === routePath(b);

function decodeSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
