import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { seedScale } from '../scripts/bench-scale-seed.ts';
import { SCALE_KINDS, SCALE_MIX, scaleTraffic, type ScaleKind, type ScaleOp } from '../scripts/bench-scale-mix.ts';
import { request } from '../scripts/bench-scale-load.ts';
import { WriteLedger } from '../scripts/bench-scale-writes.ts';
import { hasOptions } from '../scripts/bench-scale-catalogue.ts';

/**
 * bench:scale's seed and traffic against the real app and database: the set-based seed must
 * write what the app reads (every address the traffic makes answers as a shopper or an owner
 * expects it to), and the lost-write check must see a write the database does not hold.
 */
const getApp = useTestApp();

describe('bench:scale seed and traffic', () => {
  // four pictures through sharp and a few dozen requests: more than the default time on a busy machine
  it('seeds shops the app serves, every kind of request of the mix answers as expected, and a lost write is seen', async () => {
    const app = getApp();
    const db = app.deps.db;
    const seed = await seedScale(db, {
      shops: 3,
      productsPerShop: 20,
      storage: app.deps.storage,
      sessionSecret: app.deps.config.sessionSecret,
      passwordHash: 'não usada',
    });
    expect(seed.shops.map((s) => s.subdomain)).toEqual(['escala-00001', 'escala-00002', 'escala-00003']);
    const counts = await db.raw(`select (select count(*) from products)::int as products, (select count(*) from product_images)::int as pictures,
      (select count(*) from product_variants)::int as variants, (select count(*) from sessions)::int as sessions`);
    expect(counts.rows[0]).toEqual({ products: 60, pictures: 60, variants: 3 * 2 * 3, sessions: 3 });

    // a product with options answers them; one without has none
    const withOptions = seed.shops[1]!.firstProductId + 9;
    const shopper = { host: 'escala-00002.localhost' };
    const agent = new http.Agent({ keepAlive: true });
    const base = new URL(app.url);
    const read = async (path: string) => JSON.parse((await request(base, { method: 'GET', path, headers: shopper }, agent)).body);
    expect(hasOptions(9)).toBe(true);
    expect((await read(`/api/products/${withOptions}`)).variants).toHaveLength(3);
    expect((await read(`/api/products/${withOptions - 1}`)).variants).toHaveLength(0);

    const traffic = scaleTraffic(seed, { s: 1.1 });
    const ledger = new WriteLedger();
    const seen = new Map<ScaleKind, number[]>();
    for (let i = 0; i < 2000 && seen.size < SCALE_KINDS.length - 1; i++) {
      const op = traffic.next();
      if (seen.has(op.kind) && op.method === 'GET') continue;
      const res = await request(base, op, agent);
      seen.set(op.kind, [...(seen.get(op.kind) ?? []), res.status]);
      if (res.status !== op.expect) throw new Error(`${op.method} ${op.path}: ${res.status} ${res.body.slice(0, 200)}`);
      if (op.method !== 'GET') ledger.record(op, res.status, res.body);
    }
    const beacon = traffic.beacon();
    expect((await request(base, beacon, agent)).status).toBe(204);
    expect([...seen.keys()].sort()).toEqual(SCALE_KINDS.filter((k) => SCALE_MIX[k].weight > 0).sort());
    agent.destroy();

    // every write answered is in the database; a price changed behind its back is a lost write
    expect(await ledger.lost(db)).toEqual([]);
    // a write the ledger believes answered, never sent: the database holds none of its prices
    const probe: ScaleOp = traffic.probeEdit();
    ledger.record(probe, 200, '');
    const [id] = probe.prices![0]!;
    const lost = await ledger.lost(db);
    expect(lost).toEqual([expect.stringMatching(new RegExp(`^produto ${id}: preço .*, nenhum dos enviados`))]);
  }, 90_000);
});
