import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';

/**
 * What an owner's edit costs in statements (docs/performance.md, "A conditional edit's audit and
 * version in one statement"): inside its transaction each statement waits for a pass of the
 * event loop, so under load a write's time grows with their number. Counts, not times.
 */
const getApp = useTestApp();

/** The cache's barrier (its settle), which the harness and the write's end send on PostgreSQL, is counted apart. */
const BARRIER = /^select pg_notify\(/;

describe('statements of a conditional edit', () => {
  it('a price edit sent with If-Match writes its audit entry and reads its new version in one statement', async () => {
    const app = getApp();
    const { client, site, admin } = await shopWithAdmin(app, { subdomain: 'contas' });
    const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const product = await buildProduct(app.deps.db, site, category, { name: 'Pipa Raia', price: '12.90' });
    const opened = await client.get(`/api/store/products/${product.id}`);
    const form = { name: 'Pipa Raia', price: '13,50', unit: 'unidade', category_id: category.id };

    const seen: string[] = [];
    const listen = (q: { sql: string }) => {
      if (!BARRIER.test(q.sql)) seen.push(q.sql);
    };
    app.testDb.db.on('query', listen);
    try {
      const saved = await client.put(`/api/products/${product.id}`, form, { headers: { 'if-match': opened.headers.get('etag')! } });
      expect(saved.status).toBe(200);
      expect(saved.headers.get('etag')).toMatch(/^"p\d+-0"$/);
      expect(saved.headers.get('etag')).not.toBe(opened.headers.get('etag'));
    } finally {
      app.testDb.db.off('query', listen);
    }
    // the session with its user's shop; BEGIN, the shop's lock, the version (its row locked), the
    // product with its category checked, its combinations, the update, the product as answered,
    // the audit entry with the new version, COMMIT: 10 (11 before the shop came with the session,
    // 12 before the category was checked by the product's read, 13 before the audit and the
    // version were one statement)
    expect(seen, seen.join('\n')).toHaveLength(10);
    expect(
      seen.filter((sql) => /^select "sites"\.\* from "sites"/.test(sql)),
      seen.join('\n'),
    ).toHaveLength(0);
    expect(
      seen.filter((sql) => /^select "id" from "categories"/.test(sql)),
      seen.join('\n'),
    ).toHaveLength(0);
    const audits = seen.filter((sql) => /insert into "audit_log"/.test(sql));
    expect(audits, seen.join('\n')).toHaveLength(1);
    expect(audits[0]).toMatch(/^with audit as \(insert into "audit_log"/);
    const entry = await app.deps.db('audit_log').where({ action: 'product.update', site_id: site.id }).first();
    expect(entry).toMatchObject({ actor_username: admin.username, details: { id: product.id } });
  });
});
