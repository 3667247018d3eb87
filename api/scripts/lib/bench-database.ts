import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../src/db/connection.ts';
import { migrateLatest } from '../../src/db/migrate.ts';
import { seedShops, type SeededShop } from '../bench-seed.ts';

/**
 * The benchmarks' database: a fresh one (PGlite, or a schema of DATABASE_URL dropped first),
 * migrated and seeded in bulk, with fresh statistics as a live database would have them.
 * Progress goes to the parent process.
 */
export async function seededBenchDatabase(options: { databaseUrl: string | undefined; schema: string; shops: number; productsPerShop: number }): Promise<{
  db: Db;
  schema: string | undefined;
  dataDir: string;
  shops: SeededShop[];
  seedSeconds: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  const schema = options.databaseUrl ? options.schema : undefined;
  const db = createDb({ databaseUrl: options.databaseUrl, schema });
  if (schema) await db.raw('drop schema if exists ?? cascade', [schema]);
  await migrateLatest(db, schema);
  const started = performance.now();
  const shops = await seedShops(db, {
    shops: options.shops,
    productsPerShop: options.productsPerShop,
    onProgress: (done) => process.send?.({ type: 'progress', done, total: options.shops }),
  });
  await db.raw('analyze');
  return { db, schema, dataDir, shops, seedSeconds: (performance.now() - started) / 1000 };
}
