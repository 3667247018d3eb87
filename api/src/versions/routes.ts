import { z } from 'zod';
import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { idParam } from '../contract/common.ts';
import { productBody } from '../contract/products.ts';
import { categoryBody } from '../contract/categories.ts';
import { storeConfigBody } from '../contract/config.ts';
import { getProduct } from '../products/queries.ts';
import { getCategory } from '../categories/queries.ts';
import { presentConfig } from '../config/presenter.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { categoryVersion, productVersion, shopVersion } from './conditional-edit.ts';
import { sendVersion } from './if-match.ts';

const idParams = z.object({ id: idParam });

/** The shop's row as it is in the database now (the request's copy may predate a write). */
export const currentSite = async (ctx: SiteContext): Promise<SiteRow> => ctx.db('sites').where('id', ctx.site.id).first();

/**
 * The admin's reads of one item to edit, each with its version as ETag (docs/api.md "Edições
 * concorrentes"). Mounted after the other routes: `/store/products/export` is not an id.
 */
export const editReadRoutes = [
  route(
    {
      method: 'get',
      path: '/store/products/:id',
      access: 'store_admin',
      summary: 'Um produto para editar (ocultos incluídos), com o ETag da versão: envie-o em If-Match ao salvar',
      tag: 'products',
      params: idParams,
      responseBody: productBody,
    },
    async ({ ctx, params, res }) => {
      const product = await getProduct(ctx, params.id, { includeHidden: true });
      await sendVersion(ctx.db, res, productVersion(ctx, params.id));
      return product;
    },
  ),
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
  route(
    {
      method: 'get',
      path: '/store/config',
      access: 'store_admin',
      summary: 'As configurações para editar, com o ETag da versão: envie-o em If-Match ao salvar',
      tag: 'config',
      responseBody: storeConfigBody,
    },
    async ({ ctx, res }) => {
      const config = presentConfig(await currentSite(ctx));
      await sendVersion(ctx.db, res, shopVersion(ctx.site.id));
      return config;
    },
  ),
];
