import { z } from 'zod';
import { idParams } from '../common.ts';
import { productBody, productInput, productListQuery, productUpdateInput } from '../products.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The products endpoints (docs/api.md). */
export const products = {
  list: {
    method: 'get',
    path: '/products',
    access: 'public',
    summary: 'Catálogo: busca (q, por relevância), categoria (category_id), ordem (sort), paginação (limit/offset; total em X-Total-Count); sem os ocultos',
    tag: 'products',
    query: productListQuery,
    responseBody: z.array(productBody),
  },
  get: {
    method: 'get',
    path: '/products/:id',
    access: 'public',
    summary: 'Um produto com imagens e opções (um produto ou opção oculta só para o admin da loja)',
    tag: 'products',
    params: idParams,
    responseBody: productBody,
  },
  create: {
    method: 'post',
    path: '/products',
    access: 'store_admin',
    summary: 'Cria um produto (categoria da mesma loja, senão 400; preço exato com 2 casas); responde o produto',
    tag: 'products',
    body: productInput,
    responseBody: productBody,
    status: 201,
  },
  update: {
    method: 'put',
    path: '/products/:id',
    access: 'store_admin',
    summary: 'Altera um produto (description, short_description, old_price e is_promotion ausentes mantêm o valor)',
    tag: 'products',
    params: idParams,
    body: productUpdateInput,
    responseBody: productBody,
    ifMatch: true,
  },
  remove: {
    method: 'delete',
    path: '/products/:id',
    access: 'store_admin',
    summary: 'Move o produto para a Lixeira (restaurável por 30 dias com imagens e opções; some da loja na hora); responde 204',
    tag: 'products',
    params: idParams,
    status: 204,
    ifMatch: true,
  },
  restore: {
    method: 'post',
    path: '/products/:id/restore',
    access: 'store_admin',
    summary: 'Restaura um produto da Lixeira com imagens e opções (mesmo id); 409 se a categoria não existe mais; responde o produto',
    tag: 'trash',
    params: idParams,
    responseBody: productBody,
  },
  editRead: {
    method: 'get',
    path: '/store/products/:id',
    access: 'store_admin',
    summary: 'Um produto para editar (ocultos incluídos), com o ETag da versão: envie-o em If-Match ao salvar',
    tag: 'products',
    params: idParams,
    responseBody: productBody,
  },
} as const satisfies Record<string, EndpointSpec>;
