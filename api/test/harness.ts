import { beforeEach } from 'vitest';
import pino from 'pino';
import { loadConfig, type Config } from '../src/config.ts';
import type { AppDeps } from '../src/http/context.ts';
import { localDiskStorage } from '../src/storage/local-disk.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { createTestDb, tempDir, type TestDb } from './test-db.ts';
import { TestClient } from './http-client.ts';
import fs from 'node:fs';
import path from 'node:path';

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
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PLATFORM_DOMAIN: 'localhost', LOG_LEVEL: 'silent', ...env });
}

/**
 * Starts the real app on a free port against the worker's database. Call at the top of a
 * test file; every test starts from empty tables and an empty upload folder.
 */
export function useTestApp(env: Record<string, string> = {}): () => TestApp {
  let app: TestApp | undefined;
  beforeEach(async () => {
    const { testDb, dataDir } = await workerResources();
    if (!app) app = await startTestApp(testDb, dataDir, env);
    await testDb.reset();
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  });
  return () => {
    if (!app) throw new Error('useTestApp: the app starts in beforeEach; call the getter inside a test');
    return app;
  };
}

export async function startTestApp(testDb: TestDb, dataDir: string, env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(dataDir, env);
  const deps: AppDeps = {
    config,
    db: testDb.db,
    storage: localDiskStorage(path.join(dataDir, 'uploads')),
    logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
  };
  // The shared database outlives this server: close() must not destroy it.
  const server = await startServer({ ...deps, db: keepOpen(testDb.db) }, 0, '127.0.0.1');
  return { url: server.url, deps, testDb, server, client: (headers) => new TestClient(server.url, headers) };
}

export { workerResources };

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
