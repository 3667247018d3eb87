import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Db } from './connection.ts';
import { CONTENT_TRIGGER_FUNCTION } from './content-version.ts';
import { startContentListener, type ContentEvent, type ContentListener } from '../cache/content-listener.ts';
import { workerResources } from '../../test/harness.ts';
import type { TestDb } from '../../test/test-db.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';

/**
 * Tables that carry site_id but whose rows no shopper ever sees: a write there must not
 * (and need not) change a shop's content version. Every other table with site_id gets
 * watchContent() in the migration that creates it.
 */
const PRIVATE_TABLES: Record<string, string> = {
  users: 'login accounts of store admins: never part of a public answer',
  audit_log: 'who did what, read by the master only; outlives the shop',
  insight_visitors: "today's visitor hashes (docs/insight.md), read by no one but the counter: every visit writes one",
  insight_daily: "shopper counters (docs/insight.md), read by the shop's admin only: every page view writes one, and must not empty the shop's cache",
};

describe('content version: bumped in the writing transaction, announced after commit', () => {
  let testDb: TestDb;
  let db: Db;
  let listener: ContentListener;
  const events: ContentEvent[] = [];

  beforeAll(async () => {
    ({ testDb } = await workerResources());
    db = testDb.db;
    listener = await startContentListener({ db, logger: pino({ level: 'silent' }), onEvent: (e) => events.push(e) });
  });
  afterAll(() => listener.close());
  beforeEach(async () => {
    await testDb.reset();
    await listener.settle();
    events.length = 0;
  });

  const version = async (siteId: number) => Number((await db('sites').where({ id: siteId }).first('content_version')).content_version);
  /** Events heard for these shops since the last call, after every committed change is heard. */
  const heard = async () => {
    await listener.settle();
    const got = events.splice(0).map((e) => (e.kind === 'site' ? e.siteId : e.kind));
    return got;
  };

  it('watches every table that carries site_id, except the private ones listed with their reason', async () => {
    const schema = testDb.schema ?? 'public';
    const tables: string[] = (
      await db.raw(
        `select c.table_name from information_schema.columns c
           join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
          where c.table_schema = ? and c.column_name = 'site_id' order by 1`,
        [schema],
      )
    ).rows.map((r: { table_name: string }) => r.table_name);
    expect(tables).toContain('products');
    const watched: { table: string; events: string[] }[] = (
      await db.raw(
        `select c.relname as table, array_agg(distinct case when (t.tgtype & 4) <> 0 then 'insert' when (t.tgtype & 8) <> 0 then 'delete' when (t.tgtype & 16) <> 0 then 'update' end) as events
           from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
           join pg_proc p on p.oid = t.tgfoid
          where n.nspname = ? and p.proname = ? group by c.relname`,
        [schema, CONTENT_TRIGGER_FUNCTION],
      )
    ).rows;
    const byTable = new Map(watched.map((w) => [w.table, [...w.events].sort()]));
    const unwatched = tables.filter((t) => !PRIVATE_TABLES[t] && JSON.stringify(byTable.get(t)) !== JSON.stringify(['delete', 'insert', 'update']));
    // a table here needs `await watchContent(knex, '<table>')` in its migration (db/content-version.ts),
    // or, if the public never sees its rows, an entry in PRIVATE_TABLES saying why
    expect(unwatched).toEqual([]);
  });

  it('bumps a shop once for a statement of many rows, and tells only about that shop', async () => {
    const a = await buildSite(db);
    const b = await buildSite(db);
    const category = await buildCategory(db, a);
    await heard();
    const [va, vb] = [await version(a.id), await version(b.id)];
    const rows = Array.from({ length: 500 }, (_, i) => ({ site_id: a.id, category_id: category.id, name: `Pipa ${i}`, price: '10.00', unit: 'unidade' }));
    await db('products').insert(rows);
    expect(await heard()).toEqual([a.id]);
    expect(await version(a.id)).toBeGreaterThan(va);
    expect(await version(b.id)).toBe(vb);
    // one bump: the sequence moved once for the statement, not 500 times
    expect(Number((await db.raw('select last_value from content_version_seq')).rows[0].last_value)).toBe(await version(a.id));
  });

  it('bumps on update and delete of a row, and on the shop’s own columns, not on a write that changes nothing', async () => {
    const site = await buildSite(db);
    const category = await buildCategory(db, site);
    const product = await buildProduct(db, site, category);
    await heard();
    let v = await version(site.id);
    for (const write of [
      () => db('products').where({ id: product.id }).update({ price: '12.50' }),
      () => db('sites').where({ id: site.id }).update({ store_name: 'Pipas do Zé' }),
      () => db('products').where({ id: product.id }).delete(),
      () => db('categories').where({ id: category.id }).update({ description: 'Todas as pipas' }),
    ]) {
      await write();
      expect(await heard()).toEqual([site.id]);
      const now = await version(site.id);
      expect(now).toBeGreaterThan(v);
      v = now;
    }
    await db('sites').where({ id: site.id }).update({ store_name: 'Pipas do Zé' });
    expect(await heard()).toEqual([]);
    expect(await version(site.id)).toBe(v);
  });

  /** The events heard since the last call, as the listener parsed them. */
  const heardEvents = async () => {
    await listener.settle();
    return events.splice(0);
  };

  it('tells a product’s own edit narrowly: the products, their categories, and the versions before and after', async () => {
    const site = await buildSite(db);
    const category = await buildCategory(db, site);
    const product = await buildProduct(db, site, category);
    const image = crypto.randomUUID();
    await db('images').insert({ id: image, site_id: site.id, storage_key: `k/${image}`, content_type: 'image/png', width: 1, height: 1, byte_size: 1 });
    await heardEvents();
    const v0 = String(await version(site.id));
    await db('products').where({ id: product.id }).update({ price: '12.50', name: 'Pipa nova', description: 'Maior', updated_at: db.fn.now() });
    const v1 = String(await version(site.id));
    expect(await heardEvents()).toEqual([
      { kind: 'site', siteId: site.id, narrow: { before: v0, after: v1, products: [product.id], categories: [category.id], counts: false } },
    ]);
    // a photo of the product: narrow too (the cover it may change is the shop's row: told wide after it)
    await db('product_images').insert({ site_id: site.id, product_id: product.id, image_id: image, original_name: 'a.png' });
    const got = await heardEvents();
    expect(got[0]).toEqual({
      kind: 'site',
      siteId: site.id,
      narrow: { before: v1, after: expect.any(String), products: [product.id], categories: [category.id], counts: false },
    });
    expect(got.slice(1)).toEqual(got.length > 1 ? [{ kind: 'site', siteId: site.id }] : []);
  });

  it('tells what moves the menus’ counts with counts: availability, destaque, order, category (both), a new or deleted product', async () => {
    const site = await buildSite(db);
    const category = await buildCategory(db, site);
    const other = await buildCategory(db, site);
    const product = await buildProduct(db, site, category);
    await heardEvents();
    const narrowOf = async () => {
      const got = await heardEvents();
      expect(got[0]).toMatchObject({ kind: 'site', siteId: site.id, narrow: { counts: true } });
      return (got[0] as Extract<ContentEvent, { kind: 'site' }>).narrow!;
    };
    for (const change of [{ availability: 'esgotado' }, { is_featured: true }, { position: 7 }]) {
      await db('products').where({ id: product.id }).update(change);
      expect(await narrowOf(), JSON.stringify(change)).toMatchObject({ products: [product.id], categories: [category.id] });
    }
    await db('products').where({ id: product.id }).update({ category_id: other.id });
    const moved = await narrowOf();
    expect([...moved.categories].sort()).toEqual([category.id, other.id].sort());
    const added = await buildProduct(db, site, category);
    expect(await narrowOf()).toMatchObject({ products: [added.id], categories: [category.id] });
    await db('products').where({ id: product.id }).delete();
    expect(await narrowOf()).toMatchObject({ products: [product.id], categories: [other.id] });
  });

  it('chains the versions of two edits in one transaction, and tells an edit of over 200 products wide', async () => {
    const site = await buildSite(db);
    const category = await buildCategory(db, site);
    const [a, b] = [await buildProduct(db, site, category), await buildProduct(db, site, category)];
    await heardEvents();
    const v0 = String(await version(site.id));
    await db.transaction(async (trx) => {
      await trx('products').where({ id: a.id }).update({ price: '1.00' });
      await trx('products').where({ id: b.id }).update({ price: '2.00' });
    });
    const [first, second] = (await heardEvents()) as Extract<ContentEvent, { kind: 'site' }>[];
    expect(first!.narrow).toMatchObject({ before: v0, products: [a.id] });
    expect(second!.narrow).toMatchObject({ before: first!.narrow!.after, after: String(await version(site.id)), products: [b.id] });

    await db('products').insert(
      Array.from({ length: 201 }, (_, i) => ({ site_id: site.id, category_id: category.id, name: `P ${i}`, price: '1.00', unit: 'unidade' })),
    );
    await heardEvents();
    await db('products').where({ site_id: site.id }).update({ price: '3.00' });
    expect(await heardEvents()).toEqual([{ kind: 'site', siteId: site.id }]);
  });

  it('rolls back with the transaction: a failed write bumps and tells nothing', async () => {
    const site = await buildSite(db);
    await heard();
    const v = await version(site.id);
    await expect(
      db.transaction(async (trx) => {
        await trx('sites').where({ id: site.id }).update({ store_name: 'Nunca' });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await heard()).toEqual([]);
    expect(await version(site.id)).toBe(v);
  });

  it('tells about a new shop and a deleted one (a host may have named no shop until then), and everything on truncate', async () => {
    const site = await buildSite(db);
    expect(await heard()).toEqual([site.id]);
    await db('sites').where({ id: site.id }).delete();
    expect(await heard()).toContain(site.id);
    await testDb.reset();
    expect(await heard()).toContain('all');
  });

  it('never reuses a version, even when ids restart after a truncate', async () => {
    const first = await buildSite(db);
    const before = await version(first.id);
    await testDb.reset();
    const again = await buildSite(db);
    expect(again.id).toBe(first.id);
    expect(await version(again.id)).toBeGreaterThan(before);
  });
});
