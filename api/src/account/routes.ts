import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { sessionToken } from '../auth/identify.ts';
import { cookieOptions } from '../auth/routes.ts';
import { changePassword, endAllSessions } from './service.ts';

/** One's own account, for store admins and the master alike. */
export const accountRoutes = [
  route(
    {
      ...endpoints.account.changePassword,
      // hashing is slow by design: outside any transaction (the service opens its own for the writes)
      transaction: false,
    },
    async ({ ctx, body, req }) => changePassword(ctx, sessionToken(req), body),
  ),
  route(endpoints.account.logoutAll, async ({ ctx, res }) => {
    const result = await endAllSessions(ctx);
    res.clearCookie(SESSION_COOKIE, cookieOptions(ctx.deps.config));
    return result;
  }),
];
