import { scoped, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '../contract/messages.ts';
import type { Category } from '../contract/categories.ts';
import { presentCategory, type CategoryRow } from './presenter.ts';

function withCounts(ctx: TenantScope) {
  return scoped(ctx, 'categories')
    .select('categories.*')
    .select(
      ctx.db('products').count('*').whereRaw('products.site_id = categories.site_id and products.category_id = categories.id').as('product_count'),
    );
}

/** The shop's categories with how many products each has, in the owner's order (issue 13). */
export async function listCategories(ctx: TenantScope): Promise<Category[]> {
  const rows: CategoryRow[] = await withCounts(ctx).orderBy([
    { column: 'categories.position', order: 'asc' },
    { column: 'categories.name_key', order: 'asc' },
    { column: 'categories.id', order: 'asc' },
  ]);
  return rows.map(presentCategory);
}

export async function getCategory(ctx: TenantScope, id: number): Promise<Category> {
  const row: CategoryRow | undefined = await withCounts(ctx).where('categories.id', id).first();
  if (!row) throw new AppError(404, messages.categories.notFound);
  return presentCategory(row);
}
