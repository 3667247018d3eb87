import { formatPrice } from '../model/format.ts';
import { responsiveImage } from '../model/images.ts';
import type { CardProduct, ProductVariant } from '../model/types.ts';
import { hasPriceRange, showsOldPrice } from '../model/variants.ts';
import { messages } from '../model/text.ts';
import { useEnv } from './env.ts';
import { BagIcon } from './icons.tsx';
import { Link } from './link.tsx';
import { productRoute } from '../model/routes.ts';
import { SoldOutBadge } from './sold-out.tsx';

/**
 * Price, the old price struck through on promotion, and the unit. A product with options
 * shows the chosen combination's price, or before a choice "a partir de" the lowest (cards)
 * or the whole range (product page, `range`).
 */
export function Price({ product, large, variant, range }: { product: CardProduct; large?: boolean; variant?: ProductVariant | null; range?: boolean }) {
  const spread = !variant && hasPriceRange(product);
  const shown = variant ?? product;
  // a chosen combination with an old price is on promotion by itself
  const promo = !spread && showsOldPrice(shown.price, shown.old_price, !!variant || product.is_promotion);
  return (
    <span class={large ? 'vs-price vs-price-lg' : 'vs-price'}>
      {promo && (
        <s class="vs-old-price">
          <span class="vs-sr">De </span>
          {formatPrice(shown.old_price!)}
          <span class="vs-sr"> por</span>
        </s>
      )}
      <span class="vs-price-line">
        {spread && !range && <span class="vs-from">{messages.variants.from}</span>}
        <strong class="vs-now">{spread && range ? `${formatPrice(product.price)} – ${formatPrice(product.price_max)}` : formatPrice(shown.price)}</strong>{' '}
        <span class="vs-unit">/ {product.unit}</span>
      </span>
    </span>
  );
}

/** A product's first picture, responsive; a drawn placeholder when it has none. */
export function ProductPicture({ product, sizes, eager }: { product: CardProduct; sizes: string; eager?: boolean }) {
  const { links } = useEnv();
  const image = product.images[0];
  if (!image) {
    return (
      <span class="vs-noimg" role="img" aria-label={`${product.name}: sem foto`}>
        <BagIcon size={40} />
      </span>
    );
  }
  const img = responsiveImage(links.images, image, 480);
  return (
    <img
      src={img.src}
      srcset={img.srcSet}
      sizes={sizes}
      width={img.width}
      height={img.height}
      alt={product.name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

const CARD_SIZES = '(min-width: 1100px) 260px, (min-width: 700px) 30vw, 46vw';

export function ProductCard({ product, eager }: { product: CardProduct; eager?: boolean }) {
  const promo = showsOldPrice(product.price, product.old_price, product.is_promotion);
  return (
    <li class="vs-card">
      <Link to={productRoute(product)} class="vs-card-link">
        <span class="vs-card-img">
          <ProductPicture product={product} sizes={CARD_SIZES} eager={eager} />
          {product.availability === 'esgotado' ? <SoldOutBadge /> : promo && <span class="vs-badge">Promoção</span>}
        </span>
        <span class="vs-card-body">
          {product.category_name && <span class="vs-card-cat">{product.category_name}</span>}
          <span class="vs-card-name">{product.name}</span>
          <Price product={product} />
        </span>
      </Link>
    </li>
  );
}

/**
 * Everything ProductCard shows of its product, as one string: the server keeps a card's HTML
 * by it (entries/kept-parts.ts), so a field the card reads that is missing here would show a
 * kept card after the field changed. `kept-parts.test.tsx` changes every field of a product
 * in turn and fails when the card changes but not this key. Only the server calls it.
 */
export function cardKey({ product: p, eager }: { product: CardProduct; eager?: boolean }): string {
  const image = p.images[0];
  return [
    eager ? 1 : 0,
    p.id,
    p.slug,
    p.name,
    p.price,
    p.price_max,
    p.old_price,
    p.is_promotion,
    p.unit,
    p.availability,
    p.category_name,
    image?.image_id,
    image?.width,
    image?.height,
  ].join('\u0001');
}

/** A grid of product cards; the first row loads eagerly (above the fold on a phone). */
export function ProductGrid({ products, label, eagerCount = 2, wide }: { products: CardProduct[]; label: string; eagerCount?: number; wide?: boolean }) {
  return (
    <ul class={wide ? 'vs-grid vs-grid-3' : 'vs-grid'} aria-label={label}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} />
      ))}
    </ul>
  );
}
