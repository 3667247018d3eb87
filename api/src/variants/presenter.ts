import type { ProductOption, ProductVariantFields } from '@vitrine/contract/variants';
import type { Availability } from '@vitrine/contract/catalogue-words';

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
 * A product's options for an answer. The public never sees hidden (oculto) combinations,
 * nor an option value that only they use (a value shared with a combination on show stays);
 * the shop's admin sees them all, to edit them. price_max is the top of the range shown.
 */
export function presentVariantFields(row: VariantColumns, includeHidden: boolean): ProductVariantFields {
  const all = parsed(row.variants);
  const variants = all
    .filter((v) => includeHidden || v.availability !== 'oculto')
    .map((v) => ({
      id: v.id,
      options: v.options,
      price: Number(v.price),
      old_price: v.old_price === null ? null : Number(v.old_price),
      availability: v.availability,
    }));
  const onShow = variants.filter((v) => v.availability !== 'oculto');
  const price_max = onShow.length ? Math.max(...onShow.map((v) => v.price)) : Number(row.price);
  const options = !all.length ? [] : includeHidden ? parsed(row.options) : valuesInUse(parsed(row.options), onShow);
  return { options, variants, price_max };
}

/** Each option type with only the values some of these combinations use; none at all when no combination is left. */
function valuesInUse(options: ProductOption[], variants: { options: string[] }[]): ProductOption[] {
  if (!variants.length) return [];
  return options.map((o, i) => ({ name: o.name, values: o.values.filter((value) => variants.some((v) => v.options[i] === value)) }));
}
