import { scoped, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Category, StoreCategory } from '@vitrine/contract/categories';
import { presentCategory, presentStoreCategory, type CategoryRow } from './presenter.ts';

/**
 * The categories with their counts. product_count is what a shopper finds in the category:
 * hidden (oculto) products are not counted, so "Pipas: 3 produtos" never promises a fourth
 * the shop does not show. hidden_count is for the shop's admin only (GET /store/categories).
 */
function withCounts(ctx: TenantScope) {
  const products = () => ctx.db('products').count('*').whereRaw('products.site_id = categories.site_id and products.category_id = categories.id');
  return scoped(ctx, 'categories')
    .select('categories.*')
    .select(products().whereNot('products.availability', 'oculto').as('product_count'))
    .select(products().where('products.availability', 'oculto').as('hidden_count'));
}

const ownerOrder = [
  { column: 'categories.position', order: 'asc' as const },
  { column: 'categories.name_key', order: 'asc' as const },
  { column: 'categories.id', order: 'asc' as const },
];

/** The shop's categories with how many products a shopper finds in each, in the owner's order. */
export async function listCategories(ctx: TenantScope): Promise<Category[]> {
  const rows: CategoryRow[] = await withCounts(ctx).orderBy(ownerOrder);
  return rows.map(presentCategory);
}

/** The admin's list: every product counted (those block a delete), and how many of them are hidden. */
export async function listStoreCategories(ctx: TenantScope): Promise<StoreCategory[]> {
  const rows: CategoryRow[] = await withCounts(ctx).orderBy(ownerOrder);
  return rows.map(presentStoreCategory);
}

export async function getCategory(ctx: TenantScope, id: number): Promise<Category> {
  const row: CategoryRow | undefined = await withCounts(ctx).where('categories.id', id).first();
  if (!row) throw new AppError(404, messages.categories.notFound);
  return presentCategory(row);
}
