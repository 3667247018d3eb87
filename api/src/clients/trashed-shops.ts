import type { Knex } from 'knex';
import type { Db } from '../db/connection.ts';

/** Shops in the trash are left out of the master's lists and refused by the master's writes (404). */
export function withoutTrashedShops(db: Db, q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.whereNotExists(db('trash').select(db.raw('1')).where('trash.kind', 'shop').whereRaw('trash.site_id = sites.id'));
}

export async function shopInTrash(db: Db, id: number): Promise<boolean> {
  return !!(await db('trash').where({ site_id: id, kind: 'shop' }).first('id'));
}
