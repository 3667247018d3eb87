import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import type { Db } from './connection.ts';

/**
 * One lock order for a shop's writes (shop-lock.ts): the shop's row, then its rows. Before it,
 * a price edit locked its product and then (its statement's content-version trigger) the shop,
 * while the spreadsheet import locks the shop and then every product: bench:scale saw PostgreSQL
 * kill one of the two as a deadlock. PostgreSQL only: PGlite has one connection, nothing runs
 * beside a transaction there.
 */
const databaseUrl = process.env.DATABASE_URL;
const getApp = useTestApp();

/** Until another backend of this database waits for a lock (the request has reached its wait). */
async function someoneWaits(db: Db) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await db.raw(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the edit never waited for a lock');
}

describe.skipIf(!databaseUrl)('a shop’s writes lock the shop first (PostgreSQL; skipped without DATABASE_URL)', () => {
  it('a price edit waits for the shop an import holds, and both finish: no deadlock', async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app, { subdomain: 'loja' });
    const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const product = await buildProduct(app.deps.db, site, category, { name: 'Pipa Arraia', price: '89.90' });
    const etag = (await client.get(`/api/store/products/${product.id}`)).headers.get('etag') ?? '';

    // the import's transaction, step by step: the shop's row, then the shop's products
    const importing = await app.deps.db.transaction();
    try {
      // a regression must fail here, not hang: a deadlock is found after 1 s, a lock waits at most 10
      await importing.raw("set local lock_timeout = '10s'");
      await importing('sites').where('id', site.id).forUpdate().first('id');
      const edit = client.put(
        `/api/products/${product.id}`,
        { name: 'Pipa Arraia', price: '79,90', unit: 'unidade', category_id: category.id },
        { headers: { 'if-match': etag } },
      );
      await someoneWaits(app.deps.db);
      // the edit holds nothing of the shop's yet: the import takes the product at once
      await importing('products').where('id', product.id).forUpdate().first('id');
      await importing('products').where('id', product.id).update({ name: 'Pipa Arraia (planilha)' });
      await importing.commit();
      const saved = await edit;
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ name: 'Pipa Arraia', price: 79.9 });
    } finally {
      if (!importing.isCompleted()) await importing.rollback();
    }
  });
});
