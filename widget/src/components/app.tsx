import { useEffect, useRef, useState } from 'preact/hooks';
import type { StoreApi } from '../client/store-api.ts';
import { loadPage, type PageState } from '../model/load-page.ts';
import { sameRoute, type Route } from '../model/routes.ts';
import { hrefFor, type LinkConfig, type ShopView } from '../model/shop.ts';
import { messages } from '../model/text.ts';
import { EnvContext, type GoOptions, type StoreEnv } from './env.ts';
import { StorefrontLayout } from './storefront.tsx';

/** How the app meets the browser's address bar: the page's history, the host's hash, or nothing. */
export interface AppNavigator {
  /** Records a page the shopper navigated to. */
  commit(route: Route, href: string, replace: boolean): void;
  /** Back/forward: calls onRoute with the page to show; returns the unsubscribe. */
  listen(onRoute: (route: Route) => void): () => void;
  /** When a page cannot be loaded in place, a hosted page loads it the ordinary way. */
  fallback?(href: string): void;
  /** After a page is shown (hosted pages update document.title). */
  shown?(state: PageState): void;
  /** Brings the top of the storefront into view after navigating. */
  scrollTop?(root: HTMLElement): void;
}

export interface AppProps {
  shop: ShopView;
  links: LinkConfig;
  initial: PageState;
  /** Browser only: without api and navigator the app renders once (server side). */
  api?: StoreApi;
  navigator?: AppNavigator;
  headingOffset?: number;
  /**
   * The page the address asks for when it differs from the rendered one: a static export
   * is the same file for every ?q= and ?categoria=, so the browser loads the filtered list.
   */
  pending?: Route;
  /** Widget `layout="compact"`: no shop header (a blog's column has its own). */
  compact?: boolean;
}

/** The storefront with its state: renders a page, and in the browser navigates between pages. */
export function App({ shop, links, initial, api, navigator, headingOffset = 0, pending, compact = false }: AppProps) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [lastTry, setLastTry] = useState<Route | null>(null);
  const seq = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);
  const href = (route: Route) => hrefFor(links, shop.origin, route);

  async function go(route: Route, options: GoOptions = {}, fromHistory = false) {
    if (!api) return;
    const mine = ++seq.current;
    setBusy(true);
    try {
      const next = await loadPage(api, route);
      if (mine !== seq.current) return; // a newer navigation won
      if (!fromHistory) navigator?.commit(next.route, href(next.route), !!options.replace || sameRoute(next.route, state.route));
      focusNext.current = !options.keepFocus;
      setError('');
      setState(next);
    } catch (err) {
      if (mine !== seq.current) return;
      if (navigator?.fallback) return navigator.fallback(href(route));
      setLastTry(route);
      setError(err instanceof Error && err.message ? err.message : messages.storefront.loadFailed);
    } finally {
      if (mine === seq.current) setBusy(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the first route and the history listener
  useEffect(() => {
    if (pending && !sameRoute(pending, initial.route)) void go(pending, { replace: true, keepFocus: true });
    return navigator?.listen((route) => void go(route, {}, true));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new page is shown (state is the trigger)
  useEffect(() => {
    navigator?.shown?.(state);
    if (!focusNext.current || !root.current) return;
    focusNext.current = false;
    navigator?.scrollTop?.(root.current);
    // screen readers hear the new page's title, keyboard users continue from it
    root.current.querySelector<HTMLElement>('h1[tabindex="-1"], h2[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [state]);

  const env: StoreEnv = {
    shop,
    links,
    href,
    go: api && navigator ? (route, options) => void go(route, options) : undefined,
    api,
    headingOffset,
    busy,
    compact,
  };

  // the shop's colours as custom properties arrive ready in the site info (contract/src/theme.ts)
  return (
    <EnvContext.Provider value={env}>
      <div class={`vs vs-${links.mode}${compact ? ' vs-compact' : ''}`} lang="pt-BR" style={shop.site.theme} ref={root} data-view={state.data.view}>
        <StorefrontLayout state={state} error={error} onRetry={lastTry ? () => void go(lastTry) : undefined} />
      </div>
    </EnvContext.Provider>
  );
}
