import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { StorefrontReady, StorefrontServerOptions } from './bench-storefront-server.ts';
import { allTargets, BROWSER_HEADERS, STOREFRONT_LABELS, STOREFRONT_SCENARIOS, storefrontTarget, type StorefrontScenario, type StorefrontTarget } from './bench-storefront-targets.ts';
import type { CacheCounters } from '../src/cache/metrics.ts';
import { forkBenchChild, killChildren, stopAfterMinutes, type BenchChild } from './lib/bench-child.ts';
import { wholeArg } from './lib/bench-config.ts';

/**
 * `npm run bench:storefront`: the shopper's reads with the public cache (issue 11).
 *
 * For each shop count (default 1,000 shops, then 10; 100 products each) a child process seeds
 * a fresh database (embedded PGlite, or the schema `vitrine_bench_sf` of DATABASE_URL) and
 * starts the real app (CACHE_MAX_MB as given) and an Express app answering the very same
 * bytes from memory (the ceiling). This process loads both with autocannon at 50 connections,
 * random shop after random shop, as a browser would (Accept-Encoding: br), and prints req/s,
 * p50/p99, errors, the ratio to the ceiling, the cache hit ratio, the server's RSS, and the
 * first request for a page after its product changed (with the cache, and with it off).
 *
 *   npm run bench:storefront -- --shops 1000 --products 100 --duration 10 --connections 50 --cache-mb 64
 */
const { values: args } = parseArgs({
  options: {
    shops: { type: 'string', default: process.env.BENCH_SHOPS ?? '1000' },
    products: { type: 'string', default: process.env.BENCH_PRODUCTS ?? '100' },
    'small-shops': { type: 'string', default: process.env.BENCH_SMALL_SHOPS ?? '10' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    'cache-mb': { type: 'string', default: process.env.CACHE_MAX_MB ?? '64' },
    hot: { type: 'string', default: process.env.BENCH_HOT ?? '5' },
    'max-minutes': { type: 'string', default: process.env.BENCH_MAX_MINUTES ?? '30' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`Uso: npm run bench:storefront -- [--shops 1000] [--products 100] [--small-shops 10] [--duration 10] [--connections 50] [--cache-mb 64] [--hot 5] [--max-minutes 30] [--json]
--hot: produtos procurados por loja (0: todos, tráfego uniforme sobre o catálogo inteiro)
Banco: PGlite embutido, ou PostgreSQL com DATABASE_URL (usa o schema vitrine_bench_sf, apagado no início e no fim).`);
  process.exit(0);
}

const shops = wholeArg('shops', args.shops);
const productsPerShop = wholeArg('products', args.products);
const smallShops = wholeArg('small-shops', args['small-shops']);
const duration = wholeArg('duration', args.duration);
const connections = wholeArg('connections', args.connections);
const cacheMb = wholeArg('cache-mb', args['cache-mb'], 0);
const hot = wholeArg('hot', args.hot, 0);
const maxMinutes = wholeArg('max-minutes', args['max-minutes']);
const databaseUrl = process.env.DATABASE_URL || undefined;

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
  hitRatio: number;
  rssMb: number;
}
interface Stats {
  rss: number;
  cacheBytes: number;
  metrics: CacheCounters & { hitRatio: number };
}
type Child = BenchChild<StorefrontReady>;

const log = (line: string) => process.stderr.write(`${line}\n`);
const deadline = stopAfterMinutes('bench:storefront', maxMinutes);

async function main() {
  log(`carga da máquina no início (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  log(`bench:storefront — banco: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite embutido'}; ${connections} conexões, ${duration} s por medida, CACHE_MAX_MB=${cacheMb}; Node ${process.version}`);
  const rows: Row[] = [];
  const extra: { shops: number; seedSeconds: number; products: number; rssStartMb: number; rssEndMb: number; cacheMb: number; cold: { cachedMs: number; todayMs: number } }[] = [];
  for (const count of [...new Set([shops, smallShops])]) {
    log(`\n== ${count} lojas × ${productsPerShop} produtos ==`);
    const child = await startChild({ shops: count, productsPerShop, databaseUrl, schema: 'vitrine_bench_sf', ceilingSample: 200, cacheMb, hot });
    log(`semeado em ${child.ready.seedSeconds.toFixed(1)} s (${child.ready.products} produtos)`);
    try {
      const rssStart = (await child.ask<Stats>('stats')).rss;
      // warm up both (JIT, pools) and fill the cache: every distinct request of the traffic once
      const warmStart = performance.now();
      for (const scenario of STOREFRONT_SCENARIOS) {
        await askEach(child.ready.apiUrl, allTargets(scenario, child.ready.shops, hot));
        await load(child, child.ready.ceilingUrl, cycle(child.ready.ceilingTargets[scenario]!), 1);
      }
      log(`aquecido em ${((performance.now() - warmStart) / 1000).toFixed(0)} s`);
      for (const scenario of STOREFRONT_SCENARIOS) {
        const before = await child.ask<Stats>('stats');
        const api = await load(child, child.ready.apiUrl, () => storefrontTarget(scenario, child.ready.shops, hot), duration);
        const after = await child.ask<Stats>('stats');
        const ceiling = await load(child, child.ready.ceilingUrl, cycle(child.ready.ceilingTargets[scenario]!), duration);
        const served = (s: Stats) => s.metrics.hits + s.metrics.coalesced + s.metrics.misses + s.metrics.bypassed;
        const hitRatio = (after.metrics.hits + after.metrics.coalesced - before.metrics.hits - before.metrics.coalesced) / Math.max(1, served(after) - served(before));
        const row = { shops: count, scenario, api, ceiling, hitRatio, rssMb: after.rss / 2 ** 20 };
        rows.push(row);
        log(`${STOREFRONT_LABELS[scenario]}: ${api.rps.toFixed(0)} req/s (teto ${ceiling.rps.toFixed(0)}, razão ${(api.rps / ceiling.rps).toFixed(2)}), p50 ${api.p50} ms, p99 ${api.p99} ms, erros ${api.errors}, CPU ${api.cpuUs.toFixed(0)} µs/req (teto ${ceiling.cpuUs.toFixed(0)}), acertos ${(hitRatio * 100).toFixed(0)} %, RSS ${row.rssMb.toFixed(0)} MB`);
      }
      const end = await child.ask<Stats>('stats');
      const cold = await child.ask<{ cachedMs: number; todayMs: number }>('cold', { rounds: 7 });
      log(`primeira leitura de uma página de produto depois de mudar o preço: ${cold.cachedMs.toFixed(1)} ms com cache, ${cold.todayMs.toFixed(1)} ms sem cache`);
      extra.push({ shops: count, seedSeconds: child.ready.seedSeconds, products: child.ready.products, rssStartMb: rssStart / 2 ** 20, rssEndMb: end.rss / 2 ** 20, cacheMb: end.cacheBytes / 2 ** 20, cold });
    } finally {
      await child.stop();
    }
  }
  if (args.json) console.log(JSON.stringify({ database: databaseUrl ? 'postgresql' : 'pglite', connections, duration, cacheMb, productsPerShop, loadavg: os.loadavg(), rows, extra }, null, 2));
  else printReport(rows, extra);
}

async function load(child: Child, url: string, next: () => StorefrontTarget, seconds: number): Promise<Measure> {
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

/** Asks for each target once, 16 at a time, as a browser would (compressed). */
async function askEach(base: string, targets: StorefrontTarget[]) {
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const t = targets[next++]!;
      const res = await fetch(base + t.path, { headers: { ...BROWSER_HEADERS, 'x-tenant-subdomain': t.subdomain } });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

function cycle<T>(list: T[]): () => T {
  let i = 0;
  return () => list[i++ % list.length]!;
}

function startChild(options: StorefrontServerOptions): Promise<Child> {
  return forkBenchChild<StorefrontReady>(new URL('./bench-storefront-server.ts', import.meta.url), options);
}

function printReport(rows: Row[], extra: { shops: number; seedSeconds: number; products: number; rssStartMb: number; rssEndMb: number; cacheMb: number; cold: { cachedMs: number; todayMs: number } }[]) {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const out: string[] = [''];
  out.push(`Banco: ${databaseUrl ? 'PostgreSQL' : 'PGlite'} · ${connections} conexões · ${duration} s por medida · ${productsPerShop} produtos por loja (${hot || 'todos'} procurados) · CACHE_MAX_MB=${cacheMb}`);
  out.push(`Máquina: ${os.cpus().length} núcleos · carga média no fim (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  out.push('');
  out.push(`${'leitura'.padEnd(32)}${pad('lojas', 7)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('erros', 7)}${pad('teto req/s', 12)}${pad('razão', 7)}${pad('acertos', 9)}${pad('RSS MB', 8)}${pad('CPU µs', 8)}${pad('teto µs', 9)}`);
  for (const r of rows) {
    out.push(
      `${STOREFRONT_LABELS[r.scenario].padEnd(32)}${pad(r.shops, 7)}${pad(r.api.rps.toFixed(0), 9)}${pad(r.api.p50, 8)}${pad(r.api.p99, 8)}${pad(r.api.errors, 7)}${pad(r.ceiling.rps.toFixed(0), 12)}${pad((r.api.rps / r.ceiling.rps).toFixed(2), 7)}${pad(`${(r.hitRatio * 100).toFixed(0)} %`, 9)}${pad(r.rssMb.toFixed(0), 8)}${pad(r.api.cpuUs.toFixed(0), 8)}${pad(r.ceiling.cpuUs.toFixed(0), 9)}`,
    );
  }
  out.push('');
  for (const e of extra) {
    out.push(
      `${e.shops} lojas (${e.products} produtos, semeadas em ${e.seedSeconds.toFixed(0)} s): RSS ${e.rssStartMb.toFixed(0)} → ${e.rssEndMb.toFixed(0)} MB, cache ${e.cacheMb.toFixed(1)} MB; primeira leitura após uma mudança ${e.cold.cachedMs.toFixed(1)} ms (sem cache: ${e.cold.todayMs.toFixed(1)} ms)`,
    );
  }
  const counts = [...new Set(rows.map((r) => r.shops))].sort((a, b) => a - b);
  if (counts.length === 2) {
    out.push('');
    for (const scenario of STOREFRONT_SCENARIOS) {
      const [few, many] = counts.map((c) => rows.find((r) => r.shops === c && r.scenario === scenario)!);
      out.push(`${STOREFRONT_LABELS[scenario].padEnd(32)} ${many!.shops} lojas / ${few!.shops} lojas: ${(many!.api.rps / few!.api.rps).toFixed(2)} do débito`);
    }
  }
  console.log(out.join('\n'));
}

main()
  .then(() => clearTimeout(deadline))
  .catch((err) => {
    console.error(err);
    killChildren();
    process.exit(1);
  });
