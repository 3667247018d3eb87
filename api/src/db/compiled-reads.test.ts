import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { compiledRead, keptShapes, type ShapeValues } from './compiled-reads.ts';
import type { TenantScope } from './scoped.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { kiteShop } from '../storefront/storefront-test-shop.ts';

/** A knex of PostgreSQL's dialect that never connects: these tests only compile. */
const db = knex({ client: 'pg' }) as unknown as TenantScope['db'];
const shop = (id: number): TenantScope => ({ db, site: { id } as SiteRow });

/** What knex itself compiles for a builder (its own toSQL, not the kept one). */
const compiledBy = (query: { toSQL(): { sql: string; bindings: readonly unknown[] } }) => {
  const { sql, bindings } = Object.getPrototypeOf(query).toSQL.call(query);
  return { sql, bindings };
};
const sent = (query: { toSQL(): { sql: string; bindings: readonly unknown[] } }) => {
  const { sql, bindings } = query.toSQL();
  return { sql, bindings };
};

describe('a read compiled once per shape', () => {
  it('learns the shape on its first call and binds each later call its own values', () => {
    let builds = 0;
    const products = (scope: TenantScope, v: ShapeValues) => {
      builds++;
      return scope.db('products').where('site_id', scope.site.id).where('category_id', v.category!).whereNot('availability', 'oculto').limit(Number(v.limit));
    };
    const first = compiledRead('test.products', shop(7), { category: 3, limit: 12 }, products);
    expect(builds).toBe(2); // the call's own builder, and the one with stand-ins
    expect(sent(first)).toEqual(compiledBy(first));
    expect(sent(first).bindings).toEqual([7, 3, 'oculto', 12]);
    const other = compiledRead('test.products', shop(8), { category: 5, limit: 24 }, products);
    expect(builds).toBe(3);
    expect(sent(other)).toEqual({ sql: sent(first).sql, bindings: [8, 5, 'oculto', 24] });
    expect(keptShapes()).toContain('test.products');
  });

  it('never keeps a value the builder read from elsewhere than its arguments', () => {
    let outside = 7;
    const reads = (scope: TenantScope, v: ShapeValues) => scope.db('products').where('site_id', outside).where('id', v.id!);
    for (const id of [1, 2, 3]) {
      outside = id + 40;
      const query = compiledRead('test.outside', shop(outside), { id }, reads);
      expect(sent(query).bindings).toEqual([outside, id]);
    }
    expect(keptShapes()).not.toContain('test.outside');
  });

  it('compiles every call when a value is written into the text', () => {
    const inText = (scope: TenantScope, v: ShapeValues) =>
      scope
        .db('products')
        .where('site_id', scope.site.id)
        .whereRaw(`position > ${Number(v.after)}`);
    for (const after of [4, 9]) expect(sent(compiledRead('test.in-text', shop(1), { after }, inText)).sql).toContain(`position > ${after}`);
    expect(keptShapes()).not.toContain('test.in-text');
  });

  it('fails under tests when one shape key is given two texts', () => {
    const byId = (scope: TenantScope, v: ShapeValues) => scope.db('products').where('site_id', scope.site.id).where('id', v.id!);
    const byName = (scope: TenantScope, v: ShapeValues) => scope.db('products').where('site_id', scope.site.id).where('name', v.id!);
    compiledRead('test.one-key', shop(1), { id: 2 }, byId);
    expect(() => compiledRead('test.one-key', shop(1), { id: 3 }, byName).toSQL()).toThrow(/differs from its compiled query/);
  });
});

describe('the storefront on compiled shapes (real database)', () => {
  const getApp = useTestApp({ CACHE_MAX_MB: '0' });

  it('every page shows its own shop’s products, from kept shapes', async () => {
    const app = getApp();
    const { kites } = await kiteShop(app.deps.db, app.deps.storage);
    const other = await buildSite(app.deps.db, { subdomain: 'outra', store_name: 'Outra Loja' });
    const stuff = await buildCategory(app.deps.db, other, { name: 'Pipas' });
    const theirs = await buildProduct(app.deps.db, other, stuff, { name: 'Pipa Estrela Verde' });
    const pages = ['/', '/products', '/products?q=pipa', '/products?q=pipa&ordem=menor-preco', `/products?categoria=${kites.id}`, '/products?q=pipx'];
    for (const round of [1, 2]) {
      for (const path of pages) {
        const mine = await getWithHost(app.url, path, 'pipas.localhost');
        const yours = await getWithHost(app.url, path.replace(`categoria=${kites.id}`, `categoria=${stuff.id}`), 'outra.localhost');
        expect(mine.status, `${path} (${round})`).toBe(200);
        expect(yours.status, `${path} (${round})`).toBe(200);
        expect(mine.text, path).toContain('Pipa Raia Azul');
        expect(mine.text, path).not.toContain('Pipa Estrela Verde');
        expect(yours.text, path).toContain('Pipa Estrela Verde');
        expect(yours.text, path).not.toContain('Pipa Raia Azul');
      }
    }
    const page = await getWithHost(app.url, `/product/${theirs.id}`, 'outra.localhost');
    expect(page.status).toBe(301);
    expect((await getWithHost(app.url, `/product/${theirs.id}`, 'pipas.localhost')).status).toBe(404);
    const kept = keptShapes();
    expect(kept.filter((s) => s.startsWith('products.list:')).length).toBeGreaterThanOrEqual(4);
    expect(kept).toContain('products.one:false');
  });
});
