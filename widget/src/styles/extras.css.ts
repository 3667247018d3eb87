/**
 * The lightbox's and the share panel's styles. The server inlines them with
 * the rest on hosted pages and exports; the widget's shadow root gets them from extras.js, with
 * the code that needs them (extras/extras-styles.ts), so widget.js stays within its budget.
 */
export const extrasStyles = `
.vs-lightbox { width: 100vw; height: 100vh; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; background: #000; color: #fff; overflow: hidden; }
.vs-lightbox-stage { position: absolute; inset: 0 0 64px; display: flex; align-items: center; justify-content: center; touch-action: none; }
.vs-lightbox-stage img { max-width: 100%; max-height: 100%; width: auto; height: auto; user-select: none; }
.vs-lightbox-bar { position: absolute; inset: auto 0 0; display: flex; align-items: center; justify-content: center; gap: 10px; height: 64px; font-weight: 700; }
.vs-lightbox-btn { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border: 0; border-radius: 50%; background: #333; color: #fff; font-size: 24px; cursor: pointer; }
.vs-share-panel { display: grid; gap: 8px; margin-top: 8px; }
.vs-share-url { min-height: 44px; padding: 0 12px; border: 1px solid var(--vs-field); border-radius: 10px; font: inherit; }
.vs-share-note { font-size: 14px; }
`;
