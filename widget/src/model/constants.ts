/** docs/product.md §9: what the home page and the product page show. */
export const HOME_CATEGORIES = 4;
export const HOME_PRODUCTS = 6;
export const RELATED_PRODUCTS = 4;
/** Products per page of the list; "Mostrar mais" loads the next page. */
export const PRODUCTS_PAGE_SIZE = 48;
/** How many products (in the shop's order) the home page looks at to pick its featured ones (destaques, then promotions). */
export const HOME_CANDIDATES = 48;

/**
 * The widths /api/images/{id}?w= serves (the contract's IMAGE_WIDTHS; a test keeps the two
 * equal). Copied, not imported: the contract module carries zod, which must stay out of the bundles.
 */
export const IMAGE_WIDTHS = [160, 480, 960, 1600] as const;
