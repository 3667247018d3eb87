import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config.ts';
import { createDeps, createLogger } from '../src/boot.ts';
import { createDb } from '../src/db/connection.ts';
import { exportStorefrontTo, type ExportedFile, type ExportOptions } from '../src/storefront/static-export.ts';
import { Staging } from '../src/deploy/staging.ts';
import { publishToFolder } from '../src/deploy/local-folder.ts';
import type { SiteRow } from '../src/tenancy/site-model.ts';
import { listProducts } from '../src/products/queries.ts';
import { relatedProducts } from '../src/storefront/export-pages.ts';
import { seedScale } from './bench-scale-seed.ts';
import { readOptions } from './lib/args.ts';

/**
 * `npm run bench:export`: the static export (deploy) of one shop with many products, its
 * product pages rendered on the main thread as before (`thread`, a turn of the event loop every
 * 20 pages) and on the worker pool (`pool`), in the same run, with the widget's build
 * (NODE_ENV=production: `npm run build` first), on the embedded database or, when DATABASE_URL
 * is set, on that PostgreSQL in a schema of its own (dropped first and after). For each: the export's wall
 * time and the main thread's event-loop delay meanwhile (max and p99: how long any other
 * shop's request could wait), and whether both gave the same files; before them, the related
 * products of every page computed as before (a filter over the catalogue for each product) and
 * as now (grouped by category). Each export goes to disk file by file, as a deploy writes it
 * (deploy/staging.ts), and is then published to a folder target as a deploy does
 * (deploy/local-folder.ts; its time is printed). A last one keeps every file in memory, as a
 * deploy did before, for the peak RSS, V8 heap and memory outside it of both (run with the image's
 * NODE_OPTIONS=--max-old-space-size=256 to see what fits under its heap). Prints; asserts nothing.
 *
 *   npm run bench:export
 *   npm run bench:export -- --products 20000 --runs 1 --path pool
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/vitrine npm run bench:export
 */
const PATHS = ['thread', 'pool'] as const;
type PagesPath = (typeof PATHS)[number];

const argv = process.argv.slice(2);
const at = argv.indexOf('--path');
const chosen = (at >= 0 ? argv.splice(at, 2)[1] : process.env.BENCH_EXPORT_PATH) || 'both';
if (chosen !== 'both' && !PATHS.includes(chosen as PagesPath)) {
  console.error(`--path (BENCH_EXPORT_PATH) deve ser thread, pool ou both; recebido: ${chosen}`);
  process.exit(2);
}
type Keep = 'disco' | 'memória';
const paths: PagesPath[] = chosen === 'both' ? [...PATHS] : [chosen as PagesPath];
const options = readOptions(
  {
    products: { flag: 'products', env: 'BENCH_EXPORT_PRODUCTS', default: 5000, min: 10, max: 45_000, help: 'produtos da loja exportada' },
    runs: {
      flag: 'runs',
      env: 'BENCH_EXPORT_RUNS',
      default: 2,
      min: 1,
      max: 10,
      help: 'exportações por caminho (a primeira do pool inclui a partida da thread)',
    },
  },
  argv,
);

interface Run {
  path: PagesPath;
  seconds: number;
  keep: Keep;
  maxMs: number;
  p99Ms: number;
  files: number;
  /** Highest RSS, V8 heap in use and memory outside it (Buffers) while it ran, MB, sampled every 100 ms. */
  peakMb: { rss: number; heap: number; outside: number };
  /** The files' bytes, MB. */
  bytesMb: number;
  /** Publishing the staged files to a folder target, as a deploy does next (disk runs). */
  publishSeconds?: number;
  /** sha256 of every file's path and body in order: the runs' files are not kept (a 20,000-product export is a gigabyte of pages). */
  digest: string;
}

/**
 * One export, with the event loop's delay measured from a 10 ms timer resolution while it runs.
 * `keep`: where its files go, to disk as a deploy writes them (its staging folder), or into a
 * list in memory, as a deploy kept them before (the comparison of peak memory).
 */
async function measured(deps: Awaited<ReturnType<typeof createDeps>>, site: SiteRow, where: PagesPath, keep: Keep): Promise<Run> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const peak = { rss: 0, heap: 0, outside: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
    peak.outside = Math.max(peak.outside, m.external + m.arrayBuffers);
  };
  const sampler = setInterval(sample, 100);
  const staging = keep === 'disco' ? await Staging.open(path.join(deps.config.dataDir, 'sites', '.staging'), site.subdomain) : undefined;
  const kept: ExportedFile[] = [];
  const hash = crypto.createHash('sha256');
  let count = 0;
  let bytes = 0;
  const started = performance.now();
  await exportStorefrontTo(
    deps,
    site,
    async (f) => {
      const body = typeof f.body === 'string' ? Buffer.from(f.body) : f.body;
      hash.update(`${f.path}\0${body.length}\0`).update(body);
      count++;
      bytes += body.length;
      if (staging) await staging.add(f);
      else kept.push(f);
    },
    { pages: where } satisfies ExportOptions,
  );
  await staging?.finish();
  const seconds = (performance.now() - started) / 1000;
  let publishSeconds: number | undefined;
  if (staging) {
    const publishing = performance.now();
    await publishToFolder(path.join(deps.config.dataDir, 'sites', site.subdomain), staging);
    publishSeconds = (performance.now() - publishing) / 1000;
  }
  await staging?.remove();
  sample();
  clearInterval(sampler);
  delay.disable();
  const mb = (n: number) => n / 2 ** 20;
  return {
    path: where,
    seconds,
    maxMs: delay.max / 1e6,
    p99Ms: delay.percentile(99) / 1e6,
    keep,
    files: count,
    digest: hash.digest('hex'),
    peakMb: { rss: mb(peak.rss), heap: mb(peak.heap), outside: mb(peak.outside) },
    bytesMb: mb(bytes),
    publishSeconds,
  };
}

const SCHEMA = 'bench_export';

async function dropSchema(databaseUrl: string) {
  const db = createDb({ databaseUrl });
  await db.raw('drop schema if exists ?? cascade', [SCHEMA]);
  await db.destroy();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-export-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PLATFORM_DOMAIN: 'localhost',
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // on PostgreSQL (as in production) the queries run off the main thread; PGlite runs them on it
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: SCHEMA } : {}),
  });
  if (process.env.DATABASE_URL) await dropSchema(process.env.DATABASE_URL);
  const deps = await createDeps(config, createLogger(config));
  try {
    const seeded = performance.now();
    const [shop] = (
      await seedScale(deps.db, { shops: 1, productsPerShop: options.products, storage: deps.storage, sessionSecret: 'bench', passwordHash: 'bench' })
    ).shops;
    const site: SiteRow = await deps.db('sites').where({ id: shop!.siteId }).first();
    console.log(`Máquina: ${os.availableParallelism()} núcleos, carga ${os.loadavg()[0]!.toFixed(1)}; compare os números da mesma execução entre si.`);
    const database = config.databaseUrl ? `PostgreSQL, esquema ${SCHEMA}` : 'PGlite';
    console.log(`Loja com ${options.products} produtos semeada em ${((performance.now() - seeded) / 1000).toFixed(1)} s (${database}).\n`);

    // the related products: the filter over the whole catalogue per product (before) and the grouping (now)
    const { items } = await listProducts({ db: deps.db, site }, { limit: options.products });
    let started = performance.now();
    items.map((p) => items.filter((o) => o.category_id === p.category_id && o.id !== p.id).slice(0, 4));
    const quadratic = performance.now() - started;
    started = performance.now();
    relatedProducts(items);
    console.log(
      `Relacionados de ${items.length} produtos: filtro por produto ${quadratic.toFixed(0)} ms, agrupados por categoria ${(performance.now() - started).toFixed(1)} ms.\n`,
    );

    const runs: Run[] = [];
    const show = (run: Run, label: string) =>
      console.log(
        `  ${label}: ${run.seconds.toFixed(2).padStart(6)} s, atraso do event loop máx ${run.maxMs.toFixed(0).padStart(5)} ms, p99 ${run.p99Ms.toFixed(0).padStart(5)} ms, ${run.files} arquivos (${run.bytesMb.toFixed(0)} MB); no pico: RSS ${run.peakMb.rss.toFixed(0)} MB, heap ${run.peakMb.heap.toFixed(0)} MB, fora do heap ${run.peakMb.outside.toFixed(0)} MB${run.publishSeconds === undefined ? '' : `; publicado na pasta em ${run.publishSeconds.toFixed(2)} s`}`,
      );
    console.log('Para o disco, como um deploy (a pasta de preparo em DATA_DIR/sites/.staging):');
    for (let i = 0; i < options.runs; i++) {
      for (const where of paths) {
        const run = await measured(deps, site, where, 'disco');
        runs.push(run);
        show(run, `${where.padEnd(6)} execução ${i + 1}`);
      }
    }
    // last: the peak of a run that keeps everything would otherwise stay in the RSS of those after it
    const inMemory = await measured(deps, site, paths.at(-1)!, 'memória');
    console.log('Tudo em memória, como um deploy fazia antes:');
    show(inMemory, `${inMemory.path.padEnd(6)}`);
    console.log(`  mesmos arquivos que no disco, byte a byte: ${inMemory.digest === runs.at(-1)!.digest ? 'sim' : 'NÃO'}`);
    const [thread, pool] = PATHS.map((where) => runs.filter((r) => r.path === where).at(-1));
    if (thread && pool) {
      console.log(`\nÚltima execução de cada, thread ÷ pool:`);
      console.log(
        `  atraso máx ${(thread.maxMs / pool.maxMs).toFixed(1)}×, p99 ${(thread.p99Ms / pool.p99Ms).toFixed(1)}×, tempo total ${(thread.seconds / pool.seconds).toFixed(2)}×`,
      );
      console.log(`  mesmos arquivos, byte a byte: ${thread.digest === pool.digest ? 'sim' : 'NÃO'}`);
    }
  } finally {
    await deps.db.destroy();
    if (process.env.DATABASE_URL) await dropSchema(process.env.DATABASE_URL);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
