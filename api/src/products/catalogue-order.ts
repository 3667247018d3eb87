import { scoped, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';

/**
 * The owner's order of products and categories: `position`, smaller
 * first. A reorder sends every id of the shop once, in the new order, and is written in
 * the request's transaction, so a half-applied order never shows.
 */

/** Where a duplicate goes: before every other, hidden, where its owner finds it to edit it. */
export async function firstPosition(ctx: TenantScope): Promise<number> {
  const row = (await scoped(ctx, 'products').min({ p: 'position' }).first()) as { p: number | null } | undefined;
  return row?.p == null ? 1 : row.p - 1;
}

/**
 * Where a new product goes: after the others, so a product added or imported never
 * pushes the owner's arranged shop front down.
 */
export async function lastProductPosition(ctx: TenantScope): Promise<number> {
  const row = (await scoped(ctx, 'products').max({ p: 'position' }).first()) as { p: number | null } | undefined;
  return row?.p == null ? 1 : row.p + 1;
}

/** Where a new category goes: after the others. */
export async function lastCategoryPosition(ctx: TenantScope): Promise<number> {
  const row = (await scoped(ctx, 'categories').max({ p: 'position' }).first()) as { p: number | null } | undefined;
  return row?.p == null ? 1 : row.p + 1;
}

export async function reorder(ctx: TenantScope, table: 'products' | 'categories', ids: number[]): Promise<{ ids: number[] }> {
  const invalid = new AppError(400, table === 'products' ? messages.catalogue.productOrderInvalid : messages.catalogue.categoryOrderInvalid, {
    ids: table === 'products' ? messages.catalogue.productOrderInvalid : messages.catalogue.categoryOrderInvalid,
  });
  if (new Set(ids).size !== ids.length) throw invalid;
  // locked, so a product created meanwhile cannot slip in between the check and the write
  const existing: number[] = (await scoped(ctx, table).select('id').forUpdate()).map((r: { id: number }) => r.id);
  const mine = new Set(existing);
  if (existing.length !== ids.length || ids.some((id) => !mine.has(id))) throw invalid;
  // one statement: each id gets its place in the array (1-based)
  await ctx.db.raw(`update ?? as t set position = o.n from unnest(?::int[]) with ordinality as o(id, n) where t.site_id = ? and t.id = o.id`, [
    table,
    `{${ids.join(',')}}`,
    ctx.site.id,
  ]);
  return { ids };
}
