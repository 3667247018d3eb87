import type { LightboxPicture, openLightbox } from '../extras/open-lightbox.ts';
import type { toggleSharePanel } from '../extras/share-panel.ts';
import type { countVisits } from '../extras/count-visits.ts';
import type { catalogueSource } from '../client/catalogue-source.ts';
import type { isOpenAt } from './shop-words.ts';

/**
 * extras.js holds what no page needs to show itself: the lightbox and the share panel
 * (fetched on the first tap), shopper insight's counting (fetched once the page is up,
 * client/insight.ts), the contact page's open-now clock and a static export's in-browser search, so storefront.js and widget.js stay within their budgets (issue 13 item 9).
 */
interface Extras {
  openLightbox: typeof openLightbox;
  toggleSharePanel: typeof toggleSharePanel;
  countVisits: typeof countVisits;
  /** A static export's search over the catalogue its products page carries. */
  catalogueSource: typeof catalogueSource;
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
  return (loading ??= new Promise<Extras>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.onload = () => resolve((globalThis as { vitrineExtras?: Extras }).vitrineExtras!);
    script.onerror = () => {
      loading = undefined; // the next call tries again
      reject(new Error('extras.js'));
    };
    document.head.append(script);
  }));
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
