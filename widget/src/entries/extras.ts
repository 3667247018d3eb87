import { openLightbox } from '../extras/open-lightbox.ts';
import { toggleSharePanel } from '../extras/share-panel.ts';
import { countVisits } from '../extras/count-visits.ts';
import { isOpenAt } from '../model/shop-words.ts';

/** extras.js: what no page needs to show itself (model/extras-loader.ts). */
(globalThis as { vitrineExtras?: unknown }).vitrineExtras = { openLightbox, toggleSharePanel, countVisits, isOpenAt };
