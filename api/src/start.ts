import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config.ts';
import { createDeps, createLogger } from './boot.ts';
import { startServer } from './server.ts';
import { seed } from './seed/seed.ts';
import { printWelcome } from './seed/welcome.ts';
import { terminalLogStream } from './logging/terminal-logs.ts';

/** `npm start` (through main.ts): configuration, database, seed, server, and a clean stop on SIGTERM/SIGINT. */
export async function start() {
  // files this server makes (database, uploads, secrets) are its own user's only
  process.umask(0o077);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config, await terminalLogStream(config));
  const deps = await createDeps(config, logger);
  const seeded = await seed(deps);
  const running = await startServer(deps);
  printWelcome(config, seeded);
  logger.info(
    {
      port: running.port,
      node: process.version,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      // what bounds the process's memory (docs/operations.md, "Memory"): the cache and V8's heap
      cacheMb: config.cacheMaxBytes / 2 ** 20,
      heapLimitMb: Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20),
    },
    'vitrine listening',
  );

  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
