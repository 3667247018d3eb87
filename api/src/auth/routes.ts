import type { Response } from 'express';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import type { LogoutResult } from '@vitrine/contract/auth';
import { messages } from '@vitrine/contract/messages';
import type { Config } from '../config.ts';
import { login } from './login.ts';
import { SESSION_COOKIE, destroySession } from './sessions.ts';
import { secretRing } from './secrets.ts';
import { presentUser } from './user-model.ts';
import { sessionToken } from './identify.ts';
import { markPrivate } from '../http/private-answers.ts';

export const authRoutes = [
  route(
    {
      ...endpoints.auth.login,
      // Password hashing is slow by design: keep it outside any transaction.
      transaction: false,
    },
    async ({ ctx, body, req, res }) => {
      markPrivate(res);
      const result = await login(ctx, body, sessionToken(req), req.headers['user-agent']);
      setSessionCookie(res, ctx.deps.config, result.token, result.expiresAt);
      return presentUser(result.user);
    },
  ),
  route(endpoints.auth.me, async ({ ctx }) => presentUser(ctx.user)),
  route(endpoints.auth.logout, async ({ ctx, req, res }): Promise<LogoutResult> => {
    markPrivate(res);
    const token = sessionToken(req);
    if (token) await destroySession(ctx.db, secretRing(ctx.deps.config), token);
    res.clearCookie(SESSION_COOKIE, cookieOptions(ctx.deps.config));
    return { ok: true, message: messages.auth.logoutDone };
  }),
];

export function cookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.env === 'production', path: '/' };
}

function setSessionCookie(res: Response, config: Config, token: string, expires: Date) {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(config), expires });
}
