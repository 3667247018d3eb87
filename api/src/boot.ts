import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import { createDb } from './db/connection.ts';
import { migrateLatest } from './db/migrate.ts';
import { createStorage } from './storage/create-storage.ts';
import type { AppDeps } from './http/context.ts';

export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'vitrine-api' },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password'],
  });
}

/** Opens the database (embedded unless DATABASE_URL is set), migrates it and makes the storage. */
export async function createDeps(config: Config, logger = createLogger(config)): Promise<AppDeps> {
  const db = createDb({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
  });
  const applied = await migrateLatest(db, config.databaseSchema);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const storage = await createStorage(config);
  return { config, db, storage, logger };
}
