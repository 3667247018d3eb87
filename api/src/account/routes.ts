import { route } from '../http/route.ts';
import { passwordChangeInput, sessionsEndedBody } from '@vitrine/contract/account';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { sessionToken } from '../auth/identify.ts';
import { cookieOptions } from '../auth/routes.ts';
import { changePassword, endAllSessions } from './service.ts';

/** One's own account, for store admins and the master alike. */
export const accountRoutes = [
  route(
    {
      method: 'post',
      path: '/auth/password',
      access: 'user',
      summary: 'Troca a própria senha (pede a atual); encerra as outras sessões do usuário. Tokens de API continuam valendo',
      tag: 'auth',
      body: passwordChangeInput,
      status: 200,
      responseBody: sessionsEndedBody,
      // hashing is slow by design: outside any transaction (the service opens its own for the writes)
      transaction: false,
    },
    async ({ ctx, body, req }) => changePassword(ctx, sessionToken(req), body),
  ),
  route(
    {
      method: 'post',
      path: '/auth/logout-all',
      access: 'user',
      summary: 'Sair de todos os dispositivos: encerra todas as sessões do usuário, inclusive esta',
      tag: 'auth',
      status: 200,
      responseBody: sessionsEndedBody,
    },
    async ({ ctx, res }) => {
      const result = await endAllSessions(ctx);
      res.clearCookie(SESSION_COOKIE, cookieOptions(ctx.deps.config));
      return result;
    },
  ),
];
