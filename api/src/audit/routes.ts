import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import type { AuditEntry } from '@vitrine/contract/clients';

interface AuditRow {
  id: number | string;
  actor_username: string | null;
  action: string;
  site_id: number | null;
  subdomain: string | null;
  details: Record<string, unknown> | string | null;
  created_at: Date;
}

const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: Number(row.id),
  actor_username: row.actor_username,
  action: row.action,
  site_id: row.site_id,
  subdomain: row.subdomain,
  details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
  created_at: new Date(row.created_at).toISOString(),
});

export const auditRoutes = [
  route(endpoints.audit.list, async ({ ctx, query }) => {
    const q = ctx.db<AuditRow>('audit_log').orderBy('id', 'desc').limit(query.limit);
    if (query.before) q.where('id', '<', query.before);
    if (query.subdomain) q.where('subdomain', query.subdomain);
    return (await q).map(presentAuditEntry);
  }),
];
