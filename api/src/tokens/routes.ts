import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { createToken, listTokens, revokeToken } from './service.ts';

/** API tokens for the CLI and CI: `Authorization: Bearer vtr_…` on every master call. */
export const tokenRoutes = [
  route(endpoints.tokens.create, async ({ ctx, body }) => createToken(ctx, body)),
  route(endpoints.tokens.list, async ({ ctx }) => listTokens(ctx)),
  route(endpoints.tokens.revoke, async ({ ctx, params }) => revokeToken(ctx, params.id)),
];
