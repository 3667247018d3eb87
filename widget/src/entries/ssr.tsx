import { renderToString } from 'preact-render-to-string';
import { App } from '../components/app.tsx';
import { themeVars } from '@vitrine/contract/theme';
import { BOOT_ID, ROOT_ID, bootState, type BootRest } from '../model/boot.ts';
import { featuredProducts, loadPage, pageStatus, popularCategories, type PageState } from '../model/load-page.ts';
import { canonicalPath, parseRoute, routePath } from '../model/routes.ts';
import { imageSrc, imageVariants } from '../model/images.ts';
import { escapeHtml, headHtml, pageHead, scriptJson } from '../model/seo.ts';
import { hrefFor, type LinkConfig, type ShopView } from '../model/shop.ts';
import { storefrontStyles } from '../styles/storefront.css.ts';
import { hostedStyles } from '../styles/hosted.css.ts';
import { extrasStyles } from '../styles/extras.css.ts';
import { linksPageStyles } from '../styles/links-page.css.ts';
import { serverPages } from '../components/storefront.tsx';
import { LinksPage } from '../pages/links.tsx';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import { cardKey, ProductCard } from '../components/product-card.tsx';
import { keepingParts, keepPart } from './kept-parts.ts';
import type { MessagePage, PartStore, RenderInput, RenderedPage } from './ssr-types.ts';
import type * as SsrApi from '../ssr-api.ts';

export { loadPage, pageStatus, featuredProducts, popularCategories } from '../model/load-page.ts';
export type { PageData, PageState, StoreSource } from '../model/load-page.ts';
export { parseRoute, routePath, canonicalPath } from '../model/routes.ts';
export { productRedirect } from '../model/product-redirect.ts';
import { productRedirect } from '../model/product-redirect.ts';
export type { Route } from '../model/routes.ts';
export { imageVariants, imageSrc } from '../model/images.ts';
export type { ImageSource } from '../model/images.ts';
export { hrefFor } from '../model/shop.ts';
export type { LinkConfig, ShopView } from '../model/shop.ts';
export { themeVars } from '@vitrine/contract/theme';
export type { MessagePage, PageParts, PartStore, RenderInput, RenderedPage } from './ssr-types.ts';

/** The storefront's stylesheet (minified in the build), with the full page's own rules. Hosted pages inline it. */
const css = storefrontStyles + extrasStyles + hostedStyles + linksPageStyles;
/** The document around a hosted storefront: the page itself has no margin and a neutral background. */
const PAGE_CSS = 'html{-webkit-text-size-adjust:100%}body{margin:0;background:#f6f7f9}';
/** A full page's <style>: one string for every page (RenderedPage.parts). */
const PAGE_STYLE = PAGE_CSS + css;
serverPages.links = LinksPage;
export const storefrontCss: string = css;

// The parts a shop's pages share, kept when the server hands a store (kept-parts.ts).
keepPart(Header, ({ route }) => `header:${route.view}`);
keepPart(Footer, () => 'footer');
keepPart(ProductCard, cardKey);

/**
 * Just the storefront markup of a page (what the benchmark measures and hydration reuses);
 * with `parts`, the shop's header, footer and cards as kept there.
 */
export function renderApp(shop: ShopView, links: LinkConfig, state: PageState, parts?: PartStore): string {
  const draw = () => renderToString(<App shop={shop} links={links} initial={state} />);
  // the links' JSON (the parts' scope) only when there is a store to keep them in
  return parts ? keepingParts(parts, JSON.stringify(links), draw) : draw();
}

/** A complete HTML document for one storefront page: head for search and sharing, body, data, script. */
export function renderStorefrontPage(input: RenderInput): RenderedPage {
  const { shop, links, state } = input;
  const head = pageHead(shop, state, links.images);
  const boot: BootRest = {
    links,
    ...bootState(state, !!input.fullCatalogue),
    apiBase: input.apiBase,
    ...(input.insightBase ? { insightBase: input.insightBase } : {}),
  };
  const before = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${headHtml(head, shop)}
<meta name="theme-color" content="${shop.site.theme['--vs-primary-strong']}">
${input.icons ? `<link rel="icon" type="image/png" href="${escapeHtml(input.icons.png)}">` : ''}
${input.icons?.apple ? `<link rel="apple-touch-icon" href="${escapeHtml(input.icons.apple)}">` : ''}
<style>`;
  const after = `</style>
</head>
<body>
<div id="${ROOT_ID}">${renderApp(shop, links, state, input.parts)}</div>
<script id="${BOOT_ID}" type="application/json">${bootJson(shop, boot)}</script>
${input.script ? `<script src="${escapeHtml(input.script)}" defer></script>` : ''}
</body>
</html>`;
  return { status: pageStatus(state), html: before + PAGE_STYLE + after, parts: { before, style: PAGE_STYLE, after } };
}

/**
 * The boot data as scriptJson(BootData) writes it, shop first. The shop's part is the same on
 * every page of a shop until it changes, and the server hands the same ShopView to every page
 * until then (api/src/storefront/shop-view.ts): its JSON is kept with it.
 */
const shopJsonOf = new WeakMap<ShopView, string>();
function bootJson(shop: ShopView, rest: BootRest): string {
  let json = shopJsonOf.get(shop);
  if (json === undefined) {
    json = scriptJson(shop);
    shopJsonOf.set(shop, json);
  }
  return `{"shop":${json},${scriptJson(rest).slice(1)}`;
}

/**
 * A small page outside any shop: "Loja não encontrada" and the platform's own front page.
 * Plain HTML with the storefront's look, no script.
 */
export function renderMessagePage(page: MessagePage): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.text)}">
${page.noindex ? '<meta name="robots" content="noindex">' : ''}
<style>${PAGE_STYLE}</style>
</head>
<body>
<div class="vs" style="${Object.entries(themeVars({}))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}">
<main class="vs-message vs-wrap">
<h1>${escapeHtml(page.heading)}</h1>
<p>${escapeHtml(page.text)}</p>
<p class="vs-message-links">
${page.link ? `<a class="vs-btn vs-btn-primary" href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a>` : ''}
${(page.extraLinks ?? []).map((l) => `<a class="vs-btn vs-btn-outline" href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join('\n')}
</p>
</main>
</div>
</body>
</html>`;
}

// The declarations the API compiles against (ssr-api.ts) must match this module exactly.
void ({
  loadPage,
  pageStatus,
  featuredProducts,
  popularCategories,
  parseRoute,
  routePath,
  canonicalPath,
  productRedirect,
  imageVariants,
  imageSrc,
  hrefFor,
  themeVars,
  storefrontCss,
  renderApp,
  renderStorefrontPage,
  renderMessagePage,
} satisfies typeof SsrApi);
