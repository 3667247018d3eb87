import type { ImageSource } from './images.ts';
import { routePath, type Route } from './routes.ts';
import type { SiteInfo } from './types.ts';

/** What every page knows about its shop and where it lives. Serialisable (sent to the browser). */
export interface ShopView {
  site: SiteInfo;
  /** The shop's canonical origin, no trailing slash: https://demo.vitrine.com.br */
  origin: string;
  /** The platform's own address: admin login, API, widget.js. */
  platformUrl: string;
  /** Footer copyright year, fixed at render so the browser hydrates the same text. */
  year: number;
  /**
   * Image id of the first destaque's first picture, when the shop has no logo: the link
   * preview of pages with no picture of their own.
   */
  cover?: string | null;
}

type Mode = 'hosted' | 'static' | 'widget';

/** How a page makes its links and image addresses. Serialisable too. */
export interface LinkConfig {
  mode: Mode;
  images: ImageSource;
  /**
   * Query kept on every link of a hosted page: `sub=demo` when the shop was named by ?sub
   * on the platform host (otherwise the next click would lose the shop).
   */
  keepQuery?: string;
  /** Widget only: the page lives in the host page's hash (#/products), so it can be linked. */
  hash?: boolean;
}

export function hrefFor(config: LinkConfig, origin: string, route: Route): string {
  const path = routePath(route);
  if (config.mode === 'widget') return config.hash ? `#${path}` : `${origin}${path}`;
  if (config.mode === 'hosted' && config.keepQuery) return path + (path.includes('?') ? '&' : '?') + config.keepQuery;
  return path;
}

/** Absolute address of a page, for canonical links, sharing and the WhatsApp message. */
export const absoluteUrl = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);

export const storeName = (site: Pick<SiteInfo, 'store_name' | 'site_name'>) => site.store_name || site.site_name;
