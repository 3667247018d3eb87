import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { StoreApi } from '../client/store-api.ts';
import type { Route } from '../model/routes.ts';
import type { LinkConfig, ShopView } from '../model/shop.ts';

export interface GoOptions {
  /** Replace the history entry (typing in the search box) instead of adding one. */
  replace?: boolean;
  /** Keep focus where it is (the search box) instead of moving it to the new page's title. */
  keepFocus?: boolean;
}

/** What every component of a storefront may read: its shop, how to link, how to navigate. */
export interface StoreEnv {
  shop: ShopView;
  links: LinkConfig;
  href: (route: Route) => string;
  /** In-page navigation; undefined while rendering on the server. */
  go?: (route: Route, options?: GoOptions) => void;
  /** The public API, in the browser only (the products list loads more through it). */
  api?: StoreApi;
  /** 0 on hosted pages; 1 in the widget, whose titles sit under the host page's own h1. */
  headingOffset: number;
  /** A navigation is loading. */
  busy: boolean;
  /** The widget's compact layout: no shop header. */
  compact?: boolean;
}

export const EnvContext = createContext<StoreEnv | null>(null);

export function useEnv(): StoreEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('Storefront components render inside <EnvContext.Provider>');
  return env;
}
