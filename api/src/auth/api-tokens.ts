import type { Db } from '../db/connection.ts';
import { digest } from './secrets.ts';
import { sessionUserQuery, type SessionUser } from './user-model.ts';

export const TOKEN_PREFIX = 'vtr_';

/**
 * The master behind an `Authorization: Bearer` token: the user when it is valid, 'expired'
 * past its expiry (the holder is told, so a CI job says what to renew), undefined otherwise.
 * Revocation is read on every request, so it takes effect at once.
 */
export async function userForToken(db: Db, secret: string, token: string): Promise<SessionUser | 'expired' | undefined> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return undefined;
  const hash = digest(secret, token);
  const row: (SessionUser & { token_expired: boolean }) | undefined = await sessionUserQuery(db)
    .select(db.raw('api_tokens.expires_at <= now() as token_expired'))
    .join('api_tokens', 'api_tokens.user_id', 'users.id')
    .where('api_tokens.token_hash', hash)
    .whereNull('api_tokens.revoked_at')
    .first();
  if (!row || row.site_active === false) return undefined;
  const { token_expired: expired, ...user } = row;
  if (expired) return 'expired';
  await db('api_tokens').where('token_hash', hash).update({ last_used_at: db.fn.now() });
  return user;
}
