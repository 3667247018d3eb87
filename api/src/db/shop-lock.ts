import type { Db } from './connection.ts';

/**
 * Locks a shop's row for the rest of the transaction: the first thing every write of a shop
 * does, so all of them take their locks in one order, the shop and then its rows.
 *
 * Every catalogue write ends by bumping the shop's content version (a trigger updates its row,
 * docs/architecture.md, "Public cache, fresh by the database's word"), so a write locks the shop's row anyway. A
 * price edit used to lock its product first and the shop at its statement's end, while the
 * spreadsheet import locks the shop and then every product: opposite orders, and PostgreSQL
 * killed one of the two as a deadlock (bench:scale, docs/performance.md). The shop first turns
 * that into a short wait.
 */
export async function lockShop(db: Db, siteId: number): Promise<void> {
  await db('sites').where('id', siteId).forUpdate().first('id');
}
