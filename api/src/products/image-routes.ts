import { z } from 'zod';
import { route } from '../http/route.ts';
import { idParam } from '@vitrine/contract/common';
import { imageOrderInput, productGalleryBody, productImageBody } from '@vitrine/contract/products';
import { singleFileUpload, uploadedFile } from '../images/upload.ts';
import { removeImageFiles, saveUpload } from '../images/save-upload.ts';
import { attachImage, choosePrimary, detachImage, lockProduct, reorderImages, requireProduct } from './product-images.ts';
import { assertImageRoom } from '../quotas/checks.ts';
import { uploadRateLimit } from '../quotas/upload-rate.ts';

const productParams = z.object({ id: idParam });
const imageParams = z.object({ id: idParam, imageId: idParam });

/** A product's gallery (see product-images.ts: the primary image is always the first). */
export const productImageRoutes = [
  route(
    {
      method: 'post',
      path: '/products/:id/images',
      access: 'store_admin',
      summary:
        'Envia uma imagem (multipart, campo file, um arquivo por requisição, até 20 MB; JPEG, PNG, GIF, WebP ou HEIC). A primeira vira a principal. Responde { id, url, original_name, is_primary, … }',
      tag: 'products',
      params: productParams,
      bodyType: 'multipart',
      responseBody: productImageBody,
      before: [uploadRateLimit, singleFileUpload(['file'])],
      status: 201,
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
      method: 'delete',
      path: '/products/:id/images/:imageId',
      access: 'store_admin',
      summary: 'Exclui uma imagem do produto (linha e arquivos); a seguinte vira a principal. Responde 204',
      tag: 'products',
      params: imageParams,
      status: 204,
      transaction: false,
    },
    async ({ ctx, params }) => {
      const imageId = await ctx.db.transaction((trx) => detachImage({ ...ctx, db: trx }, params.id, params.imageId));
      await removeImageFiles(ctx, [imageId]);
    },
  ),
  route(
    {
      method: 'post',
      path: '/products/:id/images/:imageId/primary',
      access: 'store_admin',
      summary: 'Escolhe a imagem principal (ela passa a ser a primeira da galeria). Responde as imagens na nova ordem',
      tag: 'products',
      params: imageParams,
      responseBody: productGalleryBody,
    },
    async ({ ctx, params }) => choosePrimary(ctx, params.id, params.imageId),
  ),
  route(
    {
      method: 'put',
      path: '/products/:id/images/order',
      access: 'store_admin',
      summary: 'Reordena a galeria: { image_ids } com todas as imagens do produto; a primeira vira a principal. Responde as imagens na nova ordem',
      tag: 'products',
      params: productParams,
      body: imageOrderInput,
      responseBody: productGalleryBody,
    },
    async ({ ctx, params, body }) => reorderImages(ctx, params.id, body.image_ids),
  ),
];
