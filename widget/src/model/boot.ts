import type { PageData, PageState } from './load-page.ts';
import type { CardProduct, Product } from './types.ts';
import type { LinkConfig, ShopView } from './shop.ts';

/**
 * A page's state as it hands it to its script: the lists as cards (`cardsOnly`); or, on a
 * static export's products page, the whole catalogue (`fullCatalogue`), which the browser
 * searches and opens product by product.
 */
export type BootState = { state: PageState; fullCatalogue?: undefined } | { state: PageState<Product>; fullCatalogue: true };

/** BootData but its shop, whose JSON the server keeps apart (entries/ssr.tsx). */
export type BootRest = BootState & {
  links: LinkConfig;
  /** Where the script reads more data: '' (same origin) on hosted pages, the platform for static exports. */
  apiBase: string;
  /** Where insight beacons go when not to apiBase: the platform's address, for a static export. */
  insightBase?: string;
};

/** What a server-rendered page hands its hydration script, as JSON in the page. */
export type BootData = BootRest & { shop: ShopView };

/** The id of the <script type="application/json"> holding BootData. */
export const BOOT_ID = 'vitrine-boot';
/** The element the server renders into and the script hydrates. */
export const ROOT_ID = 'vitrine-app';

/**
 * A product as its card shows it, and nothing more: the rest was about half of a listed
 * product's JSON (docs/performance.md, "The aims again, and where a products-page miss goes
 * now").
 */
const asCard = ({ id, slug, name, price, price_max, old_price, is_promotion, unit, availability, category_name, images }: CardProduct): CardProduct => ({
  id,
  slug,
  name,
  price,
  price_max,
  old_price,
  is_promotion,
  unit,
  availability,
  category_name,
  images: images.slice(0, 1).map(({ image_id, width, height }) => ({ image_id, width, height })),
});

/**
 * What a page hands its script of its state: the lists as their cards show them, so a page
 * does not carry every listed product's description, gallery and bookkeeping a second time
 * (the markup already shows what a card needs); the product of a product page whole, for its
 * gallery and options. Pages are built from the API again when the shopper moves on, and the
 * pages read no more of a list's products than a card does (`PageData`'s list type). A static
 * export's full catalogue is searched in the browser: kept whole.
 */
export function bootState(state: PageState<Product>, fullCatalogue: boolean): BootState {
  if (fullCatalogue) return { state, fullCatalogue: true };
  return { state: { route: state.route, data: cardsOnly(state.data) } };
}

function cardsOnly(data: PageData<Product>): PageData {
  switch (data.view) {
    case 'home':
    case 'links':
      return { ...data, featured: data.featured.map(asCard) };
    case 'products':
      return { ...data, items: data.items.map(asCard), ...(data.featured ? { featured: data.featured.map(asCard) } : {}) };
    case 'product':
      return { ...data, related: data.related.map(asCard) };
    default:
      return data;
  }
}
