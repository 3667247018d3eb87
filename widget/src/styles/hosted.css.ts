/**
 * What only a full page needs, never the widget (its shadow root carries only
 * storefront.css.ts): the skip link, the admin link, the shop's big footer and the pages outside any shop. The server
 * inlines both stylesheets; keeping these out of widget.js keeps it within its budget.
 */
export const hostedStyles = `
.vs-skip { position: absolute; left: 12px; top: -60px; z-index: 30; background: var(--vs-ink); color: #fff !important; padding: 10px 16px; border-radius: 10px; font-weight: 700; }
.vs-skip:focus { top: 12px; }

/* The home page's link to the shop's admin (the widget has none) */
.vs-settings { text-align: center; margin: 20px 0 0; }
.vs-settings a { display: inline-flex; align-items: center; gap: 6px; padding: 10px; color: var(--vs-muted); font-size: 14px; text-decoration: none; }
.vs-settings a:hover { text-decoration: underline; }

/* Footer */
.vs-footer { margin-top: 56px; padding: 36px 0 20px; background: var(--vs-secondary); color: #e5e7eb; }
.vs-footer-grid { display: grid; gap: 24px; }
@media (min-width: 760px) { .vs-footer-grid { grid-template-columns: 1.4fr 1fr 1fr; } }
.vs-footer-name { margin: 0 0 8px; color: #fff; font-size: 19px; font-weight: 800; }
.vs-footer-title { margin: 0 0 8px; color: #fff; font-size: 13px; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; }
.vs-footer-text { margin: 0; font-size: 15px; }
.vs-footer-list { list-style: none; margin: 0; padding: 0; }
.vs-footer a { display: inline-flex; align-items: center; gap: 8px; padding: 6px 0; color: #f3f4f6; text-decoration: none; }
.vs-footer a:hover { text-decoration: underline; }
.vs-footer svg { flex: none; vertical-align: -3px; }
.vs-copy { margin-top: 24px; padding-top: 16px; border-top: 1px solid rgba(255, 255, 255, .16); color: #d1d5db; font-size: 14px; }
.vs[data-view="product"] .vs-footer { padding-bottom: 96px; }

/* Pages outside any shop (shop not found, platform front page) */
.vs-message { min-height: 100vh; max-width: 640px; padding-top: 18vh; text-align: center; }
.vs-message h1 { font-size: 32px; margin: 0 0 12px; }
.vs-message p { color: var(--vs-muted); margin: 0 0 24px; }

.vs-message-links { display: flex; flex-wrap: wrap; justify-content: center; gap: 12px; }
`;
