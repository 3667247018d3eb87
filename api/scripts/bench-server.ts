import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config.ts';
import { localDiskStorage } from '../src/storage/local-disk.ts';
import { startServer } from '../src/server.ts';
import { seededBenchDatabase } from './lib/bench-database.ts';
import { startCeiling, type RecordedAnswer } from './bench-ceiling.ts';
import { randomTarget, SCENARIOS, seededRandom, type Target } from './bench-targets.ts';
import type { SeededShop } from './bench-seed.ts';
import { benchEnv } from './lib/bench-config.ts';

/**
 * One side of the benchmark, run as a child process so the server has its own event loop
 * (and, on the embedded database, its own PGlite): makes a fresh database, seeds it in
 * bulk, starts the real app and the in-memory ceiling, reports to the parent, and waits.
 */
export interface ServerOptions {
  shops: number;
  productsPerShop: number;
  databaseUrl: string | undefined;
  schema: string;
  /** How many answers per scenario the ceiling serves from memory. */
  ceilingSample: number;
}

export interface ReadyMessage {
  type: 'ready';
  apiUrl: string;
  ceilingUrl: string;
  database: 'postgresql' | 'pglite';
  seedSeconds: number;
  rows: { shops: number; products: number };
  shops: SeededShop[];
  ceilingTargets: Record<string, Target[]>;
}

async function main() {
  const options = JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}') as ServerOptions;
  const { db, dataDir, shops, seedSeconds } = await seededBenchDatabase(options);

  // the database path: every read is a query (the public cache is bench:storefront's subject)
  const config = loadConfig(benchEnv(dataDir, { CACHE_MAX_MB: '0' }));
  const logger = pino({ level: 'warn' });
  const api = await startServer({ config, db, storage: localDiskStorage(path.join(dataDir, 'uploads')), logger }, 0, '127.0.0.1');

  // the ceiling answers exactly what the API answered, for a fixed sample of requests
  const random = seededRandom(42);
  const ceilingTargets: Record<string, Target[]> = {};
  const answers: RecordedAnswer[] = [];
  for (const scenario of SCENARIOS) {
    ceilingTargets[scenario] = [];
    for (let i = 0; i < options.ceilingSample; i++) {
      const target = randomTarget(scenario, shops, random);
      const res = await fetch(api.url + target.path, { headers: { 'x-tenant-subdomain': target.subdomain } });
      if (!res.ok) throw new Error(`${target.path} for ${target.subdomain} answered ${res.status}: ${await res.text()}`);
      answers.push({ ...target, body: await res.json(), totalCount: res.headers.get('x-total-count') });
      ceilingTargets[scenario].push(target);
    }
  }
  const ceiling = await startCeiling(answers);

  const ready: ReadyMessage = {
    type: 'ready',
    apiUrl: api.url,
    ceilingUrl: ceiling.url,
    database: options.databaseUrl ? 'postgresql' : 'pglite',
    seedSeconds,
    rows: { shops: shops.length, products: shops.reduce((n, s) => n + s.productIds.length, 0) },
    shops,
    ceilingTargets,
  };
  process.send?.(ready);

  const stop = async () => {
    await ceiling.close();
    // stop serving first: requests still in flight must not meet a dropped schema
    api.server.closeAllConnections();
    await new Promise<void>((resolve) => api.server.close(() => resolve()));
    if (options.databaseUrl) await db.raw('drop schema if exists ?? cascade', [options.schema]).catch(() => {});
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'stop') void stop();
    // CPU this process used so far: the parent turns it into CPU time per request
    if (m?.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage() });
  });
  process.on('disconnect', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
