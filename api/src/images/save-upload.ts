import type { Db } from '../db/connection.ts';
import { lockShop } from '../db/shop-lock.ts';
import type { SiteContext } from '../http/context.ts';
import { processImage, type HeicDecoder } from './pipeline.ts';
import { runHeavy } from '../workers/pool.ts';
import { deleteImageFiles, insertImageRow, storeImageFiles, type ImageRow } from './image-store.ts';
import { assertStorageRoom } from '../quotas/checks.ts';

/**
 * An upload from bytes to rows, in the order that keeps the database free and leaves nothing
 * behind on failure: decode and re-encode (slow, no database), write the files (no
 * database), then one short transaction for the image row and whatever `write` adds. If
 * that transaction fails the files are removed again.
 *
 * The route must run with `transaction: false`: `ctx.db` is then the pool, and the only
 * transaction is the one opened here after the slow part (PGlite has a single connection).
 */
export async function saveUpload<T>(ctx: SiteContext, bytes: Buffer, write: (trx: Db, image: ImageRow) => Promise<T>): Promise<T> {
  const quotas = ctx.deps.config.quotas;
  await assertStorageRoom(ctx, quotas, 1); // a full shop is refused before any decoding
  const processed = await processImage(bytes, heicDecoderFor(ctx.site.id));
  const row = await storeImageFiles(ctx.deps.storage, ctx.site.id, processed);
  try {
    return await ctx.db.transaction(async (trx) => {
      // the shop row is locked so two uploads cannot both take the last of the space
      await lockShop(trx, ctx.site.id);
      await assertStorageRoom({ ...ctx, db: trx }, quotas, row.byte_size);
      return write(trx, await insertImageRow(trx, row));
    });
  } catch (err) {
    await deleteImageFiles(ctx.deps.storage, ctx.site.id, row.id).catch((cleanupErr: unknown) =>
      ctx.log.warn({ err: cleanupErr, imageId: row.id }, 'could not remove the files of a failed upload'),
    );
    throw err;
  }
}

/**
 * A HEIC is decoded on the shared worker pool, in its shop's turn: one shop's pile of iPhone
 * photos waits behind itself, never in front of another shop's work (workers/pool.ts).
 */
function heicDecoderFor(shop: number): HeicDecoder {
  return (bytes, maxPixels) => runHeavy(shop, 'decodeHeicPhoto', { bytes, maxPixels });
}

/**
 * Removes the stored files of images whose rows are gone. Called after the transaction
 * commits, so a rollback never leaves a row pointing at deleted files; a failure here only
 * leaves unreachable files behind, so it is logged rather than shown to the user.
 */
export async function removeImageFiles(ctx: SiteContext, imageIds: readonly string[]) {
  const results = await Promise.allSettled(imageIds.map((id) => deleteImageFiles(ctx.deps.storage, ctx.site.id, id)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') ctx.log.warn({ err: r.reason, imageId: imageIds[i] }, 'could not remove the files of a deleted image');
  });
}
