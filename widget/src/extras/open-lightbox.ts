import { withExtrasStyles } from './extras-styles.ts';

/**
 * The lightbox, in plain DOM code: its own small script (extras.js),
 * fetched the first time a shopper taps a picture, so the page's script stays within its
 * budget. Two fingers pinch to zoom (up to 4×), one finger pans a zoomed picture; a double
 * tap or the zoom button zooms in and out; Esc or the close button goes back to the gallery.
 * A native <dialog> opened modal keeps focus inside and sits above everything, even from
 * the widget's shadow root (it is added inside the storefront's root, where its CSS lives).
 */
export interface LightboxPicture {
  src: string;
  srcset: string;
  alt: string;
}

type Point = { x: number; y: number };

export function openLightbox(root: Element, picture: LightboxPicture, onClose: () => void) {
  const dialog = document.createElement('dialog');
  dialog.className = 'vs-lightbox';
  dialog.setAttribute('aria-label', `Foto ampliada: ${picture.alt}`);
  dialog.innerHTML =
    '<div class="vs-lightbox-stage"><img sizes="100vw" draggable="false"></div>' +
    '<div class="vs-lightbox-bar"><button type="button" class="vs-lightbox-btn" aria-pressed="false" aria-label="Ampliar">+</button>' +
    '<button type="button" class="vs-lightbox-btn" aria-label="Fechar">×</button></div>';
  const stage = dialog.firstElementChild as HTMLElement;
  const img = stage.firstElementChild as HTMLImageElement;
  const [zoomButton, closeButton] = dialog.querySelectorAll('button');
  Object.assign(img, { src: picture.src, srcset: picture.srcset, alt: picture.alt });

  let view = { s: 1, x: 0, y: 0 };
  const fingers = new Map<number, Point>();
  let pinchBase = 1;
  const apply = (s: number, x = view.x, y = view.y) => {
    s = Math.min(4, Math.max(1, s));
    view = s > 1 ? { s, x, y } : { s: 1, x: 0, y: 0 };
    img.style.transform = `translate(${view.x}px,${view.y}px) scale(${view.s})`;
    zoomButton!.setAttribute('aria-pressed', String(view.s > 1));
    zoomButton!.textContent = view.s > 1 ? '−' : '+';
  };
  const spread = () => {
    const [a, b] = [...fingers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const toggle = () => apply(view.s > 1 ? 1 : 2.5);

  stage.addEventListener('pointerdown', (e) => {
    stage.setPointerCapture(e.pointerId);
    fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (fingers.size === 2) pinchBase = spread() / view.s || 1;
  });
  stage.addEventListener('pointermove', (e) => {
    const before = fingers.get(e.pointerId);
    if (!before) return;
    fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (fingers.size === 2) apply(spread() / pinchBase);
    else if (view.s > 1) apply(view.s, view.x + e.clientX - before.x, view.y + e.clientY - before.y);
  });
  const lift = (e: PointerEvent) => fingers.delete(e.pointerId);
  stage.addEventListener('pointerup', lift);
  stage.addEventListener('pointercancel', lift);
  stage.addEventListener('dblclick', toggle);
  zoomButton!.addEventListener('click', toggle);

  const close = () => {
    dialog.remove();
    onClose();
  };
  closeButton!.addEventListener('click', close);
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    close();
  });
  withExtrasStyles(root);
  root.append(dialog);
  dialog.showModal();
}
