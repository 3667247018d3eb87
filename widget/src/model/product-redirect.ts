import type { PageState } from './load-page.ts';
import type { Route } from './routes.ts';

/**
 * Where a product page's address should send the shopper instead: the
 * product's current address, when the address gave no slug or an old one (the product was
 * renamed). null when the address is already right, or there is no such product.
 * The Portuguese alias with the right slug (/produto/17-pipa) is answered, not redirected.
 */
export function productRedirect(requested: Route, state: PageState): Route | null {
  if (requested.view !== 'product' || state.data.view !== 'product' || !state.data.product) return null;
  return requested.slug === state.data.product.slug ? null : state.route;
}
