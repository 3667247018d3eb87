import { formatPrice } from './format.ts';
import { fill, messages } from './text.ts';
import type { Product, SiteInfo } from './types.ts';

type Reach = Pick<SiteInfo, 'whatsapp' | 'instagram' | 'instagram_url'>;

/** wa.me wants the number as digits only, country code first. */
export function whatsappLink(whatsapp: string | null | undefined, text?: string): string | null {
  const digits = (whatsapp ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export function instagramLink(site: Reach): string | null {
  if (site.instagram_url) return site.instagram_url;
  return site.instagram ? `https://www.instagram.com/${site.instagram.replace(/^@/, '')}/` : null;
}

/**
 * The message a shopper sends about a product: its name, price and link;
 * for a sold-out one, whether it will be back.
 */
function buyMessage(product: Pick<Product, 'name' | 'price' | 'unit'> & { availability?: Product['availability'] }, productUrl: string): string {
  if (product.availability === 'esgotado') return fill(messages.catalogue.soldOutMessage, { name: product.name, link: productUrl });
  return fill(messages.storefront.buyMessage, { name: product.name, price: formatPrice(product.price), unit: product.unit, link: productUrl });
}

export interface BuyChannel {
  kind: 'whatsapp' | 'instagram' | 'contact';
  href: string;
  label: string;
  /** Opens outside the shop (new tab). */
  external: boolean;
}

/**
 * Contact to buy: WhatsApp with the message ready; a shop without WhatsApp falls back to
 * its Instagram profile, and one with neither to its contact page.
 */
export function buyChannel(
  site: Reach,
  product: Pick<Product, 'name' | 'price' | 'unit'> & { availability?: Product['availability'] },
  productUrl: string,
  contactHref: string,
  /** The message when the page has its own (a chosen combination). */
  text?: string,
): BuyChannel {
  // a sold-out product cannot be bought: whatever the channel, the button asks whether it comes back
  const soldOut = product.availability === 'esgotado';
  const wa = whatsappLink(site.whatsapp, text ?? buyMessage(product, productUrl));
  if (wa) return { kind: 'whatsapp', href: wa, label: soldOut ? messages.catalogue.askBack : 'Comprar pelo WhatsApp', external: true };
  const ig = instagramLink(site);
  if (ig) return { kind: 'instagram', href: ig, label: soldOut ? messages.catalogue.askBack : 'Comprar pelo Instagram', external: true };
  return { kind: 'contact', href: contactHref, label: soldOut ? messages.catalogue.askBack : 'Fale com a loja para comprar', external: false };
}

/**
 * A search that found nothing: ask the shop, on WhatsApp with the words searched in the message,
 * else on its Instagram profile; a shop with neither has its contact page in the menu.
 */
export function askChannel(site: Reach, q: string): BuyChannel | null {
  const wa = whatsappLink(site.whatsapp, fill(messages.storefront.searchMessage, { q }));
  if (wa) return { kind: 'whatsapp', href: wa, label: messages.storefront.askShop, external: true };
  const ig = instagramLink(site);
  return ig ? { kind: 'instagram', href: ig, label: messages.storefront.askShopInstagram, external: true } : null;
}
