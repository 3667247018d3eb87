import type { Db } from '../db/connection.ts';
import { digest } from './secrets.ts';
import { sessionUserQuery, type SessionUser } from './user-model.ts';

export const TOKEN_PREFIX = 'vtr_';

/** The master behind an `Authorization: Bearer` token, if it is valid and not revoked. */
export async function userForToken(db: Db, secret: string, token: string): Promise<SessionUser | undefined> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return undefined;
  const hash = digest(secret, token);
  const user: SessionUser | undefined = await sessionUserQuery(db)
    .join('api_tokens', 'api_tokens.user_id', 'users.id')
    .where('api_tokens.token_hash', hash)
    .whereNull('api_tokens.revoked_at')
    .first();
  if (!user || user.site_active === false) return undefined;
  await db('api_tokens').where('token_hash', hash).update({ last_used_at: db.fn.now() });
  return user;
}
