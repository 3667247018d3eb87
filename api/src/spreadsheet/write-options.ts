import { ownRow, scoped, type TenantScope } from '../db/scoped.ts';
import type { PlannedOptions } from './check-options.ts';
import { BATCH } from './write-batches.ts';

/**
 * The options part of an import, on its transaction (import-products.ts): the option types of
 * the products whose types changed (their values grew, or they had none) are written again;
 * new combinations are inserted after the product's others, changed ones updated in place by
 * id within their product and this shop. Nothing is deleted: a combination the file leaves out
 * stays. BATCH rows a statement; the embedded database's client gives other shops a turn between them.
 */
export async function writeOptions(scope: TenantScope, products: { productId: number; options: PlannedOptions }[]) {
  const retyped = products.filter((p) => p.options.typesChanged);
  for (let start = 0; start < retyped.length; start += BATCH) {
    const batch = retyped.slice(start, start + BATCH);
    await scoped(scope, 'product_options')
      .whereIn(
        'product_id',
        batch.map((p) => p.productId),
      )
      .delete();
    await scope
      .db('product_options')
      .insert(
        batch.flatMap((p) =>
          p.options.types.map((t, position) => ownRow(scope, { product_id: p.productId, position, name: t.name, values: JSON.stringify(t.values) })),
        ),
      );
  }
  await insertVariants(scope, products);
  await updateVariants(scope, products);
}

async function insertVariants(scope: TenantScope, products: { productId: number; options: PlannedOptions }[]) {
  const rows = products.flatMap((p) =>
    p.options.created.map((v) =>
      ownRow(scope, {
        product_id: p.productId,
        position: v.position,
        options: JSON.stringify(v.options),
        price: v.price,
        old_price: v.old_price,
        availability: v.availability,
      }),
    ),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    await scope.db('product_variants').insert(rows.slice(start, start + BATCH));
  }
}

async function updateVariants(scope: TenantScope, products: { productId: number; options: PlannedOptions }[]) {
  const rows = products.flatMap((p) =>
    p.options.updated.map((v) => ({ id: v.id, product_id: p.productId, price: v.price, old_price: v.old_price, availability: v.availability })),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    await scope.db.raw(
      `update product_variants as pv set price = v.price, old_price = v.old_price, availability = v.availability
       from jsonb_to_recordset(?::jsonb) as v(id int, product_id int, price numeric, old_price numeric, availability text)
       where pv.site_id = ? and pv.product_id = v.product_id and pv.id = v.id`,
      [JSON.stringify(rows.slice(start, start + BATCH)), scope.site.id],
    );
  }
}
