import { afterAll, beforeEach } from 'vitest';
import pino from 'pino';
import { loadConfig, type Config } from '../src/config.ts';
import type { AppDeps } from '../src/http/context.ts';
import { localDiskStorage } from '../src/storage/local-disk.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { startPublicCache } from '../src/cache/public-cache.ts';
import { createTestDb, tempDir, type TestDb } from './test-db.ts';
import { addRequestBarrier, TestClient } from './http-client.ts';
import fs from 'node:fs';
import path from 'node:path';
import { forgetBeaconCounts } from '../src/insight/routes.ts';
import { startInsightTally, type TallyLimits } from '../src/insight/tally.ts';

export interface TestApp {
  url: string;
  deps: AppDeps;
  testDb: TestDb;
  server: RunningServer;
  /** An anonymous client (no cookies yet). */
  client: (headers?: Record<string, string>) => TestClient;
}

let shared: Promise<{ testDb: TestDb; dataDir: string }> | undefined;

/** The worker's database and data folder: made once, reused by every test file of the worker. */
function workerResources() {
  return (shared ??= (async () => ({ testDb: await createTestDb(), dataDir: tempDir() }))());
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  // no vacuum or analyze of the shared database while a test counts its queries (db/embedded-upkeep.test.ts turns it on)
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PLATFORM_DOMAIN: 'localhost', LOG_LEVEL: 'silent', PGLITE_UPKEEP_INTERVAL: '0', ...env });
}

/**
 * Starts the real app on a free port against the worker's database. Call at the top of a
 * test file; every test starts from empty tables and an empty upload folder. `limits`: the
 * insight tally's (a test of its bound or of one flush gives its own).
 */
export function useTestApp(env: Record<string, string> = {}, extra: Pick<AppDeps, 'cloudfront'> = {}, limits: TallyLimits = {}): () => TestApp {
  let app: TestApp | undefined;
  beforeEach(async () => {
    const { testDb, dataDir } = await workerResources();
    if (!app) app = await startTestApp(testDb, dataDir, env, undefined, extra, limits);
    // counts in memory keyed by shop id, forgotten before the database empties: its ids start again
    await forgetBeaconCounts(app.deps.insight);
    await testDb.reset();
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  });
  // each file's server has its own cache listener (a PostgreSQL connection): close it with the file,
  // or a worker running dozens of files holds dozens of connections
  afterAll(async () => {
    await app?.server.close();
    app = undefined;
  });
  return () => {
    if (!app) throw new Error('useTestApp: the app starts in beforeEach; call the getter inside a test');
    return app;
  };
}

export async function startTestApp(
  testDb: TestDb,
  dataDir: string,
  env: Record<string, string> = {},
  logger?: pino.Logger,
  extra: Pick<AppDeps, 'cloudfront'> = {},
  limits: TallyLimits = {},
): Promise<TestApp> {
  const config = testConfig(dataDir, env);
  const deps: AppDeps = {
    ...extra,
    config,
    db: testDb.db,
    storage: localDiskStorage(path.join(dataDir, 'uploads')),
    logger: logger ?? pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
  };
  // The shared database outlives this server: close() must not destroy it.
  const cache = await startPublicCache(deps);
  // PORT given: listen there (a test whose PUBLIC_URL must name the server's real port); else any free port.
  // HOST given: listen there (a test that must be reached from a non-loopback address); else loopback only.
  const insight = startInsightTally(deps, limits);
  const server = await startServer({ ...deps, db: keepOpen(testDb.db), cache, insight }, env.PORT ? Number(env.PORT) : 0, env.HOST ?? '127.0.0.1');
  addRequestBarrier(cache.settle);
  return { url: server.url, deps: { ...deps, cache, insight }, testDb, server, client: (headers) => new TestClient(server.url, headers) };
}

export { workerResources };

/** A port free right now on loopback, for a test server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function keepOpen<T extends { destroy: () => Promise<void> }>(db: T): T {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'destroy') return async () => {};
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
    apply(target, thisArg, args) {
      return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, thisArg, args);
    },
  });
}
