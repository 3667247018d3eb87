import type { ProductOption, ProductVariantFields } from '../contract/variants.ts';
import type { Availability } from '../contract/catalogue-words.ts';

interface VariantJson {
  id: number;
  options: string[];
  /** numeric as text, so no float passes through on the way out. */
  price: string;
  old_price: string | null;
  availability: Availability;
}

/** The columns variantColumns() adds to a product row (a driver may hand json back as text). */
export interface VariantColumns {
  price: string;
  options?: ProductOption[] | string;
  variants?: VariantJson[] | string;
}

const parsed = <T>(v: T[] | string | undefined): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : (v ?? []));

/**
 * A product's options for an answer. The public never sees hidden (oculto) combinations;
 * the shop's admin sees them all, to edit them. price_max is the top of the range shown.
 */
export function presentVariantFields(row: VariantColumns, includeHidden: boolean): ProductVariantFields {
  const all = parsed(row.variants);
  const variants = all
    .filter((v) => includeHidden || v.availability !== 'oculto')
    .map((v) => ({ id: v.id, options: v.options, price: Number(v.price), old_price: v.old_price === null ? null : Number(v.old_price), availability: v.availability }));
  const onShow = variants.filter((v) => v.availability !== 'oculto');
  const price_max = onShow.length ? Math.max(...onShow.map((v) => v.price)) : Number(row.price);
  return { options: all.length ? parsed(row.options) : [], variants, price_max };
}
