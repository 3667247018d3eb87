import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { quotaUsage as quotaUsageSchema } from '../contract/quotas.ts';
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
      const site = ctx as SiteContext;
      return quotaUsage(site, site.deps.config.quotas);
    },
  ),
];
