import { z } from 'zod';
import { route } from '../http/route.ts';
import { auditEntryBody, type AuditEntry } from '@vitrine/contract/clients';

const AUDIT_PAGE = { default: 50, max: 500 } as const;

const auditQuery = z.object({
  limit: z.coerce
    .number('Limite deve ser um número.')
    .int('Limite deve ser um número inteiro.')
    .min(1, 'Limite deve ser ao menos 1.')
    .max(AUDIT_PAGE.max, `Limite máximo de ${AUDIT_PAGE.max}.`)
    .default(AUDIT_PAGE.default),
  /** Entries older than this id: the next page after the last one read. */
  before: z.coerce.number('before deve ser um número.').int().positive().optional(),
  subdomain: z.string().trim().toLowerCase().max(63).optional(),
});

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
  route(
    {
      method: 'get',
      path: '/master/audit',
      access: 'master',
      summary: 'Registro de auditoria das ações do master, mais recentes primeiro (limit, before, subdomain)',
      response: 'AuditEntry[]: { id, actor_username, action, site_id, subdomain, details, created_at }.',
      tag: 'master',
      query: auditQuery,
      responseBody: z.array(auditEntryBody),
    },
    async ({ ctx, query }) => {
      const q = ctx.db<AuditRow>('audit_log').orderBy('id', 'desc').limit(query.limit);
      if (query.before) q.where('id', '<', query.before);
      if (query.subdomain) q.where('subdomain', query.subdomain);
      return (await q).map(presentAuditEntry);
    },
  ),
];
