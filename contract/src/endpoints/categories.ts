import { z } from 'zod';
import { categoryBody, categoryInput, categoryUpdateInput, storeCategoryBody } from '../categories.ts';
import { idParams } from '../common.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The categories' endpoints (docs/api.md). */
export const categories = {
  list: {
    method: 'get',
    path: '/categories',
    access: 'public',
    summary: 'Categorias da loja com a contagem de produtos à mostra (os ocultos não contam)',
    tag: 'categories',
    responseBody: z.array(categoryBody),
  },
  storeList: {
    method: 'get',
    path: '/store/categories',
    access: 'store_admin',
    summary: 'Lista do admin: categorias com todos os produtos contados (product_count, ocultos incluídos) e quantos estão ocultos (hidden_count)',
    tag: 'categories',
    responseBody: z.array(storeCategoryBody),
  },
  get: {
    method: 'get',
    path: '/categories/:id',
    access: 'public',
    summary: 'Uma categoria com a contagem de produtos à mostra (404 Categoria não encontrada)',
    tag: 'categories',
    params: idParams,
    responseBody: categoryBody,
  },
  create: {
    method: 'post',
    path: '/categories',
    access: 'store_admin',
    summary: 'Cria uma categoria (nome único na loja, sem diferenciar maiúsculas e acentos: 409)',
    tag: 'categories',
    body: categoryInput,
    responseBody: categoryBody,
    status: 201,
  },
  update: {
    method: 'put',
    path: '/categories/:id',
    access: 'store_admin',
    summary: 'Altera uma categoria (description ausente mantém a atual)',
    tag: 'categories',
    params: idParams,
    body: categoryUpdateInput,
    responseBody: categoryBody,
    ifMatch: true,
  },
  remove: {
    method: 'delete',
    path: '/categories/:id',
    access: 'store_admin',
    summary: 'Move uma categoria sem produtos para a Lixeira (409 se tiver produtos; restaurável por 30 dias); responde 204',
    tag: 'categories',
    params: idParams,
    status: 204,
    ifMatch: true,
  },
  restore: {
    method: 'post',
    path: '/categories/:id/restore',
    access: 'store_admin',
    summary: 'Restaura uma categoria da Lixeira (mesmo id); 409 se o nome foi usado por outra; responde a categoria',
    tag: 'trash',
    params: idParams,
    responseBody: categoryBody,
  },
  editRead: {
    method: 'get',
    path: '/store/categories/:id',
    access: 'store_admin',
    summary: 'Uma categoria para editar, com o ETag da versão: envie-o em If-Match ao salvar',
    tag: 'categories',
    params: idParams,
    responseBody: categoryBody,
  },
} as const satisfies Record<string, EndpointSpec>;
