import { openApiDocumentBody } from '../openapi.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The openapi endpoints (docs/api.md). */
export const openapi = {
  document: {
    method: 'get',
    path: '/openapi.json',
    access: 'anyone',
    summary: 'Esta referência da API (OpenAPI 3.1), gerada da tabela de rotas e dos esquemas zod',
    tag: 'meta',
    response: 'O documento OpenAPI 3.1.',
    responseBody: openApiDocumentBody,
  },
} as const satisfies Record<string, EndpointSpec>;
