import { DEFAULT_OPENING_HOURS, WEEKDAY_SCHEMA, buyChannelWords, channelsWords, hoursLines, hoursSentence } from './shop-words.ts';
import { oneLine } from './text-blocks.ts';
import { excerpt, formatPrice } from './format.ts';
import { imageSrc, ogImageSrc, type ImageSource } from './images.ts';
import type { PageState } from './load-page.ts';
import { canonicalPath, productRoute, routePath } from './routes.ts';
import { absoluteUrl, storeName, type ShopView } from './shop.ts';
import { instagramLink } from './contact-links.ts';
import { messages } from './text.ts';
import { productOffers } from './offers-ld.ts';
import type { Category, Product } from './types.ts';

/** Everything a page's <head> says about it to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Missing pages are not indexed. */
  noindex: boolean;
  ogType: 'website' | 'product';
  image: { url: string; alt: string; width?: number; height?: number } | null;
  price: { amount: string; currency: 'BRL' } | null;
  jsonLd: object[];
}

export function pageTitle(shop: ShopView, state: PageState): string {
  const name = storeName(shop.site);
  const { route, data } = state;
  const of = (part: string) => `${part} | ${name}`;
  switch (data.view) {
    case 'home':
      return shop.site.site_description ? `${name} | ${excerpt(shop.site.site_description, 60)}` : name;
    case 'products': {
      const q = route.view === 'products' ? route.q : '';
      const category = categoryOf(state);
      if (q) return of(`Busca por “${q}”`);
      return of(category ? category.name : 'Produtos');
    }
    case 'categories':
      return of('Categorias');
    case 'contact':
      return of('Contato');
    case 'links':
      return of('Links');
    case 'product':
      return of(data.product ? data.product.name : messages.products.notFound);
    case 'notfound':
      return of(messages.storefront.pageNotFound);
  }
}

export function pageHead(shop: ShopView, state: PageState, images: ImageSource): PageHead {
  const { site } = shop;
  const name = storeName(site);
  const { data } = state;
  const canonical = absoluteUrl(shop.origin, canonicalPath(state.route));
  const base: PageHead = {
    title: pageTitle(shop, state),
    description: '',
    canonical,
    noindex: false,
    ogType: 'website',
    image: shopPreview(shop, images),
    price: null,
    jsonLd: [],
  };
  // default words name only the channels the shop has (it may sell through Instagram alone)
  const buy = buyChannelWords(site);
  const channels = channelsWords(site);
  const about = site.store_description || site.site_description || `Conheça os produtos da loja ${name}${buy ? ` e fale com a loja ${buy}` : ''}.`;
  const crumbs = (items: Array<[string, string]>) => breadcrumbs(shop.origin, [['Início', '/'], ...items]);

  switch (data.view) {
    case 'home': {
      return { ...base, description: excerpt(about, 160), jsonLd: [localBusiness(shop, images)] };
    }
    case 'products': {
      const category = categoryOf(state);
      const where = category ? ` na categoria ${category.name}` : '';
      const trail: Array<[string, string]> = [['Produtos', routePath({ view: 'products', q: '', categoryId: null })]];
      if (category) trail.push([category.name, routePath({ view: 'products', q: '', categoryId: category.id })]);
      return {
        ...base,
        description: excerpt(`Veja os produtos da loja ${name}${where}: fotos, preços e atendimento direto${buy ? ` ${buy}` : ''}.`, 160),
        jsonLd: [crumbs(trail)],
      };
    }
    case 'categories':
      return {
        ...base,
        description: excerpt(`Categorias da loja ${name}: ${data.categories.map((c) => c.name).join(', ')}.`, 160),
        jsonLd: [crumbs([['Categorias', routePath({ view: 'categories' })]])],
      };
    case 'contact':
      return {
        ...base,
        description: excerpt(
          `Fale com a loja ${name}${channels ? ` ${channels}` : ''}.${site.address ? ` ${site.address}.` : ''} ${hoursSentence(site.opening_hours ?? DEFAULT_OPENING_HOURS)}.`,
          160,
        ),
        jsonLd: [localBusiness(shop, images), crumbs([['Contato', '/contact']])],
      };
    case 'links':
      return {
        ...base,
        description: excerpt(
          `${name}: ${[site.whatsapp && 'WhatsApp', site.instagram && 'Instagram', 'categorias e destaques'].filter(Boolean).join(', ')} num só lugar. ${about}`,
          160,
        ),
        jsonLd: [crumbs([['Links', '/links']])],
      };
    case 'product': {
      const p = data.product;
      if (!p) return { ...base, description: messages.storefront.productNotFoundHint, noindex: true };
      const text = p.short_description || p.description || p.name;
      return {
        ...base,
        ogType: 'product',
        description: excerpt(`${excerpt(text, 120)} Por ${formatPrice(p.price)} (${p.unit}).`, 160),
        image: p.images[0] ? productImage(shop, images, p) : base.image,
        price: { amount: p.price.toFixed(2), currency: 'BRL' },
        jsonLd: [
          productLd(shop, images, p, canonical),
          crumbs([
            [p.category_name || 'Produtos', routePath({ view: 'products', q: '', categoryId: p.category_id })],
            [p.name, routePath(productRoute(p))],
          ]),
        ],
      };
    }
    case 'notfound':
      return { ...base, description: messages.storefront.pageNotFoundHint, noindex: true };
  }
}

function categoryOf(state: PageState): Category | undefined {
  const { route, data } = state;
  if (route.view !== 'products' || data.view !== 'products' || !route.categoryId) return undefined;
  return data.categories.find((c) => c.id === route.categoryId);
}

/**
 * The preview of a page with no picture of its own: the logo, else the
 * first destaque's picture, as a 1200×630 JPEG on white (WhatsApp shows none above 300 KB).
 */
function shopPreview(shop: ShopView, images: ImageSource): PageHead['image'] {
  const name = storeName(shop.site);
  const id = shop.site.store_logo || shop.cover;
  if (!id) return null;
  return {
    url: absoluteUrl(shop.origin, ogImageSrc(images, id, 'wide')),
    alt: shop.site.store_logo ? `Logo da ${name}` : `Produtos da ${name}`,
    width: 1200,
    height: 630,
  };
}

/** A product's own first picture, square: how WhatsApp and Instagram show a single item best. */
function productImage(shop: ShopView, images: ImageSource, p: Product): PageHead['image'] {
  return { url: absoluteUrl(shop.origin, ogImageSrc(images, p.images[0]!.image_id, 'square')), alt: p.name, width: 1200, height: 1200 };
}

function breadcrumbs(origin: string, items: Array<[string, string]>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absoluteUrl(origin, path) })),
  };
}

/** The shop's node id in JSON-LD: the LocalBusiness on the home page, the seller of every offer. */
const shopId = (shop: Pick<ShopView, 'origin'>) => `${shop.origin}/#loja`;

function localBusiness(shop: ShopView, images: ImageSource) {
  const { site } = shop;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': shopId(shop),
    name: storeName(site),
    url: `${shop.origin}/`,
    description: oneLine(site.store_description || site.site_description) || undefined,
    image: site.store_logo ? absoluteUrl(shop.origin, imageSrc(images, site.store_logo, 480)) : undefined,
    telephone: site.whatsapp ? `+${site.whatsapp}` : site.contact_phone || undefined,
    email: site.contact_email || undefined,
    sameAs: instagramLink(site) ? [instagramLink(site)] : undefined,
    hasMap: site.google_maps_link || undefined,
    currenciesAccepted: 'BRL',
    openingHoursSpecification: hoursLines(site.opening_hours ?? DEFAULT_OPENING_HOURS).flatMap((h) =>
      h.hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days.map((d) => WEEKDAY_SCHEMA[d]), opens: h.hours.opens, closes: h.hours.closes }] : [],
    ),
  };
  if (site.address || site.city || site.zip_code) {
    ld.address = {
      '@type': 'PostalAddress',
      streetAddress: site.address || undefined,
      addressLocality: site.city || undefined,
      addressRegion: site.state || undefined,
      postalCode: site.zip_code || undefined,
      addressCountry: 'BR',
    };
  }
  return ld;
}

function productLd(shop: ShopView, images: ImageSource, p: Product, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: oneLine(p.description || p.short_description) || undefined,
    sku: String(p.id),
    category: p.category_name || undefined,
    image: p.images.map((img) => absoluteUrl(shop.origin, imageSrc(images, img.image_id, Math.min(img.width || 960, 960)))),
    brand: { '@type': 'Brand', name: storeName(shop.site) },
    // the seller is the LocalBusiness node of the home and contact pages, named here too
    offers: productOffers(p, url, { '@type': 'LocalBusiness', '@id': shopId(shop), name: storeName(shop.site), url: `${shop.origin}/` }),
  };
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/** JSON inside <script>: nothing in it can close the tag or break the line terminators of old parsers. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The <head> tags of a page, as HTML. */
export function headHtml(head: PageHead, shop: ShopView): string {
  const name = storeName(shop.site);
  const meta = (attr: 'name' | 'property', key: string, value: string | number | undefined | null) =>
    value === undefined || value === null || value === '' ? '' : `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', name),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image?.url),
    meta('property', 'og:image:alt', head.image?.alt),
    meta('property', 'og:image:width', head.image?.width),
    meta('property', 'og:image:height', head.image?.height),
    meta('property', 'product:price:amount', head.price?.amount),
    meta('property', 'product:price:currency', head.price?.currency),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image?.url),
    meta('name', 'twitter:image:alt', head.image?.alt),
    ...head.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ]
    .filter(Boolean)
    .join('\n');
}
