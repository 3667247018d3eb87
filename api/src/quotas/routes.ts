import { route } from '../http/route.ts';
import { quotaUsage as quotaUsageSchema } from '@vitrine/contract/quotas';
import { quotaUsage } from './checks.ts';

export const quotaRoutes = [
  route(
    {
      method: 'get',
      path: '/quotas',
      access: 'store_admin',
      summary: 'Limites da loja e quanto ela usa: produtos, espaço de imagens, imagens por produto, envios por minuto',
      tag: 'config',
      responseBody: quotaUsageSchema,
    },
    async ({ ctx }) => {
      return quotaUsage(ctx, ctx.deps.config.quotas);
    },
  ),
];
