import type { PageState } from './load-page.ts';
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
