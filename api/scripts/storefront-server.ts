import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createDeps, createLogger } from '../src/boot.ts';
import { seed } from '../src/seed/seed.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import type { AppDeps } from '../src/http/context.ts';

/**
 * The storefront scripts' server: the real app as production runs it (NODE_ENV=production,
 * built assets, compression), on a fresh embedded database holding the demo shop.
 */
export async function demoServer(port: number): Promise<{ deps: AppDeps; server: RunningServer; shopUrl: string; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-storefront-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PLATFORM_DOMAIN: 'localhost',
    PUBLIC_URL: `http://localhost:${port}`,
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
  const deps = await createDeps(config, createLogger(config));
  await seed(deps, { demo: true });
  const server = await startServer(deps, port, '127.0.0.1');
  return {
    deps,
    server,
    dataDir,
    shopUrl: `http://demo.localhost:${port}`,
    stop: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
