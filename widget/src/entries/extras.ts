import { openLightbox } from '../extras/open-lightbox.ts';
import { toggleSharePanel } from '../extras/share-panel.ts';

/** extras.js: what the product page needs only once the shopper asks (model/extras-loader.ts). */
(globalThis as { vitrineExtras?: unknown }).vitrineExtras = { openLightbox, toggleSharePanel };
