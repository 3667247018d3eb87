import { ownRow, scoped, type TenantScope } from '../db/scoped.ts';
import { isForeignKeyViolation } from '../http/db-errors.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '../contract/messages.ts';
import type { Product, ProductInput, ProductUpdateInput } from '../contract/products.ts';
import { getProduct } from './queries.ts';
import { lastProductPosition } from './catalogue-order.ts';
import type { ProductRow } from './presenter.ts';
import { saveProductOptions } from '../variants/save-options.ts';

const categoryInvalid = () => new AppError(400, messages.products.categoryInvalid, { category_id: messages.products.categoryInvalid });

export async function createProduct(ctx: TenantScope, input: ProductInput): Promise<Product> {
  await requireOwnCategory(ctx, input.category_id);
  const oldPrice = input.old_price ?? null;
  const [row] = await withCategoryCheck(
    ctx.db('products')
      .insert(
        ownRow(ctx, {
          name: input.name,
          description: input.description,
          short_description: input.short_description,
          price: input.price,
          old_price: oldPrice,
          // a crossed-out old price is what a promotion looks like, unless told otherwise
          is_promotion: input.is_promotion ?? oldPrice !== null,
          unit: input.unit,
          category_id: input.category_id,
          availability: input.availability ?? 'disponivel',
          is_featured: input.is_featured ?? false,
          // a new product comes first in the owner's order, as the newest did before
          position: await lastProductPosition(ctx),
        }),
      )
      .returning('id'),
  );
  await saveProductOptions(ctx, row.id, input);
  return getProduct(ctx, row.id, { includeHidden: true });
}

/** Replaces the form's fields; the optional ones keep their value when absent (see productUpdateInput). */
export async function updateProduct(ctx: TenantScope, id: number, input: ProductUpdateInput): Promise<Product> {
  const existing: ProductRow | undefined = await scoped(ctx, 'products').where('id', id).forUpdate().first();
  if (!existing) throw new AppError(404, messages.products.notFound);
  await requireOwnCategory(ctx, input.category_id);
  const next = {
    name: input.name,
    description: input.description === undefined ? existing.description : input.description,
    short_description: input.short_description === undefined ? existing.short_description : input.short_description,
    price: input.price,
    old_price: input.old_price === undefined ? existing.old_price : input.old_price,
    is_promotion: input.is_promotion ?? existing.is_promotion,
    unit: input.unit,
    category_id: input.category_id,
    availability: input.availability ?? existing.availability,
    is_featured: input.is_featured ?? existing.is_featured,
  };
  await withCategoryCheck(
    scoped(ctx, 'products')
      .where('id', id)
      .update({ ...next, updated_at: ctx.db.fn.now() }),
  );
  await saveProductOptions(ctx, id, input);
  return getProduct(ctx, id, { includeHidden: true });
}

/**
 * Deletes a product with its images' rows and answers the ids of the images whose files
 * the caller removes once the transaction has committed.
 */
export async function deleteProduct(ctx: TenantScope, id: number): Promise<string[]> {
  const existing = await scoped(ctx, 'products').where('id', id).forUpdate().first('id');
  if (!existing) throw new AppError(404, messages.products.notFound);
  const imageIds: string[] = (await scoped(ctx, 'product_images').where('product_id', id).select('image_id')).map(
    (r: { image_id: string }) => r.image_id,
  );
  await scoped(ctx, 'products').where('id', id).delete(); // product_images go with it (cascade)
  if (imageIds.length) await scoped(ctx, 'images').whereIn('id', imageIds).delete();
  return imageIds;
}

/** The category must be one of this shop's: another shop's id is as unknown as a made-up one. */
async function requireOwnCategory(ctx: TenantScope, categoryId: number) {
  if (!(await scoped(ctx, 'categories').where('id', categoryId).first('id'))) throw categoryInvalid();
}

/** The category deleted by another request in between: the composite foreign key refuses. */
async function withCategoryCheck<T>(query: PromiseLike<T>): Promise<T> {
  try {
    return await query;
  } catch (err) {
    if (isForeignKeyViolation(err)) throw categoryInvalid();
    throw err;
  }
}
