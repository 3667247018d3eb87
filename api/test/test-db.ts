import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../src/db/connection.ts';
import { migrateLatest } from '../src/db/migrate.ts';

/**
 * One database per test worker: an in-memory PGlite, or with DATABASE_URL a schema of its
 * own on the PostgreSQL server, dropped and made anew at the worker's start.
 */
export interface TestDb {
  db: Db;
  schema: string | undefined;
  databaseUrl: string | undefined;
  reset: () => Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  const schema = databaseUrl ? `vitrine_test_w${worker}` : undefined;
  const db = createDb({ databaseUrl, schema });
  if (schema) await db.raw('drop schema if exists ?? cascade', [schema]);
  await migrateLatest(db, schema);
  const tables = await appTables(db, schema ?? 'public');
  const reset = async () => {
    await db.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
  };
  return { db, schema, databaseUrl, reset };
}

async function appTables(db: Db, schema: string): Promise<string[]> {
  const rows = await db('information_schema.tables')
    .select('table_name')
    .where({ table_schema: schema, table_type: 'BASE TABLE' })
    .whereNot('table_name', 'like', 'knex_migrations%');
  return rows.map((r: { table_name: string }) => r.table_name);
}

export function tempDir(prefix = 'vitrine-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
