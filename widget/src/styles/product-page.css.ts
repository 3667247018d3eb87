/**
 * The phone-first product page: swipeable gallery, lightbox,
 * options, sticky buy bar. Appended to the storefront's one stylesheet; the lightbox's and
 * the share panel's are in extras.css.ts.
 */
export const productPageStyles = `
.vs-slides { display: flex; height: 100%; margin: 0; padding: 0; list-style: none; overflow: auto hidden; scroll-snap-type: x mandatory; scrollbar-width: none; }
.vs-slide { flex: 0 0 100%; scroll-snap-align: center; scroll-snap-stop: always; }
.vs-zoom { display: block; width: 100%; height: 100%; padding: 0; border: 0; background: none; cursor: zoom-in; }
.vs-from { color: var(--vs-muted); font-size: 13px; }
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
.vs-stickybar { position: sticky; bottom: 0; z-index: 30; margin: 24px -16px 0; padding: 8px 0; border-top: 1px solid var(--vs-line); background: var(--vs-card); box-shadow: 0 -4px 14px rgba(17, 24, 39, .08); visibility: hidden; opacity: 0; transform: translateY(100%); transition: opacity .15s, transform .15s, visibility .15s; }
.vs-stickybar-on { visibility: visible; opacity: 1; transform: none; }
@media (min-width: 900px) { .vs-stickybar { display: none; } }
.vs-stickybar-in { display: flex; align-items: center; gap: 12px; }
.vs-stickybar-text { display: grid; flex: 1 1 auto; min-width: 0; line-height: 1.3; }
.vs-stickybar-text > span:first-child { overflow: hidden; color: var(--vs-muted); font-size: 14px; text-overflow: ellipsis; white-space: nowrap; }
.vs-stickybar .vs-btn { flex: 0 1 auto; max-width: 60%; padding: 4px 14px; }
.vs-stickybar .vs-btn svg { flex: none; }
.vs-stickybar .vs-old-price { display: none; }
`;
