/**
 * The storefront's pages and their addresses (spec §2). English paths are canonical; the
 * Portuguese ones (/produtos, /produto/{id}, /categorias, /contato) answer the same pages.
 */
export type Route =
  | { view: 'home' }
  | { view: 'products'; q: string; categoryId: number | null }
  | { view: 'categories' }
  | { view: 'contact' }
  /** id is null when the address holds no valid id: shown as a missing product. */
  | { view: 'product'; id: number | null }
  | { view: 'notfound' };

export type View = Route['view'];

const MAX_ID = 2_147_483_647;

export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** The page an address names. `search` is the query string, with or without "?". */
export function parseRoute(pathname: string, search = ''): Route {
  const path = decodeSafe(pathname).toLowerCase().replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(search);
  switch (path) {
    case '/':
      return { view: 'home' };
    case '/products':
    case '/produtos':
      return { view: 'products', q: (params.get('q') ?? '').trim().slice(0, 100), categoryId: parseId(params.get('categoria')) };
    case '/categories':
    case '/categorias':
      return { view: 'categories' };
    case '/contact':
    case '/contato':
      return { view: 'contact' };
  }
  const product = path.match(/^\/(?:product|produto)\/([^/]+)$/);
  if (product) return { view: 'product', id: parseId(product[1]) };
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
      const qs = params.toString();
      return qs ? `/products?${qs}` : '/products';
    }
    case 'categories':
      return '/categories';
    case 'contact':
      return '/contact';
    case 'product':
      return `/product/${route.id ?? 0}`;
    case 'notfound':
      return '/404';
  }
}

/**
 * The path search engines should index for a page: searches (q) are not pages of their
 * own, a category's product list is.
 */
export function canonicalPath(route: Route): string {
  return route.view === 'products' ? routePath({ ...route, q: '' }) : routePath(route);
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

export const sameRoute = (a: Route, b: Route) => routePath(a) === routePath(b);

function decodeSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
