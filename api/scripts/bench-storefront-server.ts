import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config.ts';
import { localDiskStorage } from '../src/storage/local-disk.ts';
import { startServer } from '../src/server.ts';
import { startPublicCache } from '../src/cache/public-cache.ts';
import { cacheMetrics } from '../src/cache/metrics.ts';
import type { SeededShop } from './bench-seed.ts';
import { seededBenchDatabase } from './lib/bench-database.ts';
import { startBytesCeiling, type RecordedBytes } from './bench-bytes-ceiling.ts';
import { seededRandom } from './bench-targets.ts';
import { BROWSER_HEADERS, STOREFRONT_SCENARIOS, storefrontTarget, type StorefrontTarget } from './bench-storefront-targets.ts';
import { benchEnv } from './lib/bench-config.ts';

/**
 * One side of `npm run bench:storefront`, run as a child process (its own event loop and,
 * on the embedded database, its own PGlite): a fresh database seeded in bulk, the real app
 * with its cache, the same app with CACHE_MAX_MB=0 (today's path, for the cold request), and
 * the in-memory ceiling. Answers the parent's questions over IPC: CPU, memory, cache
 * counters, and the cold request after a change.
 */
export interface StorefrontServerOptions {
  shops: number;
  productsPerShop: number;
  databaseUrl: string | undefined;
  schema: string;
  ceilingSample: number;
  cacheMb: number;
  hot: number;
}

export interface StorefrontReady {
  type: 'ready';
  apiUrl: string;
  ceilingUrl: string;
  seedSeconds: number;
  products: number;
  shops: SeededShop[];
  ceilingTargets: Record<string, StorefrontTarget[]>;
}

const WIRE_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary', 'x-total-count'];

/** A GET as it comes off the wire (fetch would decompress it). */
export function rawGet(base: string, target: StorefrontTarget): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + target.path, { headers: { ...BROWSER_HEADERS, 'x-tenant-subdomain': target.subdomain } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const h of WIRE_HEADERS) if (typeof res.headers[h] === 'string') headers[h] = res.headers[h] as string;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

async function main() {
  const options = JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}') as StorefrontServerOptions;
  const { db, schema, dataDir, shops, seedSeconds } = await seededBenchDatabase(options);

  const env = benchEnv(dataDir, options.databaseUrl ? { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: options.schema } : {});
  const logger = pino({ level: 'warn' });
  const storage = localDiskStorage(path.join(dataDir, 'uploads'));
  const config = loadConfig({ ...env, CACHE_MAX_MB: String(options.cacheMb) });
  const cache = await startPublicCache({ config, db, logger });
  const api = await startServer({ config, db, storage, logger, cache }, 0, '127.0.0.1');
  const bareConfig = loadConfig({ ...env, CACHE_MAX_MB: '0' });
  const bare = await startServer({ config: bareConfig, db, storage, logger }, 0, '127.0.0.1');

  // the ceiling answers exactly the bytes the app answered, for a fixed sample of requests
  const random = seededRandom(42);
  const ceilingTargets: Record<string, StorefrontTarget[]> = {};
  const recorded: RecordedBytes[] = [];
  for (const scenario of STOREFRONT_SCENARIOS) {
    ceilingTargets[scenario] = [];
    for (let i = 0; i < options.ceilingSample; i++) {
      const target = storefrontTarget(scenario, shops, options.hot, random);
      const res = await rawGet(api.url, target);
      if (res.status !== 200) throw new Error(`${target.path} for ${target.subdomain} answered ${res.status}`);
      recorded.push({ ...target, ...res });
      ceilingTargets[scenario].push(target);
    }
  }
  const ceiling = await startBytesCeiling(recorded);

  /** The first request for a product page after its price changed: with the cache, and on today's path. */
  async function coldAfterChange(rounds: number) {
    const shop = shops[0]!;
    const time = async (base: string, productId: number, page: string) => {
      const target = { subdomain: shop.subdomain, path: `/product/${page}` };
      await rawGet(base, target);
      await rawGet(base, target); // cached now (on the cached app)
      await db('products').where({ id: productId }).update({ price: db.raw('price + 1') });
      await cache.settle();
      const t0 = performance.now();
      const res = await rawGet(base, target);
      if (res.status !== 200) throw new Error(`cold ${target.path}: ${res.status}`);
      return performance.now() - t0;
    };
    const cached: number[] = [];
    const today: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const at = i % shop.productIds.length;
      const [id, page] = [shop.productIds[at]!, shop.productPaths[at]!];
      cached.push(await time(api.url, id, page));
      today.push(await time(bare.url, id, page));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return { cachedMs: median(cached), todayMs: median(today) };
  }

  const ready: StorefrontReady = {
    type: 'ready',
    apiUrl: api.url,
    ceilingUrl: ceiling.url,
    seedSeconds,
    products: shops.reduce((n, s) => n + s.productIds.length, 0),
    shops,
    ceilingTargets,
  };
  process.send?.(ready);

  const stop = async () => {
    await ceiling.close();
    for (const s of [api.server, bare.server]) {
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
    await cache.close();
    if (schema) await db.raw('drop schema if exists ?? cascade', [schema]).catch(() => {});
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m: { type?: string; rounds?: number }) => {
    if (m?.type === 'stop') void stop();
    if (m?.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage() });
    if (m?.type === 'stats') process.send?.({ type: 'stats', rss: process.memoryUsage().rss, cacheBytes: cache.responses.bytes, metrics: cacheMetrics() });
    if (m?.type === 'cold') void coldAfterChange(m.rounds ?? 5).then((cold) => process.send?.({ type: 'cold', ...cold }));
  });
  process.on('disconnect', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
