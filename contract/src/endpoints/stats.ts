import { statsBody } from '../clients.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The stats endpoints (docs/api.md). */
export const stats = {
  get: {
    method: 'get',
    path: '/master/stats',
    access: 'master',
    summary: 'Contagem de lojas: total, ativas, publicadas, inativas',
    tag: 'master',
    responseBody: statsBody,
  },
} as const satisfies Record<string, EndpointSpec>;
