import { ownRow, scoped, type TenantScope } from '../db/scoped.ts';
import { searchKey } from '../db/search-key.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../http/db-errors.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Category, CategoryInput, CategoryUpdateInput } from '@vitrine/contract/categories';
import { getCategory } from './queries.ts';
import { lastCategoryPosition } from '../products/catalogue-order.ts';
import type { CategoryRow } from './presenter.ts';
import type { SiteContext } from '../http/context.ts';
import { trashCategory } from './trash.ts';

const duplicate = () => new AppError(409, messages.categories.duplicate, { name: messages.categories.duplicate });

/** A new category; its name may not repeat another of the shop's, ignoring case and accents. */
export async function createCategory(ctx: TenantScope, input: CategoryInput): Promise<Category> {
  const nameKey = searchKey(input.name);
  await refuseDuplicateName(ctx, nameKey);
  const [row] = await withDuplicateAs409(
    ctx
      .db('categories')
      .insert(ownRow(ctx, { name: input.name, name_key: nameKey, description: input.description, position: await lastCategoryPosition(ctx) }))
      .returning('id'),
  );
  return getCategory(ctx, row.id);
}

export async function updateCategory(ctx: TenantScope, id: number, input: CategoryUpdateInput): Promise<Category> {
  const existing: CategoryRow | undefined = await scoped(ctx, 'categories').where('id', id).forUpdate().first();
  if (!existing) throw new AppError(404, messages.categories.notFound);
  const nameKey = searchKey(input.name);
  if (nameKey !== existing.name_key) await refuseDuplicateName(ctx, nameKey);
  await withDuplicateAs409(
    scoped(ctx, 'categories')
      .where('id', id)
      .update({
        name: input.name,
        name_key: nameKey,
        ...(input.description !== undefined ? { description: input.description } : {}),
        updated_at: ctx.db.fn.now(),
      }),
  );
  return getCategory(ctx, id);
}

/** Moves an empty category to the trash; one that still has products is refused (docs/api.md). */
export async function deleteCategory(ctx: SiteContext, id: number): Promise<void> {
  const existing = await scoped(ctx, 'categories').where('id', id).forUpdate().first();
  if (!existing) throw new AppError(404, messages.categories.notFound);
  const used = await scoped(ctx, 'products').where('category_id', id).first('id');
  if (used) throw new AppError(409, messages.categories.hasProducts);
  try {
    await trashCategory(ctx, existing);
  } catch (err) {
    // a product added by another request in between: the foreign key says no
    if (isForeignKeyViolation(err)) throw new AppError(409, messages.categories.hasProducts);
    throw err;
  }
}

async function refuseDuplicateName(ctx: TenantScope, nameKey: string) {
  if (await scoped(ctx, 'categories').where('name_key', nameKey).first('id')) throw duplicate();
}

/** Two requests creating the same name at once: the unique index decides, and the loser gets 409. */
async function withDuplicateAs409<T>(query: PromiseLike<T>): Promise<T> {
  try {
    return await query;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}
