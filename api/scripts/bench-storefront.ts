import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { MemoryAfterGc, StorefrontReady, StorefrontServerOptions } from './bench-storefront-server.ts';
import {
  BROWSER_HEADERS,
  STOREFRONT_LABELS,
  STOREFRONT_SCENARIOS,
  storefrontTarget,
  type StorefrontScenario,
  type StorefrontTarget,
} from './bench-storefront-targets.ts';
import type { CacheCounters } from '../src/cache/metrics.ts';
import { forkBenchChild, killChildren, stopAfterMinutes, type BenchChild } from './lib/bench-child.ts';
import type { CeilingReady } from './bench-bytes-ceiling.ts';
import { wholeArg } from './lib/bench-config.ts';

/**
 * `npm run bench:storefront`: the shopper's reads with the public cache.
 *
 * For each shop count (default 1,000 shops, then 10; 100 products each) a child process seeds
 * a fresh database (embedded PGlite, or the schema `vitrine_bench_sf` of DATABASE_URL) and
 * starts the real app (CACHE_MAX_MB as given); a second child, the ceiling, is a bare
 * `node:http` server answering the very same bytes from memory, headers included
 * (bench-bytes-ceiling.ts). This process loads both with autocannon
 * at 50 connections, in turns (`--rounds`, the median round counts),
 * random shop after random shop, as a browser would (Accept-Encoding: br), and prints req/s,
 * p50/p99, errors, the ratio to the ceiling, the cache hit ratio, the server's RSS, and the
 * first request for a page after its product changed (with the cache, and with it off).
 *
 * `--misses` also loads, in the same turns, the same app with its cache off (every request a
 * real miss) and prints per read the miss throughput over the hit throughput, and the misses'
 * p50/p99 and CPU per request. `--profile DIR` then takes one more miss measure per read under
 * the CPU profiler and writes `DIR/miss-<read>.cpuprofile` (cpu-profile-top.ts sums it up).
 *
 *   npm run bench:storefront -- --shops 1000 --products 100 --duration 5 --rounds 3 --connections 50 --cache-mb 64 [--misses] [--profile DIR]
 */
const { values: args } = parseArgs({
  options: {
    shops: { type: 'string', default: process.env.BENCH_SHOPS ?? '1000' },
    products: { type: 'string', default: process.env.BENCH_PRODUCTS ?? '100' },
    'small-shops': { type: 'string', default: process.env.BENCH_SMALL_SHOPS ?? '10' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '5' },
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '3' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    'cache-mb': { type: 'string', default: process.env.CACHE_MAX_MB ?? '64' },
    hot: { type: 'string', default: process.env.BENCH_HOT ?? '5' },
    'max-minutes': { type: 'string', default: process.env.BENCH_MAX_MINUTES ?? '30' },
    misses: { type: 'boolean', default: false },
    profile: { type: 'string' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`Uso: npm run bench:storefront -- [--shops 1000] [--products 100] [--small-shops 10] [--duration 5] [--rounds 3] [--connections 50] [--cache-mb 64] [--hot 5] [--misses] [--profile DIR] [--only leitura,leitura] [--max-minutes 30] [--json]
--rounds: medidas alternadas app/teto por leitura (vale a rodada de razão mediana)
--misses: mede também o mesmo app com o cache desligado (toda leitura uma falta): razão falta/acerto, p50/p99 e CPU das faltas
--profile DIR: com --misses, uma medida a mais de faltas por leitura sob o profiler de CPU (DIR/miss-<leitura>.cpuprofile)
--only: só estas leituras (${STOREFRONT_SCENARIOS.join(', ')})
--hot: produtos procurados por loja (0: todos, tráfego uniforme sobre o catálogo inteiro)
Banco: PGlite embutido, ou PostgreSQL com DATABASE_URL (usa o schema vitrine_bench_sf, apagado no início e no fim).`);
  process.exit(0);
}

const shops = wholeArg('shops', args.shops);
const productsPerShop = wholeArg('products', args.products);
const smallShops = wholeArg('small-shops', args['small-shops']);
const duration = wholeArg('duration', args.duration);
const rounds = wholeArg('rounds', args.rounds);
const connections = wholeArg('connections', args.connections);
const cacheMb = wholeArg('cache-mb', args['cache-mb'], 0);
const hot = wholeArg('hot', args.hot, 0);
const maxMinutes = wholeArg('max-minutes', args['max-minutes']);
const databaseUrl = process.env.DATABASE_URL || undefined;
const misses = args.misses;
const profileDir = args.profile;
const scenarios = onlyScenarios(args.only);

function onlyScenarios(only: string | undefined): readonly StorefrontScenario[] {
  if (!only) return STOREFRONT_SCENARIOS;
  const asked = only.split(',').map((s) => s.trim());
  const unknown = asked.filter((s) => !(STOREFRONT_SCENARIOS as readonly string[]).includes(s));
  if (unknown.length) {
    console.error(`--only: leitura desconhecida ${unknown.join(', ')} (conhecidas: ${STOREFRONT_SCENARIOS.join(', ')}).`);
    process.exit(2);
  }
  return asked as StorefrontScenario[];
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU time of the server process per request (user + system), µs: less swayed by other load than req/s. */
  cpuUs: number;
}
interface Row {
  shops: number;
  scenario: StorefrontScenario;
  api: Measure;
  ceiling: Measure;
  /** The same read with the cache off (`--misses`): every request a miss. */
  miss?: Measure;
  /** Miss over hit throughput, the median of the rounds' (each round measures both back to back). */
  missRatio?: number;
  hitRatio: number;
  rssMb: number;
}
interface Stats {
  rss: number;
  cacheBytes: number;
  metrics: CacheCounters & { hitRatio: number };
}
type Child = BenchChild<StorefrontReady>;
interface Extra {
  shops: number;
  seedSeconds: number;
  products: number;
  /** After seeding, before the warm-up; and after the last measure: both after a full GC. */
  memoryStart: MemoryAfterGc;
  memoryEnd: MemoryAfterGc;
  cacheMb: number;
  /** The ceiling's copy of the same bytes, held by its own process. */
  ceilingMb: number;
  cold: { cachedMs: number; todayMs: number };
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const deadline = stopAfterMinutes('bench:storefront', maxMinutes);

async function main() {
  log(
    `carga da máquina no início (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  log(
    `bench:storefront — banco: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite embutido'}; ${connections} conexões, ${rounds} × ${duration} s por medida, CACHE_MAX_MB=${cacheMb}; Node ${process.version}`,
  );
  const rows: Row[] = [];
  const extra: Extra[] = [];
  for (const count of [...new Set([shops, smallShops])]) {
    log(`\n== ${count} lojas × ${productsPerShop} produtos ==`);
    const child = await startChild({ shops: count, productsPerShop, databaseUrl, schema: 'vitrine_bench_sf', cacheMb, hot, misses, profileDir });
    const missUrl = child.ready.missUrl;
    log(`semeado em ${child.ready.seedSeconds.toFixed(1)} s (${child.ready.products} produtos)`);
    const top = await forkBenchChild<CeilingReady>(new URL('./bench-bytes-ceiling.ts', import.meta.url), { file: child.ready.ceilingFile });
    try {
      const memoryStart = child.ready.memoryBeforeWarm;
      // the child asked every distinct request four times (the cache is full); a second of each side warms the JIT
      for (const scenario of scenarios) {
        const traffic = () => storefrontTarget(scenario, child.ready.shops, hot);
        await load(child, child.ready.apiUrl, traffic, 1);
        await load(top, top.ready.url, traffic, 1);
        if (missUrl) await load(child, missUrl, traffic, 1);
      }
      log(`aquecido em ${child.ready.warmSeconds.toFixed(0)} s (cada leitura distinta quatro vezes)`);
      for (const scenario of scenarios) {
        const traffic = () => storefrontTarget(scenario, child.ready.shops, hot);
        // the app and the ceiling (and the misses) take turns, so a slower or faster spell of the machine weighs on all
        const pairs: { api: Measure; ceiling: Measure }[] = [];
        const missRounds: Measure[] = [];
        const before = await child.ask<Stats>('stats');
        // the cache-off app's requests go through the same counters (bypassed): kept out of the hit ratio
        const hitsDuringMisses = { served: 0, hits: 0 };
        const missMeasure = async <T>(measure: () => Promise<T>): Promise<T> => {
          const start = await child.ask<Stats>('stats');
          const result = await measure();
          const end = await child.ask<Stats>('stats');
          hitsDuringMisses.served += served(end) - served(start);
          hitsDuringMisses.hits += end.metrics.hits + end.metrics.coalesced - start.metrics.hits - start.metrics.coalesced;
          return result;
        };
        for (let round = 0; round < rounds; round++) {
          const api = await load(child, child.ready.apiUrl, traffic, duration);
          const ceiling = await load(top, top.ready.url, traffic, duration);
          pairs.push({ api, ceiling });
          if (missUrl) missRounds.push(await missMeasure(() => load(child, missUrl, traffic, duration)));
        }
        if (missUrl && profileDir) {
          await child.ask('profile-start');
          await missMeasure(() => load(child, missUrl, traffic, duration));
          const { file } = await child.ask<{ file: string }>('profile-stop', { name: `miss-${scenario}` });
          log(`perfil de CPU das faltas: ${file}`);
        }
        const after = await child.ask<Stats>('stats');
        const hitRatio =
          (after.metrics.hits + after.metrics.coalesced - before.metrics.hits - before.metrics.coalesced - hitsDuringMisses.hits) /
          Math.max(1, served(after) - served(before) - hitsDuringMisses.served);
        const { api, ceiling } = medianPair(pairs);
        const missRatios = missRounds.map((m, i) => m.rps / pairs[i]!.api.rps);
        const miss = missRounds.length ? { ...medianBy(missRounds, (m) => m.rps), errors: missRounds.reduce((n, m) => n + m.errors, 0) } : undefined;
        const missRatio = missRounds.length ? medianBy(missRatios, (r) => r) : undefined;
        const row: Row = {
          shops: count,
          scenario,
          api: { ...api, errors: pairs.reduce((n, p) => n + p.api.errors, 0) },
          ceiling,
          miss,
          missRatio,
          hitRatio,
          rssMb: after.rss / 2 ** 20,
        };
        rows.push(row);
        if (miss)
          log(
            `${STOREFRONT_LABELS[scenario]} com o cache desligado: ${miss.rps.toFixed(0)} req/s (faltas/acertos ${missRatio!.toFixed(2)}; rodadas ${missRatios.map((r) => r.toFixed(2)).join(' ')}), p50 ${miss.p50} ms, p99 ${miss.p99} ms, erros ${miss.errors}, CPU ${miss.cpuUs.toFixed(0)} µs/req`,
          );
        log(
          `${STOREFRONT_LABELS[scenario]}: ${api.rps.toFixed(0)} req/s (teto ${ceiling.rps.toFixed(0)}, razão ${(api.rps / ceiling.rps).toFixed(2)}; rodadas ${pairs.map((p) => (p.api.rps / p.ceiling.rps).toFixed(2)).join(' ')}), p50 ${api.p50} ms, p99 ${api.p99} ms, erros ${row.api.errors}, CPU ${api.cpuUs.toFixed(0)} µs/req (teto ${ceiling.cpuUs.toFixed(0)}), acertos ${(hitRatio * 100).toFixed(0)} %, RSS ${row.rssMb.toFixed(0)} MB`,
        );
      }
      const memoryEnd = await child.ask<MemoryAfterGc & { cacheBytes: number }>('memory');
      const cold = await child.ask<{ cachedMs: number; todayMs: number }>('cold', { rounds: 15 });
      log(
        `primeira leitura de uma página de produto depois de mudar o preço: ${cold.cachedMs.toFixed(1)} ms com cache, ${cold.todayMs.toFixed(1)} ms sem cache`,
      );
      extra.push({
        shops: count,
        seedSeconds: child.ready.seedSeconds,
        products: child.ready.products,
        memoryStart,
        memoryEnd,
        cacheMb: memoryEnd.cacheBytes / 2 ** 20,
        ceilingMb: top.ready.bytes / 2 ** 20,
        cold,
      });
    } finally {
      await top.stop();
      await child.stop();
    }
  }
  if (args.json)
    console.log(
      JSON.stringify(
        {
          database: databaseUrl ? 'postgresql' : 'pglite',
          connections,
          duration,
          rounds,
          cacheMb,
          productsPerShop,
          misses,
          loadavg: os.loadavg(),
          rows,
          extra,
        },
        null,
        2,
      ),
    );
  else printReport(rows, extra);
}

async function load(child: Pick<Child, 'cpu'>, url: string, next: () => StorefrontTarget, seconds: number): Promise<Measure> {
  const cpuBefore = await child.cpu();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const t = next();
          return { ...req, path: t.path, headers: { ...req.headers, 'x-tenant-subdomain': t.subdomain } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    cpuUs: result.requests.total ? ((await child.cpu()) - cpuBefore) / result.requests.total : 0,
  };
}

const served = (s: Stats) => s.metrics.hits + s.metrics.coalesced + s.metrics.misses + s.metrics.bypassed;

/** The measure with the median value (its figures, not a mix of rounds). */
function medianBy<T>(items: T[], value: (item: T) => number): T {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)]!;
}

/** The round whose ratio is the median one (its figures, not a mix of rounds). */
function medianPair<T extends { api: Measure; ceiling: Measure }>(pairs: T[]): T {
  const sorted = [...pairs].sort((a, b) => a.api.rps / a.ceiling.rps - b.api.rps / b.ceiling.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function startChild(options: StorefrontServerOptions): Promise<Child> {
  return forkBenchChild<StorefrontReady>(new URL('./bench-storefront-server.ts', import.meta.url), options);
}

function printReport(rows: Row[], extra: Extra[]) {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const out: string[] = [''];
  out.push(
    `Banco: ${databaseUrl ? 'PostgreSQL' : 'PGlite'} · ${connections} conexões · ${rounds} rodadas de ${duration} s por medida (vale a de razão mediana) · ${productsPerShop} produtos por loja (${hot || 'todos'} procurados) · CACHE_MAX_MB=${cacheMb}`,
  );
  out.push(
    `Máquina: ${os.cpus().length} núcleos · carga média no fim (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  out.push('');
  out.push(
    `${'leitura'.padEnd(32)}${pad('lojas', 7)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('erros', 7)}${pad('teto req/s', 12)}${pad('razão', 7)}${pad('acertos', 9)}${pad('RSS MB', 8)}${pad('CPU µs', 8)}${pad('teto µs', 9)}`,
  );
  for (const r of rows) {
    out.push(
      `${STOREFRONT_LABELS[r.scenario].padEnd(32)}${pad(r.shops, 7)}${pad(r.api.rps.toFixed(0), 9)}${pad(r.api.p50, 8)}${pad(r.api.p99, 8)}${pad(r.api.errors, 7)}${pad(r.ceiling.rps.toFixed(0), 12)}${pad((r.api.rps / r.ceiling.rps).toFixed(2), 7)}${pad(`${(r.hitRatio * 100).toFixed(0)} %`, 9)}${pad(r.rssMb.toFixed(0), 8)}${pad(r.api.cpuUs.toFixed(0), 8)}${pad(r.ceiling.cpuUs.toFixed(0), 9)}`,
    );
  }
  out.push('');
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  for (const e of extra) {
    const [a, b] = [e.memoryStart, e.memoryEnd];
    out.push(
      `${e.shops} lojas (${e.products} produtos, semeadas em ${e.seedSeconds.toFixed(0)} s): cache ${e.cacheMb.toFixed(1)} MB (a cópia do teto, em processo próprio: ${e.ceilingMb.toFixed(1)} MB); depois de um GC completo, antes do aquecimento → no fim: heap JS ${mb(a.heapUsed)} → ${mb(b.heapUsed)} MB, buffers ${mb(a.arrayBuffers)} → ${mb(b.arrayBuffers)} MB, RSS ${mb(a.rss)} → ${mb(b.rss)} MB; primeira leitura após uma mudança ${e.cold.cachedMs.toFixed(1)} ms (sem cache: ${e.cold.todayMs.toFixed(1)} ms)`,
    );
  }
  if (rows.some((r) => r.miss)) out.push('', ...missReport(rows));
  const counts = [...new Set(rows.map((r) => r.shops))].sort((a, b) => a - b);
  if (counts.length === 2) {
    out.push('');
    for (const scenario of scenarios) {
      const [few, many] = counts.map((c) => rows.find((r) => r.shops === c && r.scenario === scenario)!);
      out.push(`${STOREFRONT_LABELS[scenario].padEnd(32)} ${many!.shops} lojas / ${few!.shops} lojas: ${(many!.api.rps / few!.api.rps).toFixed(2)} do débito`);
    }
  }
  out.push('', `Comando: ${databaseUrl ? 'DATABASE_URL=… ' : ''}npm run bench:storefront -- ${process.argv.slice(2).join(' ')}`);
  console.log(out.join('\n'));
}

/** The misses against the hits of the same reads, and against the aims (docs/performance.md "Miss path"). */
function missReport(rows: Row[]): string[] {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const [ratioAim, p99Aim] = databaseUrl ? [0.15, 100] : [0.1, 250];
  const out = [
    `Faltas (o mesmo app com CACHE_MAX_MB=0, ${connections} conexões) — metas: faltas/acertos ≥ ${ratioAim}, p99 ≤ ${p99Aim} ms`,
    `${'leitura'.padEnd(32)}${pad('lojas', 7)}${pad('acertos req/s', 15)}${pad('faltas req/s', 14)}${pad('razão', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('erros', 7)}${pad('CPU µs', 8)}${pad('metas', 7)}`,
  ];
  for (const r of rows) {
    if (!r.miss || r.missRatio === undefined) continue;
    const met = r.missRatio >= ratioAim && r.miss.p99 <= p99Aim && r.miss.errors === 0;
    out.push(
      `${STOREFRONT_LABELS[r.scenario].padEnd(32)}${pad(r.shops, 7)}${pad(r.api.rps.toFixed(0), 15)}${pad(r.miss.rps.toFixed(0), 14)}${pad(r.missRatio.toFixed(2), 7)}${pad(r.miss.p50, 8)}${pad(r.miss.p99, 8)}${pad(r.miss.errors, 7)}${pad(r.miss.cpuUs.toFixed(0), 8)}${pad(met ? 'sim' : 'não', 7)}`,
    );
  }
  return out;
}

main()
  .then(() => clearTimeout(deadline))
  .catch((err) => {
    console.error(err);
    killChildren();
    process.exit(1);
  });
