import { clickedHref, type Insight, type InsightEarly } from '../client/insight.ts';
import type { PageState } from '../model/load-page.ts';

const WHATSAPP = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//;
const INSTAGRAM = /^https:\/\/(www\.)?instagram\.com\//;

/**
 * Shopper insight's counting, in extras.js: fetched once the page
 * is up, so the first paint never waits for it (client/insight.ts keeps what happened before).
 * Counts the pages `root` shows and the clicks on its WhatsApp and Instagram links, sent with
 * navigator.sendBeacon so it never delays a page or a click. `endpoint` may be a function: a
 * widget whose store attribute changes reports to its new shop.
 */
export function countVisits(root: HTMLElement, endpoint: string | (() => string), early: InsightEarly[]): Insight {
  const send = (event: object) => {
    try {
      navigator.sendBeacon(typeof endpoint === 'string' ? endpoint : endpoint(), JSON.stringify(event));
    } catch {
      // a beacon that cannot go is a count lost, never a broken page
    }
  };
  let current: PageState | null = null;
  let first = true;

  const clicked = (href: string) => {
    const kind = WHATSAPP.test(href) ? 'whatsapp_click' : INSTAGRAM.test(href) ? 'instagram_click' : null;
    if (!kind) return;
    const product = current?.data.view === 'product' ? current.data.product : null;
    send(product ? { kind, product_id: product.id } : { kind });
  };
  const insight: Insight = {
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
  root.addEventListener('click', (e) => clicked(clickedHref(e)), true);
  // what the shopper saw and tapped while this script was on its way, in order
  for (const item of early) typeof item === 'string' ? clicked(item) : insight.shown(item);
  return insight;
}
