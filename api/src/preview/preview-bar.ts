import { messages } from '@vitrine/contract/messages';

/*
 * The bar every previewed page carries, fixed at the top so no shopper-facing layout moves
 * under it, and a robots meta beside the X-Robots-Tag header. Added around the rendered
 * document rather than inside the storefront components: the static export and the widget
 * never show it.
 */
const BAR = `<div class="vitrine-preview-bar" role="status">${messages.preview.bar}</div>`;
const STYLE = `<style>.vitrine-preview-bar{position:sticky;top:0;z-index:2147483647;padding:8px 12px;background:#854d0e;color:#fff;font:600 14px/1.35 system-ui,sans-serif;text-align:center}</style>`;

export function withPreviewBar(html: string): string {
  return html.replace('</head>', `<meta name="robots" content="noindex">\n${STYLE}\n</head>`).replace('<body>', `<body>\n${BAR}`);
}
