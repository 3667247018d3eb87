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

type Actor = { user: SessionUser | null; ip?: string | undefined };
type AuditedSite = { id: number; subdomain: string } | null;

/** An audit entry's row, as recordAudit writes it (or a statement that writes it with more, versions/row-version.ts). */
export function auditEntry(actor: Actor, action: AuditAction, site: AuditedSite, details?: Record<string, unknown>) {
  return {
    actor_user_id: actor.user?.id ?? null,
    actor_username: actor.user?.username ?? null,
    action,
    site_id: site?.id ?? null,
    subdomain: site?.subdomain ?? null,
    details: details ? JSON.stringify(details) : null,
    ip: actor.ip ?? null,
  };
}

/** An audit entry's row (auditEntry). */
export type AuditEntry = ReturnType<typeof auditEntry>;

/** Writes one audit entry, on the caller's transaction when it has one. */
export async function recordAudit(db: Db, actor: Actor, action: AuditAction, site: AuditedSite, details?: Record<string, unknown>) {
  await db('audit_log').insert(auditEntry(actor, action, site, details));
}
