/**
 * `npm run bench:beacons`: what an insight beacon costs, this tree's server against another
 * checkout's (`BENCH_COMPARE_ROOT=/work/main`), back to back in one run on one freshly seeded
 * database. For each tree: its app processes (two on PostgreSQL, one on the embedded
 * database) get nothing but beacons at full speed (closed loop) for `--seconds`, straight to
 * the processes with a shopper's address each (as bench:scale's beacon phase does); then they
 * stop gracefully, and what they wrote is counted. Prints beacons/s, p50/p99 and CPU-ms per
 * 1,000 beacons of the app and of PostgreSQL's backends for it (docs/performance.md).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/vitrine_beacons BENCH_COMPARE_ROOT=/work/main npm run bench:beacons
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../src/db/connection.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { loadConfig } from '../src/config.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { freePort, repoRoot, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { readOptions } from './lib/args.ts';
import { benchEnv } from './lib/bench-config.ts';
import { seedScale } from './bench-scale-seed.ts';
import { scaleTraffic } from './bench-scale-mix.ts';
import { runLoad, type ScaleAnswer } from './bench-scale-load.ts';
import { resourceSampler } from './bench-scale-resources.ts';
import { perThousand, summarize } from './bench-scale-report.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const compareRoot = process.env.BENCH_COMPARE_ROOT || undefined;
const options = readOptions({
  shops: { flag: 'shops', env: 'BENCH_SHOPS', default: 100, min: 2, max: 100_000, help: 'lojas' },
  products: { flag: 'products', env: 'BENCH_PRODUCTS', default: 20, min: 12, max: 1000, help: 'produtos por loja' },
  seconds: { flag: 'seconds', env: 'BENCH_SECONDS', default: 10, min: 2, max: 600, help: 'segundos só de beacons, por árvore' },
  connections: { flag: 'connections', env: 'BENCH_CONNECTIONS', default: 32, min: 1, max: 1000, help: 'conexões simultâneas (divididas entre os processos)' },
  rounds: { flag: 'rounds', env: 'BENCH_ROUNDS', default: 1, min: 1, max: 10, help: 'vezes que cada árvore é medida, alternadas' },
});
const SCHEMA = 'vitrine_beacons';
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Measure {
  tree: string;
  beacons: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  appMs: number;
  pgMs: number;
  written: number;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-beacons-'));
  const processes = databaseUrl ? 2 : 1;
  const appName = `vitrine-beacons-${process.pid}`;
  const env = benchEnv(dataDir, {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: SCHEMA, PGAPPNAME: appName } : {}),
    TRUST_PROXY: 'loopback',
  });
  const open = () => createDb({ databaseUrl, schema: databaseUrl ? SCHEMA : undefined, pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pgdata') });
  let db: Db = open();
  if (databaseUrl) await db.raw('drop schema if exists ?? cascade', [SCHEMA]);
  await migrateLatest(db, databaseUrl ? SCHEMA : undefined);
  const seed = await seedScale(db, {
    shops: options.shops,
    productsPerShop: options.products,
    storage: await createStorage(loadConfig(env)),
    sessionSecret: env.SESSION_SECRET!,
    passwordHash: await hashPassword(crypto.randomUUID()),
  });
  log(
    `semeado: ${seed.shops.length} lojas, ${seed.products} produtos; ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${processes} processo(s), Node ${process.version}`,
  );
  // the embedded database is one process's: the app opens it
  if (!databaseUrl) await db.destroy();

  const trees = compareRoot ? [compareRoot, repoRoot] : [repoRoot];
  const results: Measure[] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (const root of trees) {
      if (databaseUrl) await db.raw('truncate insight_daily, insight_visitors');
      results.push(await measure(root, env, seed, appName, databaseUrl ? db : undefined));
      if (!databaseUrl) {
        db = open();
        results.at(-1)!.written = await written(db);
        await db.raw('truncate insight_daily, insight_visitors');
        await db.destroy();
      } else results.at(-1)!.written = await written(db);
    }
  }
  if (databaseUrl) {
    await db.raw('drop schema if exists ?? cascade', [SCHEMA]);
    await db.destroy();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });

  const out = [
    '',
    `bench:beacons · ${databaseUrl ? `PostgreSQL, ${processes} processos` : 'PGlite, 1 processo'} · ${seed.shops.length} lojas × ${options.products} produtos · ${options.seconds} s por árvore, ${options.connections} conexões · máquina: ${os.cpus().length} núcleos, carga ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join('/')}`,
    '| árvore | beacons/s | p50 ms | p99 ms | erros | app CPU-ms / 1.000 | PostgreSQL CPU-ms / 1.000 | contados no banco / respondidos |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.tree} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.appMs.toFixed(0)} | ${databaseUrl ? r.pgMs.toFixed(0) : '—'} | ${r.written} / ${r.beacons} |`,
    ),
  ];
  console.log(out.join('\n'));
}

/** One tree's processes, beacons only, then a graceful stop (which writes what they hold). */
async function measure(
  root: string,
  env: Record<string, string>,
  seed: Awaited<ReturnType<typeof seedScale>>,
  appName: string,
  db: Db | undefined,
): Promise<Measure> {
  const apps: ApiProcess[] = [];
  for (let i = 0; i < (databaseUrl ? 2 : 1); i++) {
    apps.push(await startApiProcess({ ...env, PORT: String(await freePort()) }, { name: `app-${i + 1}`, root, timeoutMs: 120_000 }));
  }
  const sampler = resourceSampler(async () => {
    const pids = new Map<number, string>(apps.map((a, i) => [a.pid, `app-${i + 1}`]));
    if (db) {
      const { rows } = await db.raw('select pid from pg_stat_activity where application_name = ?', [appName]);
      for (const r of rows as { pid: number }[]) pids.set(r.pid, 'postgres');
    }
    return pids;
  });
  sampler.start();
  await new Promise((r) => setTimeout(r, 1500)); // a reading of every process before the load
  log(`${root}: ${options.seconds} s de beacons…`);
  const traffic = scaleTraffic(seed, { s: 1.1 });
  const answers: ScaleAnswer[] = [];
  const from = performance.now();
  const concurrency = Math.max(1, Math.floor(options.connections / apps.length));
  const runs = await Promise.all(
    apps.map((app) => runLoad({ url: app.url, seconds: options.seconds, concurrency, next: traffic.beacon, onAnswer: (_op, answer) => answers.push(answer) })),
  );
  const to = performance.now();
  await new Promise((r) => setTimeout(r, 1100)); // the last second's reading
  await sampler.stop();
  await Promise.all(apps.map((a) => a.stop()));
  const cpu = sampler.cpuMs(from, to + 1100);
  const summary = summarize(answers, Math.max(...runs.map((r) => r.seconds)));
  const b = summary.byKind.beacon;
  const appCpu = Object.entries(cpu)
    .filter(([k]) => k.startsWith('app'))
    .reduce((n, [, v]) => n + v, 0);
  return {
    tree: path.basename(root),
    beacons: summary.requests,
    perSecond: summary.throughput,
    p50: b.p50,
    p99: b.p99,
    errors: b.errors,
    appMs: perThousand(appCpu, summary.requests),
    pgMs: perThousand(cpu.postgres ?? 0, summary.requests),
    written: 0,
  };
}

/** Page and product views the database counted (each beacon is one of them). */
async function written(db: Db): Promise<number> {
  const { rows } = await db.raw(`select coalesce(sum(count), 0)::int as n from insight_daily where kind in ('page_view', 'product_view')`);
  return rows[0].n;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
