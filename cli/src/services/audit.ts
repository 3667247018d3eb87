import type { AuditEntry } from '@vitrine/contract';
import { endpoints } from '@vitrine/contract/endpoints/index';
import type { ApiContext } from '../shell/command.ts';
import { formatDate } from './format.ts';

export interface AuditOptions {
  limit?: number | undefined;
  subdomain?: string | undefined;
  /** Entries older than this id: the next page after the last one read. */
  before?: number | undefined;
}

/** The API's page size when none is asked. */
const DEFAULT_LIMIT = 50;

const details = (d: AuditEntry['details']) =>
  d
    ? Object.entries(d)
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(' ')
    : '';

/** Who did what on the platform, newest first. */
export async function showAudit(options: AuditOptions, ctx: ApiContext): Promise<void> {
  const entries = await ctx.api.call(endpoints.audit.list, {
    query: { limit: options.limit ?? DEFAULT_LIMIT, subdomain: options.subdomain, before: options.before },
  });
  ctx.out.result(entries, () => {
    if (!entries.length) return ctx.out.line('Nenhum registro encontrado.');
    ctx.out.table(
      [
        { header: 'ID', value: (e: AuditEntry) => e.id, align: 'right' },
        { header: 'QUANDO', value: (e) => formatDate(e.created_at) },
        { header: 'QUEM', value: (e) => e.actor_username },
        { header: 'AÇÃO', value: (e) => e.action },
        { header: 'LOJA', value: (e) => e.subdomain },
        { header: 'DETALHES', value: (e) => details(e.details) },
      ],
      entries,
    );
    if (entries.length === (options.limit ?? DEFAULT_LIMIT)) {
      ctx.out.line(`Mais antigos: vitrine audit --before ${entries.at(-1)!.id}`);
    }
  });
}
