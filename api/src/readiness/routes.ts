import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { findSiteById } from '../tenancy/site-model.ts';
import { shopReadiness } from './readiness.ts';

export const readinessRoutes = [
  route(endpoints.readiness.own, async ({ ctx }) => shopReadiness(ctx.db, ctx.site)),
  route(endpoints.readiness.client, async ({ ctx, params }) => {
    const site = await findSiteById(ctx.db, params.id);
    if (!site) throw new AppError(404, messages.clients.notFound);
    return shopReadiness(ctx.db, site);
  }),
];
