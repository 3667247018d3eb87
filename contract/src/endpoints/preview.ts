import { previewLinkBody } from '../preview.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The preview endpoints (docs/api.md). */
export const preview = {
  link: {
    method: 'get',
    path: '/preview-link',
    access: 'store_admin',
    summary: 'Endereço da loja para abrir; rascunho: com token de pré-visualização assinado (30 min). O master indica a loja com ?sub=',
    tag: 'config',
    responseBody: previewLinkBody,
  },
} as const satisfies Record<string, EndpointSpec>;
