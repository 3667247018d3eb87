import type { Db } from '../db/connection.ts';
import type { RequestContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Client } from '@vitrine/contract/clients';
import { presentClient, type ClientRow } from './presenter.ts';
import { withoutTrashedShops } from './trashed-shops.ts';

/**
 * Shops with their admin's username, product count and custom domain, in one query.
 * The master reads across every shop, so this is the one place that joins them by hand.
 */
function clientRows(db: Db) {
  return db('sites').select(
    'sites.*',
    db.raw(`(select u.username from users u where u.site_id = sites.id and u.user_type = 'store_admin' order by u.id limit 1) as admin_username`),
    db.raw('(select count(*)::int from products p where p.site_id = sites.id) as product_count'),
    db.raw('(select d.domain from custom_domains d where d.site_id = sites.id order by d.id limit 1) as custom_domain'),
    db.raw('(select d.status from custom_domains d where d.site_id = sites.id order by d.id limit 1) as custom_domain_status'),
  );
}

export async function listClients(ctx: RequestContext, filter: { subdomain?: string | undefined } = {}): Promise<Client[]> {
  const q = withoutTrashedShops(ctx.db, clientRows(ctx.db)).orderBy([
    { column: 'sites.created_at', order: 'desc' },
    { column: 'sites.id', order: 'desc' },
  ]);
  if (filter.subdomain) q.where('sites.subdomain', filter.subdomain);
  const rows: ClientRow[] = await q;
  return rows.map((r) => presentClient(r, ctx.deps.config));
}

async function findClientRow(db: Db, id: number): Promise<ClientRow | undefined> {
  return withoutTrashedShops(db, clientRows(db)).where('sites.id', id).first();
}

export async function getClient(ctx: RequestContext, id: number): Promise<Client> {
  const row = await findClientRow(ctx.db, id);
  if (!row) throw new AppError(404, messages.clients.notFound);
  return presentClient(row, ctx.deps.config);
}
