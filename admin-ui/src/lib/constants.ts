/** docs/product.md §9 business constants the admin uses. */

/** After a create (and a category edit), wait this long before moving on (docs/product.md §4). */
export const REDIRECT_DELAY_MS = 1500;

/** The dashboard lists the most recent products, this many. */
export const RECENT_PRODUCTS = 5;

/** Rows of the loading skeleton of a list. */
export const SKELETON_ROWS = 5;
