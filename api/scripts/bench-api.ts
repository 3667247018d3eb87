import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { ReadyMessage, ServerOptions } from './bench-server.ts';
import { forkBenchChild, killChildren, stopAfterMinutes, type BenchChild } from './lib/bench-child.ts';
import { randomTarget, SCENARIO_LABELS, SCENARIOS, type Scenario, type Target } from './bench-targets.ts';
import { wholeArg } from './lib/bench-config.ts';

/**
 * `npm run bench:api`: the store API's read path under load.
 *
 * For each shop count (default 1,000 shops × 100 products, then 10 shops), a child process
 * makes a fresh database (embedded PGlite, or the schema `vitrine_bench` of DATABASE_URL,
 * dropped before and after), seeds it in bulk, and starts the real app plus an Express route
 * that answers the same JSON from memory (the framework's ceiling). This process then loads
 * both with autocannon, random shop after random shop, and prints req/s, p50/p99 latency,
 * errors and the ratio to the ceiling. Every run is bounded by --duration; the whole
 * benchmark by --max-minutes.
 *
 *   npm run bench:api -- --shops 1000 --products 100 --duration 10 --connections 50
 */
const { values: args } = parseArgs({
  options: {
    shops: { type: 'string', default: process.env.BENCH_SHOPS ?? '1000' },
    products: { type: 'string', default: process.env.BENCH_PRODUCTS ?? '100' },
    'small-shops': { type: 'string', default: process.env.BENCH_SMALL_SHOPS ?? '10' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    'max-minutes': { type: 'string', default: process.env.BENCH_MAX_MINUTES ?? '30' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`Uso: npm run bench:api -- [--shops 1000] [--products 100] [--small-shops 10] [--duration 10] [--connections 50] [--max-minutes 30] [--json]
Banco: PGlite embutido, ou PostgreSQL com DATABASE_URL (usa o schema vitrine_bench, apagado no início e no fim).`);
  process.exit(0);
}

const shops = wholeArg('shops', args.shops);
const productsPerShop = wholeArg('products', args.products);
const smallShops = wholeArg('small-shops', args['small-shops']);
const duration = wholeArg('duration', args.duration);
const connections = wholeArg('connections', args.connections);
const maxMinutes = wholeArg('max-minutes', args['max-minutes']);
const databaseUrl = process.env.DATABASE_URL || undefined;

interface Row {
  shops: number;
  scenario: Scenario;
  target: 'api' | 'ceiling';
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  /** CPU time of the server process per request, in µs (user + system): less swayed by other load than req/s. */
  cpuPerRequest: number;
}

type BenchServer = BenchChild<ReadyMessage>;

const log = (line: string) => process.stderr.write(`${line}\n`);
const deadline = stopAfterMinutes('bench:api', maxMinutes);

async function main() {
  log(
    `carga da máquina no início (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  log(
    `bench:api — banco: ${databaseUrl ? 'PostgreSQL (DATABASE_URL, schema vitrine_bench)' : 'PGlite embutido'}; ${connections} conexões, ${duration} s por medida; Node ${process.version}`,
  );
  const rows: Row[] = [];
  const seeds: { shops: number; seconds: number; products: number }[] = [];
  for (const count of [...new Set([shops, smallShops])]) {
    log(`\n== ${count} lojas × ${productsPerShop} produtos ==`);
    const server = await startBenchServer({ shops: count, productsPerShop, databaseUrl, schema: 'vitrine_bench', ceilingSample: 200 });
    seeds.push({ shops: count, seconds: server.ready.seedSeconds, products: server.ready.rows.products });
    log(`semeado em ${server.ready.seedSeconds.toFixed(1)} s (${server.ready.rows.products} produtos)`);
    try {
      // warm both up (JIT, connection pool, database caches) before measuring
      await load(server, server.ready.apiUrl, () => randomTarget('category', server.ready.shops), 2);
      await load(server, server.ready.ceilingUrl, cycle(server.ready.ceilingTargets.category!), 2);
      for (const scenario of SCENARIOS) {
        const api = await load(server, server.ready.apiUrl, () => randomTarget(scenario, server.ready.shops), duration);
        rows.push({ shops: count, scenario, target: 'api', ...api });
        const ceiling = await load(server, server.ready.ceilingUrl, cycle(server.ready.ceilingTargets[scenario]!), duration);
        rows.push({ shops: count, scenario, target: 'ceiling', ...ceiling });
        log(
          `${SCENARIO_LABELS[scenario]}: ${api.rps.toFixed(0)} req/s (teto ${ceiling.rps.toFixed(0)}), p99 ${api.p99} ms, erros ${api.errors} (${api.timeouts} time-outs, ${api.non2xx} não-2xx), CPU ${api.cpuPerRequest.toFixed(0)} µs/req (teto ${ceiling.cpuPerRequest.toFixed(0)})`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  if (args.json)
    console.log(
      JSON.stringify({ database: databaseUrl ? 'postgresql' : 'pglite', connections, duration, productsPerShop, loadavg: os.loadavg(), seeds, rows }, null, 2),
    );
  else printReport(rows, seeds);
}

/** Loads one server for `seconds` with random targets; answers what the report needs. */
async function load(server: BenchServer, url: string, next: () => Target, seconds: number) {
  const cpuBefore = await server.cpu();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
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
  const cpu = (await server.cpu()) - cpuBefore;
  return {
    cpuPerRequest: result.requests.total ? cpu / result.requests.total : 0,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // any request that did not end in a 2xx: connection errors, time-outs (10 s) and error statuses
    errors: result.errors + result.timeouts + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

function cycle(targets: Target[]): () => Target {
  let i = 0;
  return () => targets[i++ % targets.length]!;
}

function startBenchServer(options: ServerOptions): Promise<BenchServer> {
  return forkBenchChild<ReadyMessage>(new URL('./bench-server.ts', import.meta.url), options);
}

function printReport(rows: Row[], seeds: { shops: number; seconds: number; products: number }[]) {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const out: string[] = [];
  out.push('');
  out.push(`Banco: ${databaseUrl ? 'PostgreSQL' : 'PGlite'} · ${connections} conexões · ${duration} s por medida · ${productsPerShop} produtos por loja`);
  // other work on the machine skews every figure: say how busy it was
  out.push(
    `Máquina: ${os.cpus().length} núcleos · carga média no fim (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  for (const s of seeds) out.push(`Semeadura: ${s.shops} lojas, ${s.products} produtos em ${s.seconds.toFixed(1)} s`);
  out.push('');
  out.push(
    `${'chamada'.padEnd(32)}${pad('lojas', 7)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('erros', 7)}${pad('teto req/s', 12)}${pad('razão', 7)}${pad('CPU µs/req', 12)}${pad('teto µs/req', 13)}`,
  );
  for (const r of rows.filter((x) => x.target === 'api')) {
    const ceiling = rows.find((x) => x.target === 'ceiling' && x.shops === r.shops && x.scenario === r.scenario)!;
    out.push(
      `${SCENARIO_LABELS[r.scenario].padEnd(32)}${pad(r.shops, 7)}${pad(r.rps.toFixed(0), 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.errors, 7)}${pad(ceiling.rps.toFixed(0), 12)}${pad((r.rps / ceiling.rps).toFixed(2), 7)}${pad(r.cpuPerRequest.toFixed(0), 12)}${pad(ceiling.cpuPerRequest.toFixed(0), 13)}`,
    );
  }
  // the search answers within 20 % of the category list it replaces on the shop's page
  out.push('');
  for (const count of [...new Set(rows.map((r) => r.shops))]) {
    const of = (scenario: Scenario) => rows.find((r) => r.target === 'api' && r.shops === count && r.scenario === scenario);
    const [search, category] = [of('search'), of('category')];
    if (!search || !category) continue;
    const ratio = search.rps / category.rps;
    out.push(
      `busca / categoria (${count} lojas): ${search.rps.toFixed(0)} / ${category.rps.toFixed(0)} req/s = ${ratio.toFixed(2)}; p99 ${search.p99} / ${category.p99} ms; CPU ${search.cpuPerRequest.toFixed(0)} / ${category.cpuPerRequest.toFixed(0)} µs/req (meta: razão ≥ 0,80) ${ratio >= 0.8 ? 'ok' : 'ABAIXO DA META'}`,
    );
  }
  const counts = [...new Set(rows.map((r) => r.shops))].sort((a, b) => a - b);
  if (counts.length === 2) {
    out.push('');
    for (const scenario of SCENARIOS) {
      const [few, many] = counts.map((c) => rows.find((r) => r.target === 'api' && r.shops === c && r.scenario === scenario)!);
      out.push(`${SCENARIO_LABELS[scenario].padEnd(32)} ${many!.shops} lojas / ${few!.shops} lojas: ${(many!.rps / few!.rps).toFixed(2)} do débito`);
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
