/** spec §9: what the home page and the product page show. */
export const HOME_CATEGORIES = 4;
export const HOME_PRODUCTS = 6;
export const RELATED_PRODUCTS = 4;
/** Products per page of the list; "Mostrar mais" loads the next page. */
export const PRODUCTS_PAGE_SIZE = 48;
/** How many recent products the home page looks at to pick its featured ones (promotions first). */
export const HOME_CANDIDATES = 48;

/** spec §9: fixed opening hours. Days as schema.org names them, for JSON-LD. */
export const OPENING_HOURS = [
  { label: 'Segunda a sexta', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00', text: '8h às 18h' },
  { label: 'Sábado', days: ['Saturday'], opens: '08:00', closes: '16:00', text: '8h às 16h' },
  { label: 'Domingo', days: ['Sunday'], opens: null, closes: null, text: 'Fechado' },
] as const;

/**
 * The widths /api/images/{id}?w= serves (the contract's IMAGE_WIDTHS; a test keeps the two
 * equal). Copied, not imported: the contract module carries zod, which must stay out of the bundles.
 */
export const IMAGE_WIDTHS = [160, 480, 960, 1600] as const;

/** The store name every fallback uses (spec §9: a kite-shop name). */
export const DEFAULT_STORE_NAME = 'Pipas do Vento';
