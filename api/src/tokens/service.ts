import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { ApiTokenCreated, ApiTokenInfo, TokenCreateInput } from '@vitrine/contract/clients';
import { TOKEN_PREFIX } from '../auth/api-tokens.ts';
import { digest, newSecret } from '../auth/secrets.ts';
import { recordAudit } from '../audit/record.ts';

interface ApiTokenRow {
  id: number;
  user_id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
  token_hash: string;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const presentToken = (row: ApiTokenRow): ApiTokenInfo => ({
  id: row.id,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: iso(row.last_used_at),
  expires_at: new Date(row.expires_at).toISOString(),
});

/**
 * A new token for the calling master; the clear value is answered once and never stored.
 * Only a person (a session) makes tokens: a leaked token cannot mint itself successors.
 */
export async function createToken(ctx: UserContext, input: TokenCreateInput): Promise<ApiTokenCreated> {
  if (ctx.auth === 'token') throw new AppError(403, messages.security.tokenCannotCreateTokens);
  const token = newSecret(TOKEN_PREFIX);
  const ttlMs = input.expires_in_days ? input.expires_in_days * 24 * 3600 * 1000 : ctx.deps.config.tokenTtlMs;
  const [row] = await ctx
    .db<ApiTokenRow>('api_tokens')
    .insert({ user_id: ctx.user.id, name: input.name, token_hash: digest(ctx.deps.config.sessionSecret, token), expires_at: new Date(Date.now() + ttlMs) })
    .returning('*');
  await recordAudit(ctx.db, ctx, 'token.create', null, { token_id: row!.id, name: input.name, expires_at: row!.expires_at });
  return { ...presentToken(row!), token };
}

/** The caller's tokens not revoked, newest first, expired ones included (with their date) so they can be revoked. */
export async function listTokens(ctx: UserContext): Promise<ApiTokenInfo[]> {
  const rows = await ctx
    .db<ApiTokenRow>('api_tokens')
    .where({ user_id: ctx.user.id })
    .whereNull('revoked_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map(presentToken);
}

/**
 * Revokes one of the caller's tokens. A token may revoke itself (`vitrine logout`); the row
 * stays, marked revoked, so the audit trail keeps its name.
 */
export async function revokeToken(ctx: UserContext, id: number): Promise<void> {
  const updated = await ctx
    .db<ApiTokenRow>('api_tokens')
    .where({ id, user_id: ctx.user.id })
    .whereNull('revoked_at')
    .update({ revoked_at: ctx.db.fn.now() })
    .returning('*');
  if (!updated.length) throw new AppError(404, messages.tokens.notFound);
  await recordAudit(ctx.db, ctx, 'token.revoke', null, { token_id: id, name: updated[0]!.name });
}
