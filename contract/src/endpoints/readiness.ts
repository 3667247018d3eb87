import { idParams } from '../common.ts';
import { readinessSchema } from '../readiness.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The readiness endpoints (docs/api.md). */
export const readiness = {
  own: {
    method: 'get',
    path: '/readiness',
    access: 'store_admin',
    summary: 'O que falta para a loja chegar aos clientes: publicação, WhatsApp ou Instagram, produto com foto',
    tag: 'config',
    responseBody: readinessSchema,
  },
  client: {
    method: 'get',
    path: '/master/clients/:id/readiness',
    access: 'master',
    summary: 'A mesma lista de pendências da loja, para o master no formulário do cliente',
    tag: 'master',
    params: idParams,
    responseBody: readinessSchema,
  },
} as const satisfies Record<string, EndpointSpec>;
