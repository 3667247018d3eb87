import { z } from 'zod';
import { route } from '../http/route.ts';
import { idParam } from '@vitrine/contract/common';
import { apiTokenCreatedBody, apiTokenInfoBody, tokenCreateInput } from '@vitrine/contract/clients';
import { createToken, listTokens, revokeToken } from './service.ts';

const idParams = z.object({ id: idParam });

/** API tokens for the CLI and CI: `Authorization: Bearer vtr_…` on every master call. */
export const tokenRoutes = [
  route(
    {
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
    async ({ ctx, body }) => createToken(ctx, body),
  ),
  route(
    {
      method: 'get',
      path: '/master/tokens',
      access: 'master',
      summary: 'Tokens de API ativos do usuário',
      tag: 'master',
      responseBody: z.array(apiTokenInfoBody),
    },
    async ({ ctx }) => listTokens(ctx),
  ),
  route(
    {
      method: 'delete',
      path: '/master/tokens/:id',
      access: 'master',
      summary: 'Revoga um token de API (um token pode revogar a si mesmo)',
      tag: 'master',
      params: idParams,
      status: 204,
    },
    async ({ ctx, params }) => revokeToken(ctx, params.id),
  ),
];
