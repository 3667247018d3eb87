import type { SiteContext } from '../http/context.ts';
import type { Db } from '../db/connection.ts';
import { scoped } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { isForeignKeyViolation } from '../http/db-errors.ts';
import { messages } from '@vitrine/contract/messages';
import { trashMessages } from '@vitrine/contract/trash';
import type { Product } from '@vitrine/contract/products';
import { getProduct } from './queries.ts';
import { putInTrash, reinsert, takeFromTrash, type TrashRow } from '../trash/trash-rows.ts';

interface ProductSnapshot {
  product: Record<string, unknown>;
  options: unknown[];
  variants: unknown[];
  images: { image_id: string }[];
}

const childRows = (table: string) =>
  `coalesce((select jsonb_agg(to_jsonb(c) order by c.id) from ${table} c where c.site_id = p.site_id and c.product_id = p.id), '[]'::jsonb)`;

/**
 * Moves a product to the trash: its row, options, combinations and picture links as a
 * snapshot, the live rows deleted (shoppers get 404 at once, and no catalogue read needs a
 * filter). The pictures' `images` rows and bytes stay until the purge, and count in the quota,
 * but stop answering (`in_trash`).
 */
export async function trashProduct(ctx: SiteContext, id: number): Promise<void> {
  const row = (
    await ctx.db.raw(
      `select p.name, jsonb_build_object('product', to_jsonb(p) - 'search_vector' - 'search_words',
         'options', ${childRows('product_options')}, 'variants', ${childRows('product_variants')}, 'images', ${childRows('product_images')}) as snapshot
       from products p where p.site_id = ? and p.id = ? for update of p`,
      [ctx.site.id, id],
    )
  ).rows[0] as { name: string; snapshot: ProductSnapshot } | undefined;
  if (!row) throw new AppError(404, messages.products.notFound);
  await putInTrash(ctx.db, {
    site_id: ctx.site.id,
    kind: 'product',
    item_id: id,
    name: row.name,
    snapshot: { ...row.snapshot },
    deleted_by: ctx.user?.username ?? null,
  });
  await pictureAnswers(ctx.db, ctx.site.id, row.snapshot.images, true);
  await scoped(ctx, 'products').where('id', id).delete(); // options, combinations and picture links go with it (cascade)
}

/** Its pictures stop (or start again) answering shoppers: `images.in_trash`, migration 078. */
async function pictureAnswers(db: Db, siteId: number, links: { image_id: string }[], inTrash: boolean) {
  if (!links.length) return;
  await db('images')
    .where('site_id', siteId)
    .whereIn(
      'id',
      links.map((l) => l.image_id),
    )
    .update({ in_trash: inTrash });
}

/**
 * Puts a product back with the same id, options, combinations and pictures, in one
 * transaction. Its category gone meanwhile: 409 naming category_id, nothing written. Already
 * restored by a request that ran at the same time: the product as it is now.
 */
export async function restoreProduct(ctx: SiteContext, id: number): Promise<Product> {
  const item = await takeFromTrash(ctx.db, ctx.site.id, 'product', id);
  if (!item) return liveOrGone(ctx, id);
  const snap = item.snapshot as unknown as ProductSnapshot;
  try {
    await reinsert(ctx.db, 'products', [snap.product]);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError(409, trashMessages.categoryGone, { category_id: trashMessages.categoryGone });
    throw err;
  }
  await reinsert(ctx.db, 'product_options', snap.options);
  await reinsert(ctx.db, 'product_variants', snap.variants);
  await reinsert(ctx.db, 'product_images', snap.images);
  await pictureAnswers(ctx.db, ctx.site.id, snap.images, false);
  return getProduct(ctx, id, { includeHidden: true });
}

async function liveOrGone(ctx: SiteContext, id: number): Promise<Product> {
  if (!(await scoped(ctx, 'products').where('id', id).first('id'))) throw new AppError(404, trashMessages.notFound);
  return getProduct(ctx, id, { includeHidden: true });
}

/** The purge of a trashed product: its pictures' rows go; answers their ids, whose bytes the caller deletes after commit. */
export async function purgeProductRows(db: Db, item: TrashRow): Promise<string[]> {
  const imageIds = (item.snapshot as unknown as ProductSnapshot).images.map((i) => i.image_id);
  if (imageIds.length) await db('images').where('site_id', item.site_id).whereIn('id', imageIds).delete();
  return imageIds;
}

/** "3 fotos, 2 opções": what comes back with it. */
export function productContents(item: TrashRow): string {
  const snap = item.snapshot as unknown as ProductSnapshot;
  const photos = snap.images.length;
  const combos = snap.variants.length;
  const parts = [`${photos} ${photos === 1 ? 'foto' : 'fotos'}`];
  if (combos) parts.push(`${combos} ${combos === 1 ? 'combinação de opções' : 'combinações de opções'}`);
  return parts.join(', ');
}
