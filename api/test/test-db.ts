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
  // the vitest run's pid in the name: two suites at once on one server never share a schema
  const schema = databaseUrl ? `vitrine_test_${process.ppid}_w${worker}` : undefined;
  const db = createDb({ databaseUrl, schema });
  if (schema) {
    await dropSchemasOfEndedRuns(db);
    await db.raw('drop schema if exists ?? cascade', [schema]);
  }
  await migrateLatest(db, schema);
  const tables = await appTables(db, schema ?? 'public');
  const reset = async () => {
    await db.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
  };
  return { db, schema, databaseUrl, reset };
}

/** Schemas left by test runs whose process is gone (a run never drops its own at the end). */
async function dropSchemasOfEndedRuns(db: Db) {
  const rows: { nspname: string }[] = (await db.raw(`select nspname from pg_namespace where nspname like 'vitrine\\_test\\_%'`)).rows;
  for (const { nspname } of rows) {
    const pid = Number(nspname.match(/^vitrine_test_(\d+)_w\d+$/)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await db.raw('drop schema if exists ?? cascade', [nspname]).catch(() => {}); // another run may be dropping it too
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
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
