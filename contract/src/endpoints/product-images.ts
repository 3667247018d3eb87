import { z } from 'zod';
import { idParam, idParams } from '../common.ts';
import { imageOrderInput, productGalleryBody, productImageBody } from '../products.ts';
import type { EndpointSpec } from './endpoint.ts';

const imageParams = z.object({ id: idParam, imageId: idParam });

/** The productImages endpoints (docs/api.md). */
export const productImages = {
  upload: {
    method: 'post',
    path: '/products/:id/images',
    access: 'store_admin',
    summary:
      'Envia uma imagem (multipart, campo file, um arquivo por requisição, até 20 MB; JPEG, PNG, GIF, WebP ou HEIC). A primeira vira a principal. Responde { id, url, original_name, is_primary, … }',
    tag: 'products',
    params: idParams,
    bodyType: 'multipart',
    responseBody: productImageBody,
    status: 201,
  },
  remove: {
    method: 'delete',
    path: '/products/:id/images/:imageId',
    access: 'store_admin',
    summary: 'Exclui uma imagem do produto (linha e arquivos); a seguinte vira a principal. Responde 204',
    tag: 'products',
    params: imageParams,
    status: 204,
  },
  choosePrimary: {
    method: 'post',
    path: '/products/:id/images/:imageId/primary',
    access: 'store_admin',
    summary: 'Escolhe a imagem principal (ela passa a ser a primeira da galeria). Responde as imagens na nova ordem',
    tag: 'products',
    params: imageParams,
    responseBody: productGalleryBody,
  },
  reorder: {
    method: 'put',
    path: '/products/:id/images/order',
    access: 'store_admin',
    summary: 'Reordena a galeria: { image_ids } com todas as imagens do produto; a primeira vira a principal. Responde as imagens na nova ordem',
    tag: 'products',
    params: idParams,
    body: imageOrderInput,
    responseBody: productGalleryBody,
  },
} as const satisfies Record<string, EndpointSpec>;
