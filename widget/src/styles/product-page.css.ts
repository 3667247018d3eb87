/**
 * The phone-first product page (issue 13 items 4 and 8): swipeable gallery, lightbox,
 * options, sticky buy bar, share panel. Appended to the storefront's one stylesheet.
 */
export const productPageStyles = `
.vs-slides { display: flex; height: 100%; margin: 0; padding: 0; list-style: none; overflow: auto hidden; scroll-snap-type: x mandatory; scrollbar-width: none; }
.vs-slide { flex: 0 0 100%; scroll-snap-align: center; scroll-snap-stop: always; }
.vs-zoom { display: block; width: 100%; height: 100%; padding: 0; border: 0; background: none; cursor: zoom-in; }
.vs-lightbox { width: 100vw; height: 100vh; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; background: #000; color: #fff; overflow: hidden; }
.vs-lightbox-stage { position: absolute; inset: 0 0 64px; display: flex; align-items: center; justify-content: center; touch-action: none; }
.vs-lightbox-stage img { max-width: 100%; max-height: 100%; width: auto; height: auto; user-select: none; }
.vs-lightbox-bar { position: absolute; inset: auto 0 0; display: flex; align-items: center; justify-content: center; gap: 10px; height: 64px; font-weight: 700; }
.vs-lightbox-btn { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border: 0; border-radius: 50%; background: #333; color: #fff; font-size: 1.5rem; cursor: pointer; }
.vs-from { color: var(--vs-muted); font-size: .8rem; }
.vs-options { display: grid; gap: 14px; margin: 8px 0; }
.vs-option { margin: 0; padding: 0; border: 0; font-weight: 700; }
.vs-option legend { margin-bottom: 6px; padding: 0; }
.vs-chips { display: flex; flex-wrap: wrap; gap: 8px; }
.vs-chip-opt { position: relative; }
.vs-chip-opt input { position: absolute; inset: 0; margin: 0; opacity: 0; }
.vs-chip-opt > span { display: inline-flex; align-items: center; min-width: 44px; min-height: 44px; padding: 0 14px; justify-content: center; border: 2px solid var(--vs-line); border-radius: 12px; background: var(--vs-card); }
.vs-chip-opt :checked + span { border-color: var(--vs-primary-strong); color: var(--vs-primary-strong); }
.vs-chip-opt :focus-visible + span { outline: 3px solid var(--vs-primary-strong); }
.vs-chip-soldout > span { border-style: dashed; color: var(--vs-muted); text-decoration: line-through; }
.vs-option-note { margin: 0; color: #b42318; font-weight: 700; }
.vs-share-panel { display: grid; gap: 8px; margin-top: 8px; }
.vs-share-url { min-height: 44px; padding: 0 12px; border: 1px solid var(--vs-field); border-radius: 10px; font: inherit; }
.vs-share-note { font-size: .85rem; }
.vs-stickybar { position: sticky; bottom: 0; z-index: 30; margin: 24px -16px 0; padding: 8px 0; border-top: 1px solid var(--vs-line); background: var(--vs-card); box-shadow: 0 -4px 14px rgba(17, 24, 39, .08); visibility: hidden; opacity: 0; transform: translateY(100%); transition: opacity .15s, transform .15s, visibility .15s; }
.vs-stickybar-on { visibility: visible; opacity: 1; transform: none; }
@media (min-width: 900px) { .vs-stickybar { display: none; } }
.vs-stickybar-in { display: flex; align-items: center; gap: 12px; }
.vs-stickybar-text { display: grid; flex: 1 1 auto; min-width: 0; line-height: 1.3; }
.vs-stickybar-text > span:first-child { overflow: hidden; color: var(--vs-muted); font-size: .85rem; text-overflow: ellipsis; white-space: nowrap; }
.vs-stickybar .vs-btn { flex: 0 1 auto; max-width: 60%; padding: 4px 14px; }
.vs-stickybar .vs-btn svg { flex: none; }
.vs-stickybar .vs-old-price { display: none; }
.vs-widget { overflow: clip; }
`;
