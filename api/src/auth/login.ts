import type { RequestContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '../contract/messages.ts';
import type { LoginInput } from '../contract/auth.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { createSession, destroySession } from './sessions.ts';
import * as limiter from './rate-limit.ts';
import { sessionUserQuery, type SessionUser } from './user-model.ts';
import { UserModel } from '../db/models.ts';
import { recordAudit } from '../audit/record.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Per username from one address, and per address over all usernames. */
export const LOGIN_LIMITS = { perUser: 10, perIp: 50 } as const;

export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/**
 * Checks the password and opens a new session. Unknown user and wrong password answer the
 * same, after the same work, so the answer tells nothing about which usernames exist.
 */
export async function login(ctx: RequestContext, input: LoginInput, previousToken: string | undefined, userAgent: string | undefined): Promise<LoginResult> {
  const { db, deps } = ctx;
  const username = input.username.toLowerCase();
  const keys = { user: `login:${username}|${ctx.ip ?? '?'}`, ip: `login-ip:${ctx.ip ?? '?'}` };
  await enforceLimit(ctx, keys.user, LOGIN_LIMITS.perUser);
  await enforceLimit(ctx, keys.ip, LOGIN_LIMITS.perIp);

  const row = await UserModel.query(db).findOne({ username });
  const ok = await verifyPassword(input.password, row?.password_hash ?? (await dummyPasswordHash()));
  if (!row || !ok) throw new AppError(401, messages.auth.invalidCredentials);

  const user: SessionUser = await sessionUserQuery(db).where('users.id', row.id).first();
  if (user.site_active === false) throw new AppError(403, messages.auth.inactiveSite);

  await limiter.clear(db, keys.user);
  if (previousToken) await destroySession(db, deps.config.sessionSecret, previousToken);
  const session = await createSession(db, deps.config.sessionSecret, user.id, { ip: ctx.ip, userAgent });
  await db('users').where('id', user.id).update({ last_login_at: db.fn.now() });
  await recordAudit(db, { user, ip: ctx.ip }, 'login', null);
  return { user, token: session.token, expiresAt: session.expiresAt };
}

async function enforceLimit(ctx: RequestContext, key: string, max: number) {
  const { count, resetAt } = await limiter.hit(ctx.db, key, WINDOW_MS);
  if (count > max) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(429, messages.auth.tooManyAttempts, undefined, { 'Retry-After': String(retryAfter) });
  }
}
