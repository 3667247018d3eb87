/**
 * What `vitrine db migrate | db seed | users create-master` use to set up a server without
 * the API running (exported as @vitrine/api/server). Everything here is the API's own code,
 * so the CLI opens the same database, with the same configuration, as `npm start` would.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import pino from 'pino';
import { createDb, type Db } from './db/connection.ts';
import { pruneExpired, type PruneResult } from './auth/prune.ts';
import { purgeExpiredTrash } from './trash/purge.ts';
import { purgeProductRows } from './products/trash.ts';
import { purgeClient } from './clients/delete-client.ts';
import { createStorage } from './storage/create-storage.ts';

export { loadConfig, ConfigError, type Config } from './config.ts';
export { createDeps, createLogger } from './boot.ts';
export { migrateLatest, migrationStatus } from './db/migrate.ts';
export { migrations } from './db/migrations/index.ts';
export { seed, ensureMaster, type SeedResult } from './seed/seed.ts';
export { writeInitialCredentials, credentialsFile, type SeededAccount } from './seed/credentials.ts';
export type { PruneResult } from './auth/prune.ts';
export type { Db } from './db/connection.ts';

const embeddedDir = (config: Config) => path.join(config.dataDir, 'pgdata');

/** The database createDeps would open for this configuration, not yet migrated. */
export function openDatabase(config: Config): Db {
  return createDb({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir: config.databaseUrl ? undefined : embeddedDir(config),
  });
}

/**
 * The embedded database's lock file, present while a process has it open (PGlite removes it
 * on a clean close). Two processes on one folder would corrupt it; PostgreSQL has no such limit.
 */
export function embeddedDatabaseLock(config: Config): string | undefined {
  if (config.databaseUrl) return undefined;
  const file = path.join(embeddedDir(config), 'postmaster.pid');
  return fs.existsSync(file) ? file : undefined;
}

/**
 * `vitrine db prune`: what the server's timer does (auth/prune.ts and the trash's purge after
 * 30 days, docs/api.md "Lixeira"), the pictures' bytes removed from the configured storage.
 * Warnings (a file that could not be removed) go to stderr, never into the command's answer.
 */
export async function pruneAll(config: Config, db: Db): Promise<PruneResult & { trash_items: number }> {
  const expired = await pruneExpired(db);
  const storage = await createStorage(config);
  const log = pino({ level: 'warn' }, pino.destination(2));
  const trash_items = await purgeExpiredTrash({ db, storage }, log, { purgeProductRows, purgeShop: purgeClient });
  return { ...expired, trash_items };
}
