import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { lockShop } from '../db/shop-lock.ts';
import { singleFileUpload, uploadedFile } from '../images/upload.ts';
import { removeImageFiles, saveUpload } from '../images/save-upload.ts';
import { attachImage, choosePrimary, detachImage, lockProduct, reorderImages, requireProduct } from './product-images.ts';
import { assertImageRoom } from '../quotas/checks.ts';
import { uploadRateLimit } from '../quotas/upload-rate.ts';

/** A product's gallery (see product-images.ts: the primary image is always the first). */
export const productImageRoutes = [
  route(
    {
      ...endpoints.productImages.upload,
      before: [uploadRateLimit, singleFileUpload(['file'])],
      // decoding happens before the transaction: it must not hold the database
      transaction: false,
    },
    async ({ ctx, params, res }) => {
      const quotas = ctx.deps.config.quotas;
      await requireProduct(ctx, params.id); // no decoding for a product that is not there, or full
      await assertImageRoom(ctx, quotas, params.id);
      const file = uploadedFile(res);
      return saveUpload(ctx, file.buffer, async (trx, image) => {
        const scope = { ...ctx, db: trx };
        await lockProduct(scope, params.id); // counted again under the lock: two uploads at once
        await assertImageRoom(scope, quotas, params.id);
        return attachImage(scope, params.id, image, file.originalName);
      });
    },
  ),
  route(
    {
      ...endpoints.productImages.remove,
      transaction: false,
    },
    async ({ ctx, params }) => {
      // its own transaction (the files go after the commit), so it takes the shop's row itself, as route() does
      const imageId = await ctx.db.transaction(async (trx) => {
        await lockShop(trx, ctx.site.id);
        return detachImage({ ...ctx, db: trx }, params.id, params.imageId);
      });
      await removeImageFiles(ctx, [imageId]);
    },
  ),
  route(endpoints.productImages.choosePrimary, async ({ ctx, params }) => choosePrimary(ctx, params.id, params.imageId)),
  route(endpoints.productImages.reorder, async ({ ctx, params, body }) => reorderImages(ctx, params.id, body.image_ids)),
];
