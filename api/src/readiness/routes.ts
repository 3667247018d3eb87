import { z } from 'zod';
import { route } from '../http/route.ts';
import { AppError } from '../http/app-error.ts';
import { idParam } from '@vitrine/contract/common';
import { messages } from '@vitrine/contract/messages';
import { readinessSchema } from '@vitrine/contract/readiness';
import { findSiteById } from '../tenancy/site-model.ts';
import { shopReadiness } from './readiness.ts';

export const readinessRoutes = [
  route(
    {
      method: 'get',
      path: '/readiness',
      access: 'store_admin',
      summary: 'O que falta para a loja chegar aos clientes: publicação, WhatsApp ou Instagram, produto com foto',
      tag: 'config',
      responseBody: readinessSchema,
    },
    async ({ ctx }) => shopReadiness(ctx.db, ctx.site),
  ),
  route(
    {
      method: 'get',
      path: '/master/clients/:id/readiness',
      access: 'master',
      summary: 'A mesma lista de pendências da loja, para o master no formulário do cliente',
      tag: 'master',
      params: z.object({ id: idParam }),
      responseBody: readinessSchema,
    },
    async ({ ctx, params }) => {
      const site = await findSiteById(ctx.db, params.id);
      if (!site) throw new AppError(404, messages.clients.notFound);
      return shopReadiness(ctx.db, site);
    },
  ),
];
