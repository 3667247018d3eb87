import fs from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config.ts';
import { localDiskStorage } from '../src/storage/local-disk.ts';
import { startServer } from '../src/server.ts';
import { startPublicCache } from '../src/cache/public-cache.ts';
import { cacheMetrics } from '../src/cache/metrics.ts';
import { ownMemory } from '../src/cache/answer.ts';
import type { SeededShop } from './bench-seed.ts';
import { seededBenchDatabase } from './lib/bench-database.ts';
import { writeRecorded, type RecordedBytes } from './bench-bytes-ceiling.ts';
import { allTargets, BROWSER_HEADERS, STOREFRONT_SCENARIOS, type StorefrontTarget } from './bench-storefront-targets.ts';
import { benchEnv } from './lib/bench-config.ts';

/**
 * One side of `npm run bench:storefront`, run as a child process (its own event loop and,
 * on the embedded database, its own PGlite): a fresh database seeded in bulk, the real app
 * with its cache, the same app with CACHE_MAX_MB=0 (today's path, for the cold request), and
 * the file of recorded answers the ceiling's own process serves. Answers the parent's questions over IPC: CPU, memory, cache
 * counters, and the cold request after a change.
 *
 * With `misses`, a third app is served: the production app with CACHE_MAX_MB=0 and its shop
 * lookups in memory, as a deployment with the cache off runs it, so every request is a real
 * miss (the same render, compression and send as a miss with the cache on, without the store).
 * With `profileDir`, the parent can ask for a CPU profile of this process around a measure.
 */
export interface StorefrontServerOptions {
  shops: number;
  productsPerShop: number;
  databaseUrl: string | undefined;
  schema: string;
  cacheMb: number;
  hot: number;
  /** Serve the cache-off app too (missUrl). */
  misses?: boolean;
  /** Where the CPU profiles asked for are written (`<name>.cpuprofile`). */
  profileDir?: string;
}

export interface StorefrontReady {
  type: 'ready';
  apiUrl: string;
  /** The same app with its cache off (every read a miss), when asked for. */
  missUrl: string | undefined;
  /** The recorded answers, for the ceiling's own process (bench-bytes-ceiling.ts). */
  ceilingFile: string;
  seedSeconds: number;
  products: number;
  shops: SeededShop[];
  /** Time to ask every distinct request four times (renders the cache full, records the ceiling's bytes). */
  warmSeconds: number;
  /** After seeding, before anything was asked (after a full GC). */
  memoryBeforeWarm: MemoryAfterGc;
}

/**
 * Headers Node writes itself on every answer (the ceiling's Node writes its own); every other
 * header the app sent (security headers, CORS, Vary, ETag, the request id…) is part of the
 * bytes the ceiling replays.
 */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** A GET as it comes off the wire (fetch would decompress it). */
export function rawGet(base: string, target: StorefrontTarget): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + target.path, { headers: { ...BROWSER_HEADERS, 'x-tenant-subdomain': target.subdomain } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [h, v] of Object.entries(res.headers)) if (!NODE_HEADERS.has(h) && typeof v === 'string') headers[h] = v;
          // its own memory, like the cache's answers (not a slice of Buffer's shared pool)
          resolve({ status: res.statusCode ?? 0, headers, body: ownMemory(Buffer.concat(chunks)) });
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
  const missCache = options.misses ? await startPublicCache({ config: bareConfig, db, logger }) : undefined;
  const miss = missCache ? await startServer({ config: bareConfig, db, storage, logger, cache: missCache }, 0, '127.0.0.1') : undefined;

  // every distinct request of the traffic asked four times: the cache is warm (as minutes after a
  // deploy), and the ceiling gets the very bytes the app answered to each, so both serve the
  // same traffic over the same working set
  const memoryBeforeWarm = memoryAfterGc();
  const started = performance.now();
  const recorded: RecordedBytes[] = [];
  const targets = STOREFRONT_SCENARIOS.flatMap((scenario) => allTargets(scenario, shops, options.hot));
  let next = 0;
  const recorder = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      // from the fourth read on a hit sends the smaller brotli copy that the third read (the
      // second hit) had made (cache/answer.ts): the ceiling replays that copy and its headers
      for (let read = 0; read < 3; read++) await rawGet(api.url, target);
      const res = await rawGet(api.url, target);
      if (res.status !== 200) throw new Error(`${target.path} for ${target.subdomain} answered ${res.status}`);
      recorded.push({ ...target, ...res });
    }
  };
  await Promise.all(Array.from({ length: 16 }, recorder));
  const warmSeconds = (performance.now() - started) / 1000;
  // the ceiling serves them from a process of its own (bench-storefront.ts starts it)
  const ceilingFile = path.join(dataDir, 'ceiling-answers.jsonl');
  writeRecorded(ceilingFile, recorded);
  recorded.length = 0;

  /** The first request for a product page after its price changed: with the cache, and on today's path. */
  async function coldAfterChange(rounds: number) {
    const shop = shops[0]!;
    const time = async (base: string, productId: number, page: string) => {
      const target = { subdomain: shop.subdomain, path: `/product/${page}` };
      await rawGet(base, target);
      await rawGet(base, target); // cached now (on the cached app)
      await db('products')
        .where({ id: productId })
        .update({ price: db.raw('price + 1') });
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
    missUrl: miss?.url,
    ceilingFile,
    seedSeconds,
    products: shops.reduce((n, s) => n + s.productIds.length, 0),
    shops,
    warmSeconds,
    memoryBeforeWarm,
  };
  process.send?.(ready);

  const stop = async () => {
    for (const s of [api.server, bare.server, ...(miss ? [miss.server] : [])]) {
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
    await cache.close();
    await missCache?.close();
    if (schema) await db.raw('drop schema if exists ?? cascade', [schema]).catch(() => {});
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  let profiler: Session | undefined;
  const startProfile = async () => {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  };
  const stopProfile = async (name: string) => {
    if (!profiler || !options.profileDir) return '';
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    profiler = undefined;
    const file = path.join(options.profileDir, `${name}.cpuprofile`);
    fs.mkdirSync(options.profileDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    return file;
  };
  process.on('message', (m: { type?: string; rounds?: number; name?: string }) => {
    if (m?.type === 'profile-start') void startProfile().then(() => process.send?.({ type: 'profile-start' }));
    if (m?.type === 'profile-stop') void stopProfile(m.name ?? 'profile').then((file) => process.send?.({ type: 'profile-stop', file }));
    if (m?.type === 'stop') void stop();
    if (m?.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage() });
    if (m?.type === 'stats') process.send?.({ type: 'stats', rss: process.memoryUsage().rss, cacheBytes: cache.responses.bytes, metrics: cacheMetrics() });
    if (m?.type === 'memory') process.send?.({ type: 'memory', ...memoryAfterGc(), cacheBytes: cache.responses.bytes });
    if (m?.type === 'cold') void coldAfterChange(m.rounds ?? 5).then((cold) => process.send?.({ type: 'cold', ...cold }));
  });
  process.on('disconnect', () => void stop());
}

/**
 * What the process holds once the garbage is gone (the parent forks it with --expose-gc): the
 * JS heap in use, the Buffers outside it (the cache's bodies), and RSS, which also counts the
 * heap V8 keeps for later, PGlite's memory and native allocations.
 */
function memoryAfterGc(): MemoryAfterGc {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, arrayBuffers: m.arrayBuffers };
}

export interface MemoryAfterGc {
  rss: number;
  heapUsed: number;
  arrayBuffers: number;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
