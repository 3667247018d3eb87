import type { Product, ProductImage, Unit } from '@vitrine/contract/products';
import type { Availability } from '@vitrine/contract/catalogue';
import { imageUrl } from '../config/presenter.ts';
import { slugify } from '@vitrine/contract/slug';
import { presentVariantFields, type VariantColumns } from '../variants/presenter.ts';

export interface ProductRow extends VariantColumns {
  id: number;
  site_id: number;
  category_id: number;
  category_name?: string;
  name: string;
  description: string | null;
  short_description: string | null;
  price: string;
  old_price: string | null;
  is_promotion: boolean;
  unit: Unit;
  availability: Availability;
  is_featured: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
}

export interface ProductImageRow {
  id: number;
  product_id: number;
  image_id: string;
  original_name: string;
  is_primary: boolean;
  position: number;
  width: number;
  height: number;
}

/** numeric(12,2) arrives as a string; "19.90" → 19.9 for the JSON answer. */
const moneyOut = (v: string | null): number | null => (v === null ? null : Number(v));

export const presentImage = (row: ProductImageRow): ProductImage => ({
  id: row.id,
  image_id: row.image_id,
  url: imageUrl(row.image_id),
  original_name: row.original_name,
  is_primary: row.is_primary,
  position: row.position,
  width: row.width,
  height: row.height,
});

export const presentProduct = (row: ProductRow, images: ProductImageRow[], includeHidden = false): Product => ({
  id: row.id,
  name: row.name,
  slug: slugify(row.name),
  description: row.description,
  short_description: row.short_description,
  price: moneyOut(row.price)!,
  old_price: moneyOut(row.old_price),
  is_promotion: row.is_promotion,
  unit: row.unit,
  category_id: row.category_id,
  category_name: row.category_name ?? '',
  images: images.map(presentImage),
  availability: row.availability,
  is_featured: row.is_featured,
  position: row.position,
  ...presentVariantFields(row, includeHidden),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});
