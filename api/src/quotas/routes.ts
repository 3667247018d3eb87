import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { quotaUsage } from './checks.ts';

export const quotaRoutes = [
  route(endpoints.quotas.get, async ({ ctx }) => {
    return quotaUsage(ctx, ctx.deps.config.quotas);
  }),
];
