/**
 * The storefront's one stylesheet: hosted pages inline it in <head>, the widget puts it in
 * its shadow root. Everything hangs under .vs, so it styles nothing else on a page.
 * Mobile first: the base rules are the phone; wider screens add columns.
 * Sizes are px, never rem: a host page's root size (WordPress's 62.5 %) must not reach the widget.
 * The shop's colours arrive as custom properties on .vs (see contract/src/theme.ts).
 */
import { productPageStyles } from './product-page.css.ts';

export const storefrontStyles = `
.vs {
  --vs-ink: #111827;
  --vs-text: #374151;
  --vs-muted: #4b5563;
  --vs-line: #e5e7eb;
  --vs-field: #8b93a1;
  --vs-bg: #f6f7f9;
  --vs-card: #fff;
  --vs-wa: #157347;
  --vs-radius: 16px;
  --vs-shadow: 0 1px 2px rgba(17, 24, 39, .06), 0 4px 14px rgba(17, 24, 39, .06);
  /* its own base size and text settings, in px: nothing inherited from a host page */
  font: 400 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  white-space: normal;
  /* a long word or a pasted link in an owner's text wraps instead of widening the page on a phone
     (not anywhere: that would let flex items such as the header's links shrink into broken words) */
  overflow-wrap: break-word;
  color: var(--vs-ink);
  background: var(--vs-bg);
  -webkit-font-smoothing: antialiased;
  text-align: left;
}
.vs *, .vs *::before, .vs *::after { box-sizing: border-box; }
.vs img { max-width: 100%; }
.vs h1, .vs h2, .vs h3, .vs h4 { line-height: 1.2; letter-spacing: -.01em; }
.vs a { color: var(--vs-primary-strong); }
.vs :focus-visible { outline: 3px solid var(--vs-primary); outline-offset: 2px; border-radius: 6px; }
.vs [tabindex="-1"]:focus { outline: none; }
:where(.vs) button { font: inherit; }

.vs-wrap { width: 100%; max-width: 1120px; margin: 0 auto; padding: 0 16px; }
.vs-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

/* Header */
.vs-header { position: sticky; top: 0; z-index: 20; background: #fff; border-bottom: 1px solid var(--vs-line); }
.vs-widget .vs-header { position: relative; }
.vs-bar { display: flex; align-items: center; gap: 8px; min-height: 64px; }
.vs-brand { display: flex; align-items: center; gap: 10px; margin-right: auto; min-width: 0; color: var(--vs-ink) !important; text-decoration: none; font-weight: 800; font-size: 18px; }
.vs-brand-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.vs-logo { flex: none; border-radius: 12px; object-fit: cover; }
.vs-logo-icon { display: inline-flex; align-items: center; justify-content: center; background: var(--vs-primary-strong); color: #fff; }
.vs-nav { display: none; position: absolute; top: 100%; left: 0; right: 0; background: #fff; border-bottom: 1px solid var(--vs-line); box-shadow: 0 12px 24px rgba(17, 24, 39, .12); }
.vs-nav.vs-open { display: block; }
.vs-nav ul { list-style: none; margin: 0; padding: 6px 16px 12px; }
.vs-nav a { display: block; padding: 13px 8px; border-bottom: 1px solid var(--vs-line); color: var(--vs-ink); font-weight: 600; text-decoration: none; }
.vs-nav li:last-child a { border-bottom: 0; }
.vs-nav a[aria-current="page"] { color: var(--vs-primary-strong); }
.vs-actions { display: flex; align-items: center; gap: 2px; flex: none; }
.vs-icon-btn { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border: 0; border-radius: 12px; background: transparent; color: var(--vs-ink); cursor: pointer; text-decoration: none; }
.vs-icon-btn:hover { background: #f1f3f6; }
.vs-icon-btn.vs-wa { color: var(--vs-wa); }
.vs-icon-btn.vs-ig { color: #b1246b; }
.vs-icon-btn.vs-gear { color: var(--vs-muted); }
@media (max-width: 479px) { .vs-icon-btn.vs-ig, .vs-icon-btn.vs-gear { display: none; } }
.vs-nav-extra a { color: var(--vs-muted); font-weight: 500; }
@media (min-width: 860px) {
  .vs-nav { display: block; position: static; background: none; border: 0; box-shadow: none; }
  .vs-nav ul { display: flex; gap: 4px; padding: 0; }
  .vs-nav a { border: 0; padding: 8px 14px; border-radius: 10px; }
  .vs-nav a:hover { background: #f1f3f6; }
  .vs-nav a[aria-current="page"] { background: var(--vs-primary-soft); }
  .vs-menu-btn, .vs-nav-extra { display: none; }
  .vs-brand { margin-right: 16px; }
  .vs-nav { margin-right: auto; }
}

/* Buttons */
.vs-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px; padding: 0 20px; border: 2px solid transparent; border-radius: 12px; font-weight: 700; font-size: 16px; line-height: 1.2; text-align: center; text-decoration: none; cursor: pointer; transition: transform .08s ease, box-shadow .15s ease; }
.vs-btn:active { transform: translateY(1px); }
.vs-btn-primary { background: var(--vs-primary-strong); color: #fff !important; }
.vs-btn-primary:hover { box-shadow: 0 6px 16px rgba(17, 24, 39, .18); }
.vs-btn-light { background: #fff; color: var(--vs-primary-strong) !important; }
.vs-btn-ghost { border-color: rgba(255, 255, 255, .85); color: #fff !important; background: rgba(255, 255, 255, .1); }
.vs-btn-wa { background: var(--vs-wa); color: #fff !important; }
.vs-btn-wa:hover { box-shadow: 0 6px 16px rgba(21, 115, 71, .3); }
.vs-btn-outline { background: #fff; border-color: #cfd4dc; color: var(--vs-ink) !important; }
.vs-btn-outline:hover { border-color: var(--vs-primary-strong); }
.vs-btn-block { width: 100%; }
.vs-btn[disabled] { opacity: .6; cursor: wait; }
.vs-link-btn { border: 0; background: none; padding: 0; color: inherit; text-decoration: underline; cursor: pointer; font-weight: 700; }

/* Home */
.vs-hero { background: linear-gradient(135deg, var(--vs-primary-strong), var(--vs-secondary)); color: #fff; padding: 40px 0 64px; }
.vs-hero-kicker { margin: 0 0 4px; font-size: 14px; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; }
.vs-hero-title { margin: 0; font-size: clamp(32px, 8vw, 54px); font-weight: 850; }
.vs-hero-text { max-width: 608px; margin: 12px 0 24px; font-size: 17px; }
.vs-hero-actions { display: flex; flex-wrap: wrap; gap: 12px; }
.vs-widget .vs-hero { padding: 28px 0 56px; }
.vs-values { display: grid; gap: 10px; margin-top: -36px; position: relative; }
.vs-value { display: flex; gap: 12px; align-items: flex-start; background: var(--vs-card); border-radius: var(--vs-radius); padding: 12px 14px; box-shadow: var(--vs-shadow); }
.vs-value-icon { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border-radius: 12px; background: var(--vs-primary-soft); color: var(--vs-primary-strong); }
.vs-value-title { margin: 0 0 2px; font-size: 16px; }
.vs-value p { margin: 0; color: var(--vs-muted); font-size: 14px; line-height: 1.4; }
@media (min-width: 760px) { .vs-values { grid-template-columns: repeat(3, 1fr); } }
.vs-section { margin-top: 36px; }
.vs-section-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; margin-bottom: 14px; }
.vs-section-head > :first-child, .vs-section > h2, .vs-section > h3 { margin: 0 0 14px; font-size: 22px; }
.vs-section-head > :first-child { margin: 0; }
.vs-more { font-weight: 700; text-decoration: none; padding: 8px 0; white-space: nowrap; }
.vs-cta { background: linear-gradient(135deg, var(--vs-primary-soft), #fff 70%); border: 1px solid var(--vs-line); border-radius: 20px; padding: 28px 20px; text-align: center; }
.vs-cta > :first-child { margin: 0 0 8px; font-size: 22px; }
.vs-cta p { margin: 0 auto 18px; max-width: 480px; color: var(--vs-text); }

/* Categories */
.vs-cats { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(2, 1fr); }
.vs-cat { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; height: 100%; padding: 16px; background: var(--vs-card); border: 1px solid var(--vs-line); border-radius: var(--vs-radius); color: var(--vs-ink) !important; text-decoration: none; transition: border-color .15s, box-shadow .15s; }
.vs-cat:hover { border-color: var(--vs-primary); box-shadow: var(--vs-shadow); }
.vs-cat-emoji { display: grid; place-items: center; width: 52px; height: 52px; margin-bottom: 6px; border-radius: 14px; background: var(--vs-primary-soft); font-size: 27px; }
.vs-cat-name { font-weight: 800; font-size: 17px; }
.vs-cat-desc { color: var(--vs-muted); font-size: 15px; }
.vs-cat-count { margin-top: auto; padding-top: 4px; color: var(--vs-muted); font-size: 14px; font-weight: 600; }
.vs-cats:not(.vs-cats-compact) { grid-template-columns: 1fr; }
@media (min-width: 600px) { .vs-cats:not(.vs-cats-compact) { grid-template-columns: repeat(2, 1fr); } }
@media (min-width: 760px) { .vs-cats-compact { grid-template-columns: repeat(4, 1fr); } }
@media (min-width: 960px) { .vs-cats:not(.vs-cats-compact) { grid-template-columns: repeat(3, 1fr); } }

/* Product cards */
.vs-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (min-width: 700px) { .vs-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; } }
@media (min-width: 1000px) { .vs-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.vs-card { background: var(--vs-card); border: 1px solid var(--vs-line); border-radius: var(--vs-radius); overflow: hidden; transition: box-shadow .15s, transform .15s; }
.vs-card:hover { box-shadow: var(--vs-shadow); transform: translateY(-2px); }
.vs-card-link { display: flex; flex-direction: column; height: 100%; color: var(--vs-ink) !important; text-decoration: none; }
.vs-card-img { position: relative; display: block; aspect-ratio: 1; background: #eef2f7; }
.vs-card-img img, .vs-card-img .vs-noimg { display: block; width: 100%; height: 100%; object-fit: cover; }
.vs-badge { position: absolute; top: 8px; left: 8px; padding: 3px 9px; border-radius: 999px; background: var(--vs-accent); color: var(--vs-on-accent); font-size: 12px; font-weight: 800; letter-spacing: .02em; }
.vs-badge-inline { position: static; display: inline-block; margin-bottom: 4px; }
.vs-badge-out { background: #374151; color: #fff; }
.vs-soldout-note { margin: 0 0 8px; color: var(--vs-muted); font-weight: 600; }
.vs-card-body { display: flex; flex-direction: column; gap: 3px; flex: 1; padding: 10px 12px 14px; }
.vs-card-cat { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--vs-muted); font-size: 12px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; }
.vs-card-name { font-weight: 700; line-height: 1.3; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.vs-card .vs-price { margin-top: auto; padding-top: 4px; }
.vs-price { display: flex; flex-direction: column; align-items: flex-start; }
.vs-price-line { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 6px; }
.vs-now { color: var(--vs-primary-strong); font-size: 17px; font-weight: 800; white-space: nowrap; }
.vs-old-price { color: var(--vs-muted); font-size: 14px; white-space: nowrap; }
.vs-unit { color: var(--vs-muted); font-size: 13px; }
.vs-noimg { display: grid; place-items: center; width: 100%; aspect-ratio: 1; background: #eef2f7; color: #6b7280; }

/* Pages */
.vs-main { min-height: 60vh; transition: opacity .15s; }
.vs-busy { opacity: .55; }
.vs-page { padding-top: 24px; }
.vs-page-head h1, .vs-page-head h2 { margin: 0; font-size: 30px; }
.vs-lead { margin: 6px 0 18px; color: var(--vs-muted); }
.vs-empty { padding: 32px 20px; background: var(--vs-card); border: 1px dashed #cfd4dc; border-radius: var(--vs-radius); text-align: center; color: var(--vs-muted); }
.vs-empty p { margin: 4px 0; }
.vs-empty-title { color: var(--vs-ink); font-weight: 800; font-size: 18px; }
.vs-error { margin: 16px 0; padding: 12px 16px; border: 1px solid #fecaca; border-radius: 12px; background: #fef2f2; color: #991b1b; }
.vs-missing { padding-top: 64px; padding-bottom: 32px; text-align: center; }
.vs-missing p { color: var(--vs-muted); margin: 10px 0 24px; }

/* Search and filters */
.vs-filters { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; padding: 16px; background: var(--vs-card); border: 1px solid var(--vs-line); border-radius: var(--vs-radius); }
.vs-filters .vs-field-search, .vs-filters .vs-filter-actions { grid-column: 1 / -1; }
.vs-field label { display: block; margin-bottom: 6px; font-weight: 700; font-size: 14px; }
.vs-field input, .vs-field select { width: 100%; min-height: 48px; padding: 0 14px; border: 1.5px solid var(--vs-field); border-radius: 12px; background: #fff; color: var(--vs-ink); font: inherit; font-size: 16px; }
.vs-field input:focus, .vs-field select:focus { border-color: var(--vs-primary-strong); }
.vs-input-icon { position: relative; display: block; }
.vs-input-icon svg { position: absolute; left: 14px; top: 50%; transform: translateY(-50%); color: var(--vs-muted); pointer-events: none; }
.vs-input-icon input { padding-left: 42px; }
.vs-filter-actions { display: flex; gap: 8px; }
.vs-filter-actions .vs-btn { flex: 1; }
@media (min-width: 760px) {
  .vs-filters { grid-template-columns: minmax(0, 1fr) 230px 170px auto; align-items: end; }
  .vs-filters .vs-field-search, .vs-filters .vs-filter-actions { grid-column: auto; }
  .vs-filter-actions .vs-btn { flex: none; }
}
.vs-count { margin: 16px 0 12px; color: var(--vs-muted); font-weight: 600; }
.vs-more-wrap { margin-top: 24px; text-align: center; }

/* Contact */
.vs-contact-grid { display: grid; gap: 14px; }
@media (min-width: 760px) { .vs-contact-grid { grid-template-columns: repeat(2, 1fr); } }
.vs-box { padding: 20px; background: var(--vs-card); border: 1px solid var(--vs-line); border-radius: var(--vs-radius); }
.vs-box-head { display: flex; align-items: center; gap: 12px; margin-bottom: 10px; }
.vs-box h2, .vs-box h3 { margin: 0; font-size: 18px; }
.vs-box p { margin: 4px 0 14px; color: var(--vs-text); }
.vs-box-icon { display: inline-grid; place-items: center; width: 48px; height: 48px; border-radius: 14px; background: var(--vs-primary-soft); color: var(--vs-primary-strong); }
.vs-box-wa .vs-box-icon { background: #dcfce7; color: var(--vs-wa); }
.vs-box-ig .vs-box-icon { background: #fce7f3; color: #b1246b; }
.vs-box .vs-box-main { margin: 0 0 14px; color: var(--vs-text); font-size: 17px; font-weight: 600; font-style: normal; }
.vs-hours { margin: 8px 0 0; }
.vs-hours div { display: flex; justify-content: space-between; gap: 12px; padding: 10px 0; border-bottom: 1px dashed var(--vs-line); }
.vs-hours div:last-child { border-bottom: 0; }
.vs-hours dt { font-weight: 600; }
.vs-hours dd { margin: 0; }
.vs-closed dd { color: #b91c1c; font-weight: 700; }
.vs-open-now { display: inline-flex; align-items: center; gap: 8px; margin: 6px 0 0; font-size: 14px; color: var(--vs-muted); }
.vs-open-now-open, .vs-open-now-closed { font-weight: 700; padding: 4px 10px; border-radius: 999px; }
p.vs-open-now-open { color: #166534; background: #dcfce7; }
p.vs-open-now-closed { color: #991b1b; background: #fee2e2; }
.vs-open-dot { width: 8px; height: 8px; border-radius: 50%; background: currentColor; }
.vs-topics { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
@media (min-width: 760px) { .vs-topics { grid-template-columns: repeat(2, 1fr); } }
.vs-topic { display: flex; gap: 12px; align-items: flex-start; height: 100%; padding: 14px 16px; background: var(--vs-card); border: 1px solid var(--vs-line); border-radius: 14px; color: var(--vs-ink) !important; text-decoration: none; }
a.vs-topic:hover { border-color: var(--vs-primary); }
.vs-topic-icon { flex: none; color: var(--vs-primary-strong); padding-top: 2px; }
.vs-topic-title { display: block; font-weight: 700; }
.vs-topic-text { display: block; color: var(--vs-muted); font-size: 15px; }

/* Product */
/* one line on every screen: a long category or product name ends in "…" instead of wrapping the trail */
.vs-crumbs ol { display: flex; align-items: center; gap: 4px; list-style: none; margin: 0 0 16px; padding: 0; font-size: 14px; color: var(--vs-muted); }
.vs-crumbs li { display: flex; align-items: center; min-width: 0; }
.vs-crumbs li:first-child { flex: none; }
.vs-crumbs li + li::before { content: "›"; flex: none; margin: 0 6px 0 2px; }
.vs-crumbs a { min-width: 0; padding: 6px 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-decoration: none; font-weight: 600; }
.vs-crumbs [aria-current] { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* one column that never grows past the screen: a wide price range wraps instead (the widget is narrower than the phone) */
.vs-product { display: grid; grid-template-columns: minmax(0, 1fr); gap: 20px; }
@media (min-width: 900px) { .vs-product { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 40px; align-items: start; } }
.vs-gallery-main { position: relative; display: block; aspect-ratio: 1; overflow: hidden; background: #fff; border: 1px solid var(--vs-line); border-radius: 20px; }
.vs-gallery-main img { display: block; width: 100%; height: 100%; object-fit: contain; }
/* the no-photo art sits in the middle of its card or gallery (their display: block would pin it top-left) */
.vs-card-img .vs-noimg, .vs-noimg.vs-gallery-main { display: grid; place-items: center; }
.vs-gallery-btn { position: absolute; top: 50%; transform: translateY(-50%); display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border: 0; border-radius: 50%; background: rgba(255, 255, 255, .94); color: var(--vs-ink); box-shadow: 0 2px 10px rgba(17, 24, 39, .2); cursor: pointer; }
.vs-prev { left: 10px; }
.vs-next { right: 10px; }
.vs-gallery-pos { position: absolute; right: 10px; bottom: 10px; padding: 2px 10px; border-radius: 999px; background: rgba(17, 24, 39, .78); color: #fff; font-size: 13px; font-weight: 700; }
.vs-thumbs { display: flex; gap: 8px; list-style: none; margin: 10px 0 0; padding: 2px; overflow-x: auto; }
.vs-thumb { display: block; width: 64px; height: 64px; padding: 0; overflow: hidden; border: 2px solid var(--vs-line); border-radius: 12px; background: #fff; cursor: pointer; }
.vs-thumb[aria-current="true"] { border-color: var(--vs-primary-strong); box-shadow: 0 0 0 2px var(--vs-primary-soft); }
.vs-thumb img { display: block; width: 100%; height: 100%; object-fit: cover; }
.vs-chip { display: inline-block; padding: 4px 12px; border-radius: 999px; background: var(--vs-primary-soft); font-size: 13px; font-weight: 700; text-decoration: none; }
.vs-product-name { margin: 10px 0 8px; font-size: 27px; }
.vs-product-price { margin: 4px 0 10px; }
.vs-price-lg .vs-now { font-size: 32px; white-space: normal; }
.vs-price-lg .vs-old-price { font-size: 16px; }
.vs-price-lg .vs-unit { font-size: 15px; }
.vs-product-short { margin: 0 0 8px; color: var(--vs-text); font-size: 17px; }
.vs-buy { display: grid; gap: 10px; margin: 18px 0 8px; }
.vs-buy-note { margin: 0; color: var(--vs-muted); font-size: 14px; text-align: center; }
.vs-desc h2, .vs-desc h3 { margin: 24px 0 6px; font-size: 18px; }
.vs-desc p { margin: 0 0 10px; color: var(--vs-text); line-height: 1.65; }
.vs-desc-list { margin: 0 0 10px; padding-left: 1.3em; color: var(--vs-text); line-height: 1.65; }
.vs-desc-list li { margin: 2px 0; }
.vs-facts { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 10px; margin: 18px 0 0; }
.vs-facts div { padding: 10px 14px; background: var(--vs-card); border: 1px solid var(--vs-line); border-radius: 12px; }
.vs-facts dt { color: var(--vs-muted); font-size: 13px; }
.vs-facts dd { margin: 0; font-weight: 700; }
.vs-facts a { text-decoration: none; }

.vs-mini-footer { margin: 28px 0 0; padding: 16px; border-top: 1px solid var(--vs-line); text-align: center; font-size: 14px; }
.vs-mini-footer a { font-weight: 700; text-decoration: none; padding: 6px; }

/* Widget: a box on someone else's page */
/* clip where known (hidden before Safari 16): hidden makes a scroll container, and the buy bar would stick to the box, not the screen */
.vs-widget { border-radius: 18px; overflow: hidden; overflow: clip; border: 1px solid var(--vs-line); }
.vs-widget .vs-main { min-height: 0; padding-bottom: 8px; }
.vs-loading { padding: 24px 16px; }
.vs-skel { display: block; border-radius: 12px; background: linear-gradient(90deg, #eceff3, #f6f7f9, #eceff3); background-size: 200% 100%; animation: vs-shine 1.2s linear infinite; }
@keyframes vs-shine { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .vs *, .vs-skel { animation: none !important; transition: none !important; } }
.vs-cat-big { display: grid; grid-template-columns: 52px 1fr; column-gap: 14px; row-gap: 2px; align-content: start; }
.vs-cat-big .vs-cat-emoji { grid-row: span 3; margin: 0; }
.vs-cat-big .vs-cat-count { margin-top: 4px; }
@media (min-width: 1000px) { .vs-grid-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
${productPageStyles}
`;
