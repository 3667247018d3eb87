/**
 * The link-in-bio page: one centred column, phone-width on any screen,
 * every link a full-width button. Appended to the hosted pages' stylesheet only (the
 * widget never shows it), so widget.js stays within its budget.
 */
export const linksPageStyles = `
.vs-links { max-width: 480px; margin: 0 auto; padding: 28px 16px 8px; }
.vs-links-head { display: grid; justify-items: center; gap: 8px; text-align: center; }
.vs-links-head .vs-logo { border-radius: 50%; }
.vs-links-head h1 { margin: 0; overflow-wrap: anywhere; }
.vs-links-head .vs-lead { margin: 0; }
.vs-links section { margin-top: 28px; }
.vs-links h2 { margin: 0 0 10px; font-size: 18px; text-align: center; }
.vs-links-list, .vs-links-products { display: grid; gap: 10px; margin: 20px 0 0; padding: 0; list-style: none; }
.vs-links section .vs-links-list, .vs-links section .vs-links-products { margin-top: 0; }
.vs-links-list .vs-btn { width: 100%; overflow-wrap: anywhere; }
.vs-links-product { display: flex; align-items: center; gap: 12px; min-height: 72px; padding: 8px; border: 1px solid var(--vs-line); border-radius: 12px; background: var(--vs-card); color: inherit; text-decoration: none; }
.vs-links-product img, .vs-links-product .vs-noimg { flex: none; width: 64px; height: 64px; border-radius: 8px; object-fit: cover; }
.vs-links-product > span { display: grid; gap: 2px; min-width: 0; }
.vs-links-name { font-weight: 700; overflow-wrap: anywhere; }
`;
