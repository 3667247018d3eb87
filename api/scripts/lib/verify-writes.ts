import type { Db } from '../../src/db/connection.ts';
import { belongsTo } from './fixture.ts';
import type { AcknowledgedWrite } from './traffic.ts';

/**
 * Every write the server answered with success must be in the database afterwards, in the
 * right shop: a created product exists with the name sent; an updated one still belongs to
 * its shop (a later update of the same product may have renamed it). Answers what is wrong.
 */
export async function verifyWrites(db: Db, writes: AcknowledgedWrite[]): Promise<string[]> {
  const problems: string[] = [];
  const ids = [...new Set(writes.map((w) => w.id))];
  const rows = new Map<number, { id: number; site_id: number; name: string }>();
  for (let i = 0; i < ids.length; i += 1000) {
    for (const row of await db('products')
      .select('id', 'site_id', 'name')
      .whereIn('id', ids.slice(i, i + 1000)))
      rows.set(row.id, row);
  }
  for (const w of writes) {
    const row = rows.get(w.id);
    if (!row) problems.push(`${w.kind} ${w.subdomain} produto ${w.id} "${w.name}": não está no banco`);
    else if (row.site_id !== w.siteId) problems.push(`${w.kind} ${w.subdomain} produto ${w.id}: está na loja ${row.site_id}`);
    else if (w.kind === 'create' && row.name !== w.name && !belongsTo(w.subdomain, row.name))
      problems.push(`${w.kind} ${w.subdomain} produto ${w.id}: nome ${row.name}`);
    else if (!belongsTo(w.subdomain, row.name)) problems.push(`${w.kind} ${w.subdomain} produto ${w.id}: nome ${row.name}`);
  }
  return problems;
}
