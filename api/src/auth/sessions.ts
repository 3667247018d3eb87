import type { Db } from '../db/connection.ts';
import { digest, digests, newSecret, type SecretRing } from './secrets.ts';
import { ownSiteColumn, sessionUserQuery, withShop, type UserWithShop } from './user-model.ts';

export const SESSION_COOKIE = 'vitrine_session';

/** How long a session lasts: `idleMs` after its last use, and never more than `maxMs` after login. */
export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

/** A session's idle end is pushed forward at most once in this period, not at every request. */
const RENEW_EVERY_MS = 3600 * 1000;

export async function createSession(
  db: Db,
  secret: string,
  userId: number,
  lifetime: SessionLifetime,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
) {
  const token = newSecret();
  const now = Date.now();
  const absoluteExpiresAt = new Date(now + lifetime.maxMs);
  await db('sessions').insert({
    id: digest(secret, token),
    user_id: userId,
    expires_at: new Date(Math.min(now + lifetime.idleMs, absoluteExpiresAt.getTime())),
    absolute_expires_at: absoluteExpiresAt,
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
  });
  // the browser keeps the cookie until the absolute end; the server ends it earlier when idle
  return { token, expiresAt: absoluteExpiresAt };
}

/**
 * The user behind a cookie, if the session is alive (used within its idle period, and not
 * past its absolute end) and the user's shop is active. With `idleMs`, a use pushes the idle
 * end forward (at most hourly, and never past the absolute end). A session made under the
 * previous secret of a rotation is found too, and moved to the current one on this use.
 */
export async function userForSession(db: Db, secret: SecretRing | string, token: string, idleMs?: number): Promise<UserWithShop | undefined> {
  if (!token || token.length > 100) return undefined;
  const ids = digests(secret, token);
  const row: (Parameters<typeof withShop>[0] & { session_id: string; session_expires_at: Date | string }) | undefined = await sessionUserQuery(db)
    .select('sessions.id as session_id', 'sessions.expires_at as session_expires_at', ownSiteColumn(db))
    .join('sessions', 'sessions.user_id', 'users.id')
    .whereIn('sessions.id', ids)
    .where('sessions.expires_at', '>', db.fn.now())
    .where('sessions.absolute_expires_at', '>', db.fn.now())
    .first();
  if (!row || row.site_active === false) return undefined;
  const { session_expires_at: expiresAt, session_id: found, ...userRow } = row;
  const id = ids[0]!;
  if (found !== id) await db('sessions').where('id', found).update({ id });
  if (idleMs && new Date(expiresAt).getTime() < Date.now() + idleMs - RENEW_EVERY_MS) {
    await db('sessions')
      .where('id', id)
      .update({ expires_at: db.raw("least(now() + (? * interval '1 millisecond'), absolute_expires_at)", [idleMs]) });
  }
  return withShop(userRow);
}

export async function destroySession(db: Db, secret: SecretRing | string, token: string) {
  await db('sessions').whereIn('id', digests(secret, token)).delete();
}

export async function destroyUserSessions(db: Db, userIds: number | number[]) {
  await db('sessions')
    .whereIn('user_id', Array.isArray(userIds) ? userIds : [userIds])
    .delete();
}

export async function destroySiteSessions(db: Db, siteId: number) {
  await db('sessions').whereIn('user_id', db('users').select('id').where('site_id', siteId)).delete();
}

/** Sessions past their idle or their absolute end. */
export async function pruneExpiredSessions(db: Db): Promise<number> {
  const gone = await db('sessions')
    .where((q) => q.where('expires_at', '<', db.fn.now()).orWhere('absolute_expires_at', '<', db.fn.now()))
    .delete()
    .returning('id');
  return gone.length;
}
