/**
 * The shapes the storefront reads, straight from the API's contract. Type-only imports:
 * nothing of the contract (zod) ends up in the browser bundles.
 */
import type { Product, ProductImage } from '@vitrine/contract';

export type { Category, Product, ProductImage, ProductListQuery, ProductOption, ProductVariant, SiteInfo } from '@vitrine/contract';

/** Of a product's pictures, what a card draws (model/images.ts responsiveImage). */
type CardImage = Pick<ProductImage, 'image_id' | 'width' | 'height'>;

/**
 * A product as its card shows it (components/product-card.tsx): all a page's lists read of
 * their products, and all they carry to the page's script (model/boot.ts). A product page's
 * own product is whole.
 */
export type CardProduct = Pick<
  Product,
  'id' | 'slug' | 'name' | 'price' | 'price_max' | 'old_price' | 'is_promotion' | 'unit' | 'availability' | 'category_name'
> & { images: CardImage[] };
