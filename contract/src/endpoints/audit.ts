import { z } from 'zod';
import { auditEntryBody } from '../clients.ts';
import type { EndpointSpec } from './endpoint.ts';

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

/** The audit endpoints (docs/api.md). */
export const audit = {
  list: {
    method: 'get',
    path: '/master/audit',
    access: 'master',
    summary: 'Registro de auditoria das ações do master, mais recentes primeiro (limit, before, subdomain)',
    response: 'AuditEntry[]: { id, actor_username, action, site_id, subdomain, details, created_at }.',
    tag: 'master',
    query: auditQuery,
    responseBody: z.array(auditEntryBody),
  },
} as const satisfies Record<string, EndpointSpec>;
