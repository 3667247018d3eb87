import { ownRow, scoped, type TenantScope } from '../db/scoped.ts';
import type { ProductOptionsInput } from '@vitrine/contract/variants';
import type { Availability } from '@vitrine/contract/catalogue-words';
import { cheapestVariant } from '@vitrine/contract/price-rules';

/**
 * Replaces a product's option types and combinations. Runs on the
 * request's transaction, with the product's own write: a product is never saved with half
 * its options. Absent options leave them as they are; [] takes them away.
 *
 * With combinations, the product's price becomes the lowest one on show (and its old price
 * that combination's), so lists sort by price, and a price filter works, on what the
 * shopper pays at least.
 *
 * `stored`: the product's combinations as the caller already read them on this transaction
 * (none for a new product). When the options are not sent they are still the ones stored
 * (every write of a shop holds its lock first, db/shop-lock.ts), so they are not read again.
 */
export async function saveProductOptions(ctx: TenantScope, productId: number, input: ProductOptionsInput, stored?: StoredVariant[]): Promise<void> {
  if (input.options === undefined) return priceFromVariants(ctx, productId, stored ?? (await storedVariants(ctx, productId)));
  await replaceOptions(ctx, productId, input);
  await priceFromVariants(ctx, productId, await storedVariants(ctx, productId));
}

/** A product's combinations as stored, in their order: what its prices come from. */
export type StoredVariant = { price: string; old_price: string | null; availability: Availability };

export function storedVariants(ctx: TenantScope, productId: number): Promise<StoredVariant[]> {
  return scoped(ctx, 'product_variants').where('product_id', productId).orderBy('position').select('price', 'old_price', 'availability');
}

async function replaceOptions(ctx: TenantScope, productId: number, input: ProductOptionsInput) {
  await scoped(ctx, 'product_variants').where('product_id', productId).delete();
  await scoped(ctx, 'product_options').where('product_id', productId).delete();
  const variants = input.variants ?? [];
  if (!input.options?.length || !variants.length) return;
  await ctx
    .db('product_options')
    .insert(input.options.map((o, position) => ownRow(ctx, { product_id: productId, position, name: o.name, values: JSON.stringify(o.values) })));
  await ctx.db('product_variants').insert(
    variants.map((v, position) =>
      ownRow(ctx, {
        product_id: productId,
        position,
        options: JSON.stringify(v.options),
        price: v.price,
        old_price: v.old_price,
        availability: v.availability,
      }),
    ),
  );
}

/** Also when the options were not sent: a form that saves the product price cannot undo it. */
async function priceFromVariants(ctx: TenantScope, productId: number, variants: StoredVariant[]) {
  // the same choice the admin form shows before saving (contract/price-rules.ts)
  const cheapest = cheapestVariant(variants);
  if (cheapest) await scoped(ctx, 'products').where('id', productId).update({ price: cheapest.price, old_price: cheapest.old_price });
}
