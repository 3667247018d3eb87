import type { Knex } from 'knex';
import type { Db } from './connection.ts';
import { migrations } from './migrations/index.ts';

/**
 * Migrations are listed in code rather than read from a folder, so they run the same
 * under node, vitest and a container image.
 */
const source: Knex.MigrationSource<(typeof migrations)[number]> = {
  getMigrations: async () => migrations,
  getMigrationName: (m) => m.name,
  getMigration: async (m) => m,
};

export async function migrateLatest(db: Db, schema?: string): Promise<string[]> {
  if (schema) await db.raw('create schema if not exists ??', [schema]);
  const [, applied] = (await db.migrate.latest({ migrationSource: source, schemaName: schema })) as [number, string[]];
  return applied;
}

export async function migrationStatus(db: Db, schema?: string) {
  const [done, pending] = (await db.migrate.list({ migrationSource: source, schemaName: schema })) as [
    { name: string }[],
    { name: string }[],
  ];
  return { done: done.map((m) => m.name), pending: pending.map((m) => (typeof m === 'string' ? m : m.name)) };
}
