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
  // another instance starting at the same moment may hold knex's migration lock: wait for it
  for (let attempt = 1; ; attempt++) {
    try {
      const [, applied] = (await db.migrate.latest({ migrationSource: source, schemaName: schema })) as [number, string[]];
      return applied;
    } catch (err) {
      if (!(err instanceof Error && err.name === 'MigrationLocked') || attempt >= 60) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export async function migrationStatus(db: Db, schema?: string) {
  const [done, pending] = (await db.migrate.list({ migrationSource: source, schemaName: schema })) as [{ name: string }[], { name: string }[]];
  return { done: done.map((m) => m.name), pending: pending.map((m) => (typeof m === 'string' ? m : m.name)) };
}
