import type { AppNavigator } from '../components/app.tsx';
import type { PageState } from '../model/load-page.ts';

/**
 * Shopper insight (issue 14, docs/insight.md): what a page tells its shop's dashboard, sent with
 * navigator.sendBeacon so it never delays a page or a click. No cookie, no identifier, nothing
 * stored in the browser; a visitor who asks not to be tracked (Global Privacy Control, Do Not
 * Track) sends nothing at all.
 */
export interface Insight {
  shown(state: PageState): void;
}

const WHATSAPP = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//;
const INSTAGRAM = /^https:\/\/(www\.)?instagram\.com\//;

/** `apiBase` is '' on the shop's own pages, the platform's address elsewhere (widget, static export). */
export function insightEndpoint(apiBase: string, subdomain: string): string {
  return `${apiBase.replace(/\/$/, '')}/api/insight/events?sub=${encodeURIComponent(subdomain)}`;
}

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/**
 * Counts the pages `root` shows and the clicks on its WhatsApp and Instagram links. `endpoint`
 * may be a function: a widget whose store attribute changes reports to its new shop.
 */
export function startInsight(root: HTMLElement, endpoint: string | (() => string)): Insight {
  if (optedOut() || typeof navigator.sendBeacon !== 'function') return { shown() {} };
  const send = (event: object) => {
    try {
      navigator.sendBeacon(typeof endpoint === 'string' ? endpoint : endpoint(), JSON.stringify(event));
    } catch {
      // a beacon that cannot go is a count lost, never a broken page
    }
  };
  let current: PageState | null = null;
  let first = true;

  root.addEventListener(
    'click',
    (e) => {
      const href = (e.target as Element | null)?.closest?.('a[href]')?.getAttribute('href') ?? '';
      const kind = WHATSAPP.test(href) ? 'whatsapp_click' : INSTAGRAM.test(href) ? 'instagram_click' : null;
      if (!kind) return;
      const product = current?.data.view === 'product' ? current.data.product : null;
      send(product ? { kind, product_id: product.id } : { kind });
    },
    true,
  );

  return {
    shown(state) {
      current = state;
      const { data } = state;
      // where the shopper came from, once: the first page of the visit
      const referrer = first && document.referrer ? { referrer: document.referrer.slice(0, 300) } : {};
      first = false;
      send({ kind: 'page_view', page: data.view, ...referrer });
      if (data.view === 'product' && data.product) send({ kind: 'product_view', product_id: data.product.id });
      if (data.view === 'products' && data.total === 0 && state.route.view === 'products' && state.route.q) send({ kind: 'search_empty', q: state.route.q });
    },
  };
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
