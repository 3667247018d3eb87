import type { PageState } from '../model/load-page.ts';
import type { Product } from '../model/types.ts';
import type { LinkConfig, ShopView } from '../model/shop.ts';

export interface RenderInput {
  shop: ShopView;
  /** hosted (served by the API) or static (exported by deploy). */
  links: LinkConfig;
  /** Its lists' products whole: a static export's products page hands them all to its script. */
  state: PageState<Product>;
  /** URL of the hydration script; null renders a page that works without it. */
  script: string | null;
  /** Where the hydrated page reads the API: '' on hosted pages, the platform URL in exports. */
  apiBase: string;
  /** Where shopper insight beacons go when not to apiBase: the platform, for a static export. */
  insightBase?: string;
  /** Icon links for the head (favicon made from the logo). */
  icons?: { png: string; apple?: string };
  /**
   * Static export: the products page lists the whole catalogue, so the browser can search
   * and filter it with no API behind the site.
   */
  fullCatalogue?: boolean;
  /** Where this shop's drawn parts are kept (its header, footer, cards); none: all drawn. */
  parts?: PartStore;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /**
   * The same document around its inline stylesheet: `before + style + after` is `html`. The
   * style is one string, the same on every page, so the server keeps what it derives from it
   * (its bytes, its hash, its compressed copy) instead of working it out on every page.
   */
  parts: PageParts;
}

export interface PageParts {
  /** From the doctype to `<style>` included. */
  before: string;
  style: string;
  /** From `</style>` to the end. */
  after: string;
}

/** A small page outside any shop: "Loja não encontrada", the platform's front page. */
export interface MessagePage {
  title: string;
  heading: string;
  text: string;
  link?: { href: string; label: string };
  /** More ways on, shown as secondary buttons. */
  extraLinks?: Array<{ href: string; label: string }>;
  noindex?: boolean;
}

/**
 * Where the server keeps a shop's drawn parts (docs/performance.md, "A page miss with its
 * shop's parts kept"): the header, the footer and the product cards come out the same on every
 * page of a shop until the shop or the product changes, yet every page miss drew them again
 * (a third to a half of its markup). The API hands one store per shop view, found by all the
 * view holds, so a part drawn for the shop as it was is never read once the shop has changed,
 * and bounds it by bytes (api/src/storefront/kept-parts.ts); entries/kept-parts.ts draws with
 * it. No store, nothing kept: tests, the static export.
 */
export interface PartStore {
  /** `scope`: what of the env the parts read besides the shop (the links), as one string. */
  get(scope: string, key: string): string | undefined;
  set(scope: string, key: string, html: string): void;
}
