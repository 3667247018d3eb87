import type { LightboxPicture, openLightbox } from '../extras/open-lightbox.ts';
import type { toggleSharePanel } from '../extras/share-panel.ts';

/**
 * extras.js holds what the product page needs only when the shopper asks for it (the
 * lightbox, the share panel): fetched on first use, so storefront.js and widget.js stay
 * within their budgets (issue 13 item 9).
 */
interface Extras {
  openLightbox: typeof openLightbox;
  toggleSharePanel: typeof toggleSharePanel;
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
      loading = undefined; // the next tap tries again
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
