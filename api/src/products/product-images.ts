import type { Db } from '../db/connection.ts';
import { ownRow, scoped, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { ProductImage } from '@vitrine/contract/products';
import type { ImageRow } from '../images/image-store.ts';
import { imagesFor } from './queries.ts';
import { presentImage, type ProductImageRow } from './presenter.ts';

/**
 * A product's gallery. One rule keeps it simple for every client: the primary image is
 * always the first of the gallery (lowest position). Uploading appends; the first upload
 * becomes primary; choosing a primary moves it to the front; a new order makes its first
 * image the primary; deleting the primary promotes the next one.
 */

/**
 * 404 unless the product is this shop's; locks it so two gallery changes run one after the
 * other. The caller's transaction has locked the shop first (db/shop-lock.ts).
 */
export async function lockProduct(ctx: TenantScope, productId: number) {
  const row = await scoped(ctx, 'products').where('id', productId).forUpdate().first('id');
  if (!row) throw new AppError(404, messages.products.notFound);
}

export async function requireProduct(ctx: TenantScope, productId: number) {
  const row = await scoped(ctx, 'products').where('id', productId).first('id');
  if (!row) throw new AppError(404, messages.products.notFound);
}

async function galleryOf(ctx: TenantScope, productId: number): Promise<ProductImage[]> {
  return ((await imagesFor(ctx, [productId])).get(productId) ?? []).map(presentImage);
}

/** Adds a stored image at the end of the gallery; primary when it is the first. */
export async function attachImage(ctx: TenantScope, productId: number, image: ImageRow, originalName: string): Promise<ProductImage> {
  await lockProduct(ctx, productId);
  const stats: { n: number | string; last: number | null } = await scoped(ctx, 'product_images')
    .where('product_id', productId)
    .first(ctx.db.raw('count(*) as n'), ctx.db.raw('max(position) as last'));
  const first = Number(stats.n) === 0;
  const [row] = await ctx
    .db('product_images')
    .insert(
      ownRow(ctx, {
        product_id: productId,
        image_id: image.id,
        original_name: originalName,
        is_primary: first,
        position: first ? 0 : Number(stats.last) + 1,
      }),
    )
    .returning('*');
  return presentImage({ ...(row as ProductImageRow), width: image.width, height: image.height });
}

/** Removes one image of the product; answers the stored image id whose files go after commit. */
export async function detachImage(ctx: TenantScope, productId: number, productImageId: number): Promise<string> {
  await lockProduct(ctx, productId);
  const row: ProductImageRow | undefined = await scoped(ctx, 'product_images').where({ id: productImageId, product_id: productId }).first();
  if (!row) throw new AppError(404, messages.products.imageNotFound);
  // the images row goes, and its product_images row with it (cascade)
  await scoped(ctx, 'images').where('id', row.image_id).delete();
  await renumber(ctx, productId, await currentOrder(ctx, productId));
  return row.image_id;
}

export async function choosePrimary(ctx: TenantScope, productId: number, productImageId: number): Promise<ProductImage[]> {
  await lockProduct(ctx, productId);
  const order = await currentOrder(ctx, productId);
  if (!order.includes(productImageId)) throw new AppError(404, messages.products.imageNotFound);
  await renumber(ctx, productId, [productImageId, ...order.filter((id) => id !== productImageId)]);
  return galleryOf(ctx, productId);
}

/** The new order must name every image of the product exactly once. */
export async function reorderImages(ctx: TenantScope, productId: number, imageIds: number[]): Promise<ProductImage[]> {
  await lockProduct(ctx, productId);
  const current = await currentOrder(ctx, productId);
  const same = imageIds.length === current.length && new Set(imageIds).size === imageIds.length && imageIds.every((id) => current.includes(id));
  if (!same) throw new AppError(400, messages.products.imageOrderInvalid, { image_ids: messages.products.imageOrderInvalid });
  await renumber(ctx, productId, imageIds);
  return galleryOf(ctx, productId);
}

async function currentOrder(ctx: TenantScope, productId: number): Promise<number[]> {
  const rows: { id: number }[] = await scoped(ctx, 'product_images')
    .where('product_id', productId)
    .orderBy([
      { column: 'is_primary', order: 'desc' },
      { column: 'position', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id');
  return rows.map((r) => r.id);
}

/** Writes positions 0..n-1 in this order and makes the first one the primary. */
async function renumber(ctx: TenantScope, productId: number, order: number[]) {
  const db: Db = ctx.db;
  // first clear the primary: the partial unique index allows one per product at any moment
  await scoped(ctx, 'product_images').where('product_id', productId).where('is_primary', true).update({ is_primary: false });
  if (!order.length) return;
  const cases = order.map(() => 'when ?::int then ?::int').join(' ');
  await scoped(ctx, 'product_images')
    .where('product_id', productId)
    .whereIn('id', order)
    .update({
      position: db.raw(
        `case id ${cases} end`,
        order.flatMap((id, i) => [id, i]),
      ),
      is_primary: db.raw('id = ?', [order[0]!]),
    });
}
