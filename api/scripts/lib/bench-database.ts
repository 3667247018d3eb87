import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, isPostgres, type Db } from '../../src/db/connection.ts';
import { migrateLatest } from '../../src/db/migrate.ts';
import { upkeepEmbedded } from '../../src/db/embedded-upkeep.ts';
import { seedShops, type SeededShop } from '../bench-seed.ts';

/**
 * Statistics of a database just seeded in bulk, as a live one would have them: on PostgreSQL its
 * autovacuum would analyze the new rows within a minute, on PGlite the app's first upkeep round
 * (db/embedded-upkeep.ts) does. `BENCH_PGLITE_NO_UPKEEP=1` leaves a PGlite without statistics, as
 * every embedded database was before that upkeep.
 */
export async function freshStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await db.raw('analyze');
    return;
  }
  if (process.env.BENCH_PGLITE_NO_UPKEEP) return;
  const round = await upkeepEmbedded(db);
  console.error(`manutenção do PGlite: ${round.vacuumed.length} tabelas limpas, ${round.analyzed.length} analisadas em ${round.ms} ms`);
}

/**
 * The benchmarks' database: a fresh one (PGlite, or a schema of DATABASE_URL dropped first),
 * migrated and seeded in bulk, with fresh statistics (freshStatistics). Progress goes to the
 * parent process.
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
  await freshStatistics(db);
  return { db, schema, dataDir, shops, seedSeconds: (performance.now() - started) / 1000 };
}
