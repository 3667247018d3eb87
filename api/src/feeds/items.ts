import type { TenantScope } from '../db/scoped.ts';
import type { Product, ProductImage } from '@vitrine/contract/products';
import type { ProductVariant } from '@vitrine/contract/variants';
import { listProducts } from '../products/queries.ts';
import { loadSsr } from '../storefront/renderer.ts';
import { cut, plainLine } from './text.ts';
import { showsOldPrice } from '@vitrine/contract/price-rules';

/**
 * Limits both Google Merchant Center and Meta Commerce Manager accept (Google's are the
 * stricter: id 50, title 150, description 5000, brand 70; Meta allows 100/200/9999/100);
 * at most 10 additional images (Google; Meta takes 20).
 */
const FEED_LIMITS = { id: 50, title: 150, description: 5000, brand: 70, additionalImages: 10 } as const;

/** Far above any small shop; each product may add up to 100 combinations. */
const MAX_PRODUCTS = 45_000;

/** One line of a catalogue feed: a product, or one combination of a product with options. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** The regular price ("15.90 BRL"): on promotion, the old price. */
  price: string;
  /** The promotional price, when there is one. */
  salePrice: string | null;
  brand: string;
  /** The product's id for every combination of a product with options; null without options. */
  itemGroupId: string | null;
}

const brl = (value: number) => `${value.toFixed(2)} BRL`;

/** "Tamanho: M, Cor: Azul" (the words the product page uses for a choice). */
const describeChoice = (p: Product, v: ProductVariant) => p.options.map((o, i) => `${o.name}: ${v.options[i] ?? ''}`).join(', ');

/** The regular and the promotional price: a sale price only where the shop crosses out the old one. */
function prices(price: number, oldPrice: number | null, onPromotion: boolean) {
  return showsOldPrice(price, oldPrice, onPromotion) ? { price: brl(oldPrice), salePrice: brl(price) } : { price: brl(price), salePrice: null };
}

/**
 * What a shop's feeds list: the products the public sees (never `oculto`, never a hidden
 * combination), one item per combination on show for a product with options. A product
 * with no photo is left out: Google requires image_link and Meta image_link too, and an
 * item without one is refused by both.
 */
export async function feedItems(scope: TenantScope, origin: string): Promise<FeedItem[]> {
  const [{ items: products }, ssr] = await Promise.all([listProducts(scope, { limit: MAX_PRODUCTS }), loadSsr()]);
  const brand = cut(plainLine(scope.site.store_name), FEED_LIMITS.brand);
  const image = (img: ProductImage) => `${origin}${img.url}`;
  return products
    .filter((p) => p.images.length > 0)
    .flatMap((p): FeedItem[] => {
      const name = plainLine(p.name);
      const base = {
        description: cut(plainLine(p.description) || plainLine(p.short_description) || name, FEED_LIMITS.description),
        link: `${origin}${ssr.routePath({ view: 'product', id: p.id, slug: p.slug })}`,
        imageLink: image(p.images[0]!),
        additionalImageLinks: p.images.slice(1, 1 + FEED_LIMITS.additionalImages).map(image),
        brand,
      };
      // a product sold out as a whole is sold out in every combination
      const sellable = p.availability === 'disponivel';
      if (!p.variants.length) {
        return [
          {
            ...base,
            id: String(p.id),
            title: cut(name, FEED_LIMITS.title),
            inStock: sellable,
            ...prices(p.price, p.old_price, p.is_promotion),
            itemGroupId: null,
          },
        ];
      }
      return p.variants.map((v) => {
        const choice = plainLine(describeChoice(p, v));
        // the choice is what tells combinations apart: the name gives way to it when too long
        const title = `${cut(name, Math.max(FEED_LIMITS.title - choice.length - 3, 20))} - ${choice}`;
        return {
          ...base,
          id: `${p.id}-${v.id}`,
          title: cut(title, FEED_LIMITS.title),
          inStock: sellable && v.availability === 'disponivel',
          // a combination's own old price is its promotion (as the product page shows it)
          ...prices(v.price, v.old_price, true),
          itemGroupId: String(p.id),
        };
      });
    });
}
