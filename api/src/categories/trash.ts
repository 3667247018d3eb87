import type { SiteContext } from '../http/context.ts';
import { scoped } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { isUniqueViolation } from '../http/db-errors.ts';
import { trashMessages } from '@vitrine/contract/trash';
import type { Category } from '@vitrine/contract/categories';
import { getCategory } from './queries.ts';
import { putInTrash, reinsert, takeFromTrash } from '../trash/trash-rows.ts';

/** Moves an (empty) category to the trash: a snapshot of its row, the live row deleted. */
export async function trashCategory(ctx: SiteContext, row: { id: number; name: string }): Promise<void> {
  const snapshot = (await ctx.db.raw('select to_jsonb(c) as row from categories c where c.site_id = ? and c.id = ?', [ctx.site.id, row.id])).rows[0].row;
  await putInTrash(ctx.db, {
    site_id: ctx.site.id,
    kind: 'category',
    item_id: row.id,
    name: row.name,
    snapshot: { category: snapshot },
    deleted_by: ctx.user?.username ?? null,
  });
  await scoped(ctx, 'categories').where('id', row.id).delete();
}

/** Puts a category back with its id; its name taken meanwhile: 409 naming `name`, nothing written. */
export async function restoreCategory(ctx: SiteContext, id: number): Promise<Category> {
  const item = await takeFromTrash(ctx.db, ctx.site.id, 'category', id);
  if (!item) {
    if (!(await scoped(ctx, 'categories').where('id', id).first('id'))) throw new AppError(404, trashMessages.notFound);
    return getCategory(ctx, id);
  }
  try {
    await reinsert(ctx.db, 'categories', [item.snapshot.category]);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, trashMessages.categoryNameTaken, { name: trashMessages.categoryNameTaken });
    throw err;
  }
  return getCategory(ctx, id);
}
