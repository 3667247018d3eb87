import { extrasStyles } from '../styles/extras.css.ts';

/**
 * Gives a widget's shadow root the lightbox's and share panel's styles, once. A hosted page
 * already has them in its inline stylesheet (and its Content-Security-Policy would refuse a
 * new <style> there), so only a shadow root gets one.
 */
export function withExtrasStyles(inside: Node) {
  const root = inside.getRootNode();
  if (!(root instanceof ShadowRoot) || root.querySelector('style[data-vs-extras]')) return;
  const style = document.createElement('style');
  style.dataset.vsExtras = '';
  style.textContent = extrasStyles;
  root.append(style);
}
