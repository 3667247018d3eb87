import { z } from 'zod';
import { route } from '../http/route.ts';
import { idParam } from '../contract/common.ts';
import { categoryBody, categoryInput, categoryUpdateInput, storeCategoryBody } from '../contract/categories.ts';
import { getCategory, listCategories, listStoreCategories } from './queries.ts';
import { createCategory, deleteCategory, updateCategory } from './service.ts';

const idParams = z.object({ id: idParam });

export const categoryRoutes = [
  route(
    { method: 'get', path: '/categories', access: 'public', summary: 'Categorias da loja com a contagem de produtos à mostra (os ocultos não contam)', tag: 'categories', responseBody: z.array(categoryBody) },
    async ({ ctx }) => listCategories(ctx),
  ),
  route(
    {
      method: 'get',
      path: '/store/categories',
      access: 'store_admin',
      summary: 'Lista do admin: categorias com todos os produtos contados (product_count, ocultos incluídos) e quantos estão ocultos (hidden_count)',
      tag: 'categories',
      responseBody: z.array(storeCategoryBody),
    },
    async ({ ctx }) => listStoreCategories(ctx),
  ),
  route(
    { method: 'get', path: '/categories/:id', access: 'public', summary: 'Uma categoria com a contagem de produtos à mostra (404 Categoria não encontrada)', tag: 'categories', params: idParams, responseBody: categoryBody },
    async ({ ctx, params }) => getCategory(ctx, params.id),
  ),
  route(
    {
      method: 'post',
      path: '/categories',
      access: 'store_admin',
      summary: 'Cria uma categoria (nome único na loja, sem diferenciar maiúsculas e acentos: 409)',
      tag: 'categories',
      body: categoryInput,
      responseBody: categoryBody,
      status: 201,
    },
    async ({ ctx, body }) => createCategory(ctx, body),
  ),
  route(
    {
      method: 'put',
      path: '/categories/:id',
      access: 'store_admin',
      summary: 'Altera uma categoria (description ausente mantém a atual)',
      tag: 'categories',
      params: idParams,
      body: categoryUpdateInput,
      responseBody: categoryBody,
    },
    async ({ ctx, params, body }) => updateCategory(ctx, params.id, body),
  ),
  route(
    {
      method: 'delete',
      path: '/categories/:id',
      access: 'store_admin',
      summary: 'Exclui uma categoria sem produtos (409 se tiver produtos); responde 204',
      tag: 'categories',
      params: idParams,
      status: 204,
    },
    async ({ ctx, params }) => deleteCategory(ctx, params.id),
  ),
];
