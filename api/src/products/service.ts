import { ownRow, scoped, type TenantScope } from '../db/scoped.ts';
import { isForeignKeyViolation } from '../http/db-errors.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Product, ProductInput, ProductUpdateInput } from '@vitrine/contract/products';
import { onPromotion, priceProblemFields, type PricedProduct } from '@vitrine/contract/price-rules';
import { getProduct } from './queries.ts';
import { lastProductPosition } from './catalogue-order.ts';
import type { ProductRow } from './presenter.ts';
import { saveProductOptions, storedVariants } from '../variants/save-options.ts';

/** A category of the product's own shop (another shop's id is refused like a made-up one), for a `select` of `products`. */
const OWN_CATEGORY = 'select 1 from categories c where c.site_id = products.site_id and c.id = ?';
const categoryInvalid = () => new AppError(400, messages.products.categoryInvalid, { category_id: messages.products.categoryInvalid });

export async function createProduct(ctx: TenantScope, input: ProductInput): Promise<Product> {
  assertPrices(input);
  await requireOwnCategory(ctx, input.category_id);
  const oldPrice = input.old_price ?? null;
  const [row] = await withCategoryCheck(
    ctx
      .db('products')
      .insert(
        ownRow(ctx, {
          name: input.name,
          description: input.description,
          short_description: input.short_description,
          price: input.price,
          old_price: oldPrice,
          // a crossed-out old price is what a promotion looks like, unless told otherwise
          is_promotion: input.is_promotion ?? onPromotion(input),
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
  await saveProductOptions(ctx, row.id, input, []);
  return getProduct(ctx, row.id, { includeHidden: true });
}

/** Replaces the form's fields; the optional ones keep their value when absent (see productUpdateInput). */
export async function updateProduct(ctx: TenantScope, id: number, input: ProductUpdateInput): Promise<Product> {
  const found: (ProductRow & { category_found: boolean }) | undefined = await scoped(ctx, 'products')
    .where('id', id)
    // the category checked by the statement that reads (and locks) the product: one round trip
    // less inside the write's transaction (docs/performance.md, "A product's edit, its category
    // checked with its row")
    .select('products.*', ctx.db.raw(`exists (${OWN_CATEGORY}) as category_found`, [input.category_id]))
    .forUpdate()
    .first();
  if (!found) throw new AppError(404, messages.products.notFound);
  const { category_found: categoryFound, ...existing } = found;
  if (!categoryFound) throw categoryInvalid();
  const oldPrice = input.old_price === undefined ? existing.old_price : input.old_price;
  // with combinations (sent, or kept when not sent) the product's prices are the cheapest one's
  const stored = input.options === undefined ? await storedVariants(ctx, id) : undefined;
  assertPrices({ price: input.price, old_price: oldPrice, variants: stored ?? input.variants });
  const next = {
    name: input.name,
    description: input.description === undefined ? existing.description : input.description,
    short_description: input.short_description === undefined ? existing.short_description : input.short_description,
    price: input.price,
    old_price: oldPrice,
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
  await saveProductOptions(ctx, id, input, stored);
  return getProduct(ctx, id, { includeHidden: true });
}

/** The old-price rule (contract/price-rules.ts) on what the product ends with: 400 naming each field, nothing written. */
function assertPrices(product: PricedProduct) {
  const details = priceProblemFields(product);
  const first = Object.values(details)[0];
  if (first) throw new AppError(400, first, details);
}

/** The category must be one of this shop's: another shop's id is refused like a made-up one. */
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
