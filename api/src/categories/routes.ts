import { z } from 'zod';
import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { idParam } from '@vitrine/contract/common';
import { categoryBody, categoryInput, categoryUpdateInput, storeCategoryBody } from '@vitrine/contract/categories';
import { getCategory, listCategories, listStoreCategories } from './queries.ts';
import { createCategory, deleteCategory, updateCategory } from './service.ts';
import { categoryVersion, editIfCurrent } from '../versions/conditional-edit.ts';
import { sendVersion } from '../versions/if-match.ts';
import { recordAudit } from '../audit/record.ts';
import { restoreCategory } from './trash.ts';

const idParams = z.object({ id: idParam });

export const categoryRoutes = [
  route(
    {
      method: 'get',
      path: '/categories',
      access: 'public',
      summary: 'Categorias da loja com a contagem de produtos à mostra (os ocultos não contam)',
      tag: 'categories',
      responseBody: z.array(categoryBody),
    },
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
    {
      method: 'get',
      path: '/categories/:id',
      access: 'public',
      summary: 'Uma categoria com a contagem de produtos à mostra (404 Categoria não encontrada)',
      tag: 'categories',
      params: idParams,
      responseBody: categoryBody,
    },
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
      ifMatch: true,
    },
    async ({ ctx, params, body, req, res }) => {
      return editIfCurrent(ctx, req, res, categoryEdit(ctx, params.id, 'category.update'), () => updateCategory(ctx, params.id, body));
    },
  ),
  route(
    {
      method: 'delete',
      path: '/categories/:id',
      access: 'store_admin',
      summary: 'Move uma categoria sem produtos para a Lixeira (409 se tiver produtos; restaurável por 30 dias); responde 204',
      tag: 'categories',
      params: idParams,
      status: 204,
      ifMatch: true,
    },
    async ({ ctx, params, req, res }) => {
      await editIfCurrent(ctx, req, res, categoryEdit(ctx, params.id, 'category.delete'), () => deleteCategory(ctx, params.id));
    },
  ),
  route(
    {
      method: 'post',
      path: '/categories/:id/restore',
      access: 'store_admin',
      summary: 'Restaura uma categoria da Lixeira (mesmo id); 409 se o nome foi usado por outra; responde a categoria',
      tag: 'trash',
      params: idParams,
      responseBody: categoryBody,
    },
    async ({ ctx, params, res }) => {
      const category = await restoreCategory(ctx, params.id);
      await recordAudit(ctx.db, ctx, 'category.restore', ctx.site, { id: params.id });
      await sendVersion(ctx.db, res, categoryVersion(ctx, params.id));
      return category;
    },
  ),
];

/** The admin's read of one category to edit, with its version as ETag (docs/api.md "Edições concorrentes"). */
export const categoryEditReadRoutes = [
  route(
    {
      method: 'get',
      path: '/store/categories/:id',
      access: 'store_admin',
      summary: 'Uma categoria para editar, com o ETag da versão: envie-o em If-Match ao salvar',
      tag: 'categories',
      params: idParams,
      responseBody: categoryBody,
    },
    async ({ ctx, params, res }) => {
      const category = await getCategory(ctx, params.id);
      await sendVersion(ctx.db, res, categoryVersion(ctx, params.id));
      return category;
    },
  ),
];

/** A category write honouring If-Match (docs/api.md "Edições concorrentes"). */
const categoryEdit = (ctx: SiteContext, id: number, action: 'category.update' | 'category.delete') => ({
  target: categoryVersion(ctx, id),
  action,
  current: () => getCategory(ctx, id),
});
