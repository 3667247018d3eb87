import type { Db } from '../db/connection.ts';
import { digest, newSecret } from './secrets.ts';
import { sessionUserQuery, type SessionUser } from './user-model.ts';

export const SESSION_COOKIE = 'vitrine_session';
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

export async function createSession(db: Db, secret: string, userId: number, meta: { ip?: string | undefined; userAgent?: string | undefined }) {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db('sessions').insert({
    id: digest(secret, token),
    user_id: userId,
    expires_at: expiresAt,
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The user behind a cookie, if the session is alive and the user's shop is active. */
export async function userForSession(db: Db, secret: string, token: string): Promise<SessionUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const user: SessionUser | undefined = await sessionUserQuery(db)
    .join('sessions', 'sessions.user_id', 'users.id')
    .where('sessions.id', digest(secret, token))
    .where('sessions.expires_at', '>', db.fn.now())
    .first();
  if (!user || user.site_active === false) return undefined;
  return user;
}

export async function destroySession(db: Db, secret: string, token: string) {
  await db('sessions').where('id', digest(secret, token)).delete();
}

export async function destroyUserSessions(db: Db, userIds: number | number[]) {
  await db('sessions').whereIn('user_id', Array.isArray(userIds) ? userIds : [userIds]).delete();
}

export async function destroySiteSessions(db: Db, siteId: number) {
  await db('sessions').whereIn('user_id', db('users').select('id').where('site_id', siteId)).delete();
}

export async function pruneExpiredSessions(db: Db) {
  await db('sessions').where('expires_at', '<', db.fn.now()).delete();
}
