import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import { createDb } from './db/connection.ts';
import { migrateLatest } from './db/migrate.ts';
import { createStorage } from './storage/create-storage.ts';
import type { AppDeps } from './http/context.ts';
import { LOG_REDACT_PATHS, REDACTED } from './http/log-serializers.ts';
import { ensurePrivateDir, makeTreePrivate } from './db/private-dir.ts';

/** The process's logger; tests pass a destination to read what it wrote, main.ts a readable one on a terminal (logging/terminal-logs.ts). */
export function createLogger(config: Config, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: 'vitrine-api' },
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Opens the database (embedded unless DATABASE_URL is set), migrates it and makes the storage. */
export async function createDeps(config: Config, logger = createLogger(config)): Promise<AppDeps> {
  ensurePrivateDir(config.dataDir);
  const pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata');
  if (pgliteDir) ensurePrivateDir(pgliteDir);
  const db = createDb({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, pgliteDir, poolMax: config.databasePoolMax });
  const applied = await migrateLatest(db, config.databaseSchema);
  // PGlite writes its files with the process's umask: narrow them once it has made them
  if (pgliteDir) makeTreePrivate(pgliteDir);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const storage = await createStorage(config);
  return { config, db, storage, logger };
}
