import { publicPaths } from '@vitrine/contract/endpoints/public-reads';
import type { AppNavigator } from '../components/app.tsx';
import type { PageState } from '../model/load-page.ts';
import { loadExtras } from '../model/extras-loader.ts';

/**
 * Shopper insight: what a page tells its shop's dashboard. No
 * cookie, no identifier, nothing stored in the browser; a visitor who asks not to be tracked
 * (Global Privacy Control, Do Not Track) sends nothing at all and does not even fetch the code.
 *
 * The counting itself lives in extras.js (extras/count-visits.ts), fetched as soon as the page
 * is up: it is not needed to show the page, and keeping it out of storefront.js and widget.js
 * holds them within their budgets. Until it arrives, pages shown and links
 * tapped are kept here and handed over.
 */
export interface Insight {
  shown(state: PageState): void;
}

/** A page shown, or the href of a link tapped, before the counting code arrived. */
export type InsightEarly = PageState | string;

/** `apiBase` is '' on the shop's own pages, the platform's address elsewhere (widget, static export). */
export function insightEndpoint(apiBase: string, subdomain: string): string {
  return `${apiBase.replace(/\/$/, '')}/api${publicPaths.beacon}?sub=${encodeURIComponent(subdomain)}`;
}

/** The href of the link a click landed on ('' for none); read at once: a shadow tree's target is gone after the event. */
export const clickedHref = (e: Event) => (e.target as Element | null)?.closest?.('a[href]')?.getAttribute('href') ?? '';

/** Starts counting what `root` shows (see countVisits); `endpoint` may be a function (a widget's shop can change). */
export function startInsight(root: HTMLElement, endpoint: string | (() => string)): Insight {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1' || typeof nav.sendBeacon !== 'function') return { shown() {} };
  const early: InsightEarly[] = [];
  const keep = (e: Event) => early.push(clickedHref(e));
  root.addEventListener('click', keep, true);
  let counting: Insight | undefined;
  loadExtras().then(
    (x) => {
      root.removeEventListener('click', keep, true);
      counting = x.countVisits(root, endpoint, early);
    },
    () => root.removeEventListener('click', keep, true), // offline: nothing is counted
  );
  return { shown: (state) => (counting ? counting.shown(state) : early.push(state)) };
}

/** The same navigator, also telling insight each page it shows. */
export function withInsight(navigator: AppNavigator, insight: Insight): AppNavigator {
  return {
    ...navigator,
    shown(state) {
      navigator.shown?.(state);
      insight.shown(state);
    },
  };
}
