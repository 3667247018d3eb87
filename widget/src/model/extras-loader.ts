import type { LightboxPicture, openLightbox } from '../extras/open-lightbox.ts';
import type { toggleSharePanel } from '../extras/share-panel.ts';
import type { countVisits } from '../extras/count-visits.ts';
import type { isOpenAt } from './shop-words.ts';

/**
 * extras.js holds what no page needs to show itself: the lightbox and the share panel
 * (fetched on the first tap), shopper insight's counting (fetched once the page is up,
 * client/insight.ts) and the contact page's open-now clock, so storefront.js and widget.js
 * stay within their budgets.
 */
interface Extras {
  openLightbox: typeof openLightbox;
  toggleSharePanel: typeof toggleSharePanel;
  countVisits: typeof countVisits;
  /** The contact page's "Aberto agora", decided in the shop's time zone. */
  isOpenAt: typeof isOpenAt;
}

let scriptUrl = '/assets/extras.js';
let loading: Promise<Extras> | undefined;

/** Where extras.js lives: beside storefront.js on a shop's pages, on the platform for the widget. */
export const extrasFrom = (url: string) => {
  scriptUrl = url;
};

export function loadExtras(): Promise<Extras> {
  return (loading ??= loadScript<Extras>(scriptUrl, 'vitrineExtras').catch((err) => {
    loading = undefined; // the next call tries again
    throw err;
  }));
}

/** Runs a script of ours that leaves what it holds in `globalThis[name]`. */
export function loadScript<T>(src: string, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve((globalThis as Record<string, unknown>)[name] as T);
    script.onerror = () => reject(new Error(src));
    document.head.append(script);
  });
}

/** Opens a picture full screen; without extras.js (offline) the picture opens on its own. */
export function showPicture(from: Element, picture: LightboxPicture, onClose: () => void) {
  loadExtras().then(
    (x) => x.openLightbox(from.closest('.vs') ?? from, picture, onClose),
    () => {
      open(picture.src, '_blank', 'noopener');
      onClose();
    },
  );
}
