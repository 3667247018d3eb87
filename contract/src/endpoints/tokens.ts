import { z } from 'zod';
import { apiTokenCreatedBody, apiTokenInfoBody, tokenCreateInput } from '../clients.ts';
import { idParams } from '../common.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The tokens endpoints (docs/api.md). */
export const tokens = {
  create: {
    method: 'post',
    path: '/master/tokens',
    access: 'master',
    summary: 'Cria um token de API (mostrado uma única vez)',
    response:
      'ApiTokenCreated: { id, name, created_at, last_used_at, expires_at, token }; o token só aparece nesta resposta. Só com sessão (usuário e senha): um token não cria tokens.',
    tag: 'master',
    body: tokenCreateInput,
    responseBody: apiTokenCreatedBody,
    status: 201,
  },
  list: {
    method: 'get',
    path: '/master/tokens',
    access: 'master',
    summary: 'Tokens de API ativos do usuário',
    tag: 'master',
    responseBody: z.array(apiTokenInfoBody),
  },
  revoke: {
    method: 'delete',
    path: '/master/tokens/:id',
    access: 'master',
    summary: 'Revoga um token de API (um token pode revogar a si mesmo)',
    tag: 'master',
    params: idParams,
    status: 204,
  },
} as const satisfies Record<string, EndpointSpec>;
