import type { Db } from '../db/connection.ts';
import type { SessionUser } from '../auth/user-model.ts';

export type AuditAction =
  | 'login'
  | 'client.create'
  | 'client.update'
  | 'client.delete'
  | 'client.publish'
  | 'client.unpublish'
  | 'client.access'
  | 'domains.setup'
  | 'deploy'
  | 'token.create'
  | 'token.revoke'
  | 'act_on_site'
  | 'account.password_change'
  | 'account.logout_everywhere'
  // the owner's edits and the trash (docs/api.md "Edições concorrentes", "Lixeira")
  | 'product.update'
  | 'product.status'
  | 'product.delete'
  | 'product.restore'
  | 'product.purge'
  | 'category.update'
  | 'category.delete'
  | 'category.restore'
  | 'category.purge'
  | 'config.update'
  | 'client.restore'
  | 'client.purge';

/** Writes one audit entry, on the caller's transaction when it has one. */
export async function recordAudit(
  db: Db,
  actor: { user: SessionUser | null; ip?: string | undefined },
  action: AuditAction,
  site: { id: number; subdomain: string } | null,
  details?: Record<string, unknown>,
) {
  await db('audit_log').insert({
    actor_user_id: actor.user?.id ?? null,
    actor_username: actor.user?.username ?? null,
    action,
    site_id: site?.id ?? null,
    subdomain: site?.subdomain ?? null,
    details: details ? JSON.stringify(details) : null,
    ip: actor.ip ?? null,
  });
}
