import { quotaUsage as quotaUsageSchema } from '../quotas.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The quotas endpoints (docs/api.md). */
export const quotas = {
  get: {
    method: 'get',
    path: '/quotas',
    access: 'store_admin',
    summary: 'Limites da loja e quanto ela usa: produtos, espaço de imagens, imagens por produto, envios por minuto',
    tag: 'config',
    responseBody: quotaUsageSchema,
  },
} as const satisfies Record<string, EndpointSpec>;
