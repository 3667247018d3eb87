import type { Db } from '../db/connection.ts';
import { digests, type SecretRing } from './secrets.ts';
import { ownSiteColumn, sessionUserQuery, withShop, type UserWithShop } from './user-model.ts';

export const TOKEN_PREFIX = 'vtr_';

/**
 * The master behind an `Authorization: Bearer` token: the user when it is valid, 'expired'
 * past its expiry (the holder is told, so a CI job says what to renew), undefined otherwise.
 * Revocation is read on every request, so it takes effect at once.
 */
export async function userForToken(db: Db, secret: SecretRing | string, token: string): Promise<UserWithShop | 'expired' | undefined> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return undefined;
  const hashes = digests(secret, token);
  const row: (Parameters<typeof withShop>[0] & { token_hash: string; token_expired: boolean }) | undefined = await sessionUserQuery(db)
    .select('api_tokens.token_hash', db.raw('api_tokens.expires_at <= now() as token_expired'), ownSiteColumn(db))
    .join('api_tokens', 'api_tokens.user_id', 'users.id')
    .whereIn('api_tokens.token_hash', hashes)
    .whereNull('api_tokens.revoked_at')
    .first();
  if (!row || row.site_active === false) return undefined;
  const { token_expired: expired, token_hash: found, ...userRow } = row;
  if (expired) return 'expired';
  // a token made under the previous secret of a rotation moves to the current one on use
  const hash = hashes[0]!;
  await db('api_tokens').where('token_hash', found).update({ token_hash: hash, last_used_at: db.fn.now() });
  return withShop(userRow);
}
