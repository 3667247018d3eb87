import type { RequestContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { LoginInput } from '@vitrine/contract/auth';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { createSession, destroySession } from './sessions.ts';
import { secretRing } from './secrets.ts';
import { countAttempt, loginKeys, recordFailure, recordSuccess, refuseIfBlocked } from './login-limits.ts';
import { sessionUserQuery, type SessionUser } from './user-model.ts';
import { UserModel } from '../db/models.ts';
import { recordAudit } from '../audit/record.ts';

export { LOGIN_LIMITS } from './login-limits.ts';

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
  const keys = loginKeys(username, ctx.ip);
  await refuseIfBlocked(db, keys);
  await countAttempt(db, keys);

  const row = await UserModel.query(db).findOne({ username });
  const ok = await verifyPassword(input.password, row?.password_hash ?? (await dummyPasswordHash()));
  if (!row || !ok) {
    await recordFailure(db, keys);
    throw new AppError(401, messages.auth.invalidCredentials);
  }

  const user: SessionUser = await sessionUserQuery(db).where('users.id', row.id).first();
  if (user.site_active === false) throw new AppError(403, messages.auth.inactiveSite);

  await recordSuccess(db, keys);
  if (previousToken) await destroySession(db, secretRing(deps.config), previousToken);
  const session = await createSession(db, deps.config.sessionSecret, user.id, deps.config.sessions, { ip: ctx.ip, userAgent });
  await db('users').where('id', user.id).update({ last_login_at: db.fn.now() });
  await recordAudit(db, { user, ip: ctx.ip }, 'login', null);
  return { user, token: session.token, expiresAt: session.expiresAt };
}
