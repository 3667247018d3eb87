import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { PasswordChangeInput, SessionsEnded } from '@vitrine/contract/account';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { digest } from '../auth/secrets.ts';
import * as limiter from '../auth/rate-limit.ts';
import { recordAudit } from '../audit/record.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong current passwords per user in the window: the same guard as login against guessing. */
export const PASSWORD_CHANGE_LIMIT = 10;

/**
 * Changes the caller's own password. The current one must be given (a stolen session alone
 * cannot take the account over), and every other session of the user ends in the same
 * transaction as the new hash. The session making the change stays open; a change made with
 * an API token ends every session. API tokens are kept on purpose: they are credentials for
 * automation, each issued and revoked by name (vitrine tokens), and revoking them silently
 * would break a CI job for a password change; ADR 0009 says why.
 */
export async function changePassword(ctx: UserContext, currentSessionToken: string | undefined, input: PasswordChangeInput): Promise<SessionsEnded> {
  const { user } = ctx;
  const key = `password:${user.id}`;
  const { count, resetAt } = await limiter.hit(ctx.db, key, WINDOW_MS);
  if (count > PASSWORD_CHANGE_LIMIT) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(429, messages.auth.tooManyAttempts, undefined, { 'Retry-After': String(retryAfter) });
  }
  const row: { password_hash: string } = await ctx.db('users').where('id', user.id).first('password_hash');
  if (!(await verifyPassword(input.current_password, row.password_hash))) {
    throw new AppError(400, messages.account.wrongCurrent, { current_password: messages.account.wrongCurrent });
  }
  const hash = await hashPassword(input.new_password);
  const keep = ctx.auth === 'session' && currentSessionToken ? digest(ctx.deps.config.sessionSecret, currentSessionToken) : null;
  const ended = await ctx.db.transaction(async (trx) => {
    await trx('users').where('id', user.id).update({ password_hash: hash, password_generated: false, updated_at: trx.fn.now() });
    // returning(): the deleted count, the same on PostgreSQL and PGlite
    const n = (
      await trx('sessions')
        .where('user_id', user.id)
        .modify((q) => (keep ? void q.whereNot('id', keep) : undefined))
        .delete()
        .returning('id')
    ).length;
    await recordAudit(trx, { user, ip: ctx.ip }, 'account.password_change', null, { ended_sessions: n });
    return n;
  });
  await limiter.clear(ctx.db, key);
  return { ok: true, message: messages.account.passwordChanged, ended_sessions: ended };
}

/** "Sair de todos os dispositivos": every session of the user ends, this one included. */
export async function endAllSessions(ctx: UserContext): Promise<SessionsEnded> {
  const { user } = ctx;
  const n = (await ctx.db('sessions').where('user_id', user.id).delete().returning('id')).length;
  await recordAudit(ctx.db, { user, ip: ctx.ip }, 'account.logout_everywhere', null, { ended_sessions: n });
  return { ok: true, message: messages.account.loggedOutEverywhere, ended_sessions: n };
}
