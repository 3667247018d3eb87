import type { Response } from 'express';
import { route } from '../http/route.ts';
import { loginInput, logoutBody, userBody, type LogoutResult } from '@vitrine/contract/auth';
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
      method: 'post',
      path: '/auth/login',
      access: 'anyone',
      summary: 'Entrar com usuário e senha (abre uma sessão por cookie)',
      tag: 'auth',
      body: loginInput,
      responseBody: userBody,
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
  route({ method: 'get', path: '/auth/me', access: 'user', summary: 'O usuário logado', tag: 'auth', responseBody: userBody }, async ({ ctx }) =>
    presentUser(ctx.user),
  ),
  route(
    { method: 'post', path: '/auth/logout', access: 'anyone', summary: 'Sair (encerra a sessão no servidor)', tag: 'auth', responseBody: logoutBody },
    async ({ ctx, req, res }): Promise<LogoutResult> => {
      markPrivate(res);
      const token = sessionToken(req);
      if (token) await destroySession(ctx.db, secretRing(ctx.deps.config), token);
      res.clearCookie(SESSION_COOKIE, cookieOptions(ctx.deps.config));
      return { ok: true, message: messages.auth.logoutDone };
    },
  ),
];

export function cookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.env === 'production', path: '/' };
}

function setSessionCookie(res: Response, config: Config, token: string, expires: Date) {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(config), expires });
}
