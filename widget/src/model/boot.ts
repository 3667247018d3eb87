import type { PageData, PageState } from './load-page.ts';
import type { Product } from './types.ts';
import type { LinkConfig, ShopView } from './shop.ts';

/** What a server-rendered page hands its hydration script, as JSON in the page. */
export interface BootData {
  shop: ShopView;
  links: LinkConfig;
  state: PageState;
  /** Where the script reads more data: '' (same origin) on hosted pages, the platform for static exports. */
  apiBase: string;
  /** Where insight beacons go when not to apiBase: the platform's address, for a static export. */
  insightBase?: string;
  /** The page's product list is the whole catalogue (static export): search it in the browser. */
  fullCatalogue?: boolean;
}

/** The id of the <script type="application/json"> holding BootData. */
export const BOOT_ID = 'vitrine-boot';
/** The element the server renders into and the script hydrates. */
export const ROOT_ID = 'vitrine-app';

/** A product as its card shows it (components/product-card.tsx): its first picture, none of its text or options. */
const asCard = (p: Product): Product => ({ ...p, description: null, short_description: null, images: p.images.slice(0, 1), options: [], variants: [] });

/**
 * What a page hands its script of its state: the lists as their cards show them, so a page
 * does not carry every listed product's description and gallery a second time (the markup
 * already shows what a card needs); the product of a product page whole, for its gallery and
 * options. Pages are built from the API again when the shopper moves on, so nothing else reads
 * a list's products. A static export's full catalogue is searched in the browser: kept whole.
 */
export function bootState(state: PageState, fullCatalogue: boolean): PageState {
  if (fullCatalogue) return state;
  return { route: state.route, data: cardsOnly(state.data) };
}

function cardsOnly(data: PageData): PageData {
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
