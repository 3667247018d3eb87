import crypto from 'node:crypto';
/**
 * `npm run bench:scale`: the platform at size.
 *
 * Seeds `--shops` shops × `--products` products (image rows, options on every tenth product)
 * with set-based SQL through the real schema, starts the app as it runs in production (two
 * processes sharing PostgreSQL behind Caddy; one on the embedded database, which is one
 * process by nature), and sends Zipf-distributed traffic (s = `--zipf`): 85 % page and API
 * reads, 10 % searches, 5 % owner writes (`--write-share`) through the admin API with real
 * sessions. It warms up, measures the saturation throughput (closed loop, `--connections`),
 * then runs `--seconds` at `--load` % of it (open loop), killing one process a third of the
 * way in and restarting it. A probe writes through one process and reads through the other
 * meanwhile. Then the saturation again (what the machine has after the measure), and the
 * misses by cause (the app's /metrics) and by kind (as the bench saw them). Last, `--write-seconds` of owner writes alone and `--beacon-seconds` of insight beacons
 * alone, for what one of each costs. Prints throughput,
 * p50/p95/p99 by kind, hit ratio, errors (inside and outside the kill window), freshness,
 * RSS per process, database size, CPU-ms per 1,000 requests and the aims; exits 1 when a
 * write was lost or an error fell outside the kill window (docs/performance.md). Caddy takes
 * the processes in turn; BENCH_LB_POLICY=least_conn picks the one with the fewest in flight,
 * and BENCH_CADDY_IDLE_CONNS=N keeps N idle connections to each (bench-scale-cluster.ts).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/vitrine_scale npm run bench:scale -- --shops 10000 --seconds 60
 *   npm run bench:scale -- --shops 1000                       # embedded database
 *   npm run bench:scale -- --shops 20 --products 20 --warm-seconds 2 --saturation-seconds 4 --seconds 9   # a quick look
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../src/db/connection.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { loadConfig } from '../src/config.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { readOptions } from './lib/args.ts';
import { benchEnv } from './lib/bench-config.ts';
import { seedScale } from './bench-scale-seed.ts';
import { SCALE_MIX, WRITE_SHARE, scaleTraffic, type ScaleKind, type ScaleOp } from './bench-scale-mix.ts';
import { runLoad, type ScaleAnswer } from './bench-scale-load.ts';
import { idleConns, lbPolicy, startCluster, type Cluster } from './bench-scale-cluster.ts';
import { heapFlags, IMAGE_HEAP, memoryLine, memoryParts, rssAllowanceMb } from './bench-scale-memory.ts';
import { resourceSampler } from './bench-scale-resources.ts';
import { WriteLedger } from './bench-scale-writes.ts';
import { MissesByKind } from './bench-scale-miss-kinds.ts';
import { freshnessProbe } from './bench-scale-freshness.ts';
import { aims, freshness, latencyTable, latencyTimeline, perThousand, summarize, type Window } from './bench-scale-report.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const options = readOptions({
  shops: {
    flag: 'shops',
    env: 'BENCH_SHOPS',
    default: databaseUrl ? 10_000 : 1000,
    min: 2,
    max: 100_000,
    help: 'lojas (padrão: 10.000 no PostgreSQL, 1.000 no PGlite)',
  },
  products: { flag: 'products', env: 'BENCH_PRODUCTS', default: 100, min: 12, max: 1000, help: 'produtos por loja' },
  seconds: {
    flag: 'seconds',
    env: 'BENCH_SECONDS',
    default: 60,
    min: 6,
    max: 3600,
    help: 'segundos da medida a --load % da saturação (com a queda de um processo)',
  },
  warm: { flag: 'warm-seconds', env: 'BENCH_WARM_SECONDS', default: 15, min: 0, max: 600, help: 'segundos de aquecimento' },
  saturation: { flag: 'saturation-seconds', env: 'BENCH_SATURATION_SECONDS', default: 20, min: 2, max: 600, help: 'segundos da medida de saturação' },
  connections: { flag: 'connections', env: 'BENCH_CONNECTIONS', default: 64, min: 1, max: 1000, help: 'conexões simultâneas (no máximo)' },
  load: { flag: 'load', env: 'BENCH_LOAD', default: 70, min: 1, max: 100, help: '% da saturação na medida de latência' },
  writeShare: {
    flag: 'write-share',
    env: 'BENCH_WRITE_SHARE',
    default: WRITE_SHARE,
    min: 0,
    max: 50,
    help: '% do tráfego que são escritas do dono (padrão 5, como na issue; 0: só leituras e buscas)',
  },
  zipf: { flag: 'zipf', env: 'BENCH_ZIPF', default: 1.1, min: 0, max: 3, help: 'expoente s da distribuição de Zipf (lojas e produtos)' },
  beacons: {
    flag: 'beacon-seconds',
    env: 'BENCH_BEACON_SECONDS',
    default: 10,
    min: 0,
    max: 600,
    help: 'segundos só de beacons de insight, no fim (o custo de um; 0: sem)',
  },
  writes: {
    flag: 'write-seconds',
    env: 'BENCH_WRITE_SECONDS',
    default: 10,
    min: 0,
    max: 600,
    help: 'segundos só de escritas do dono (preços, produtos novos, planilhas), no fim (o custo de uma; 0: sem)',
  },
  cacheMb: { flag: 'cache-mb', env: 'CACHE_MAX_MB', default: 64, min: 0, max: 16_384, help: 'CACHE_MAX_MB de cada processo' },
  heapMb: {
    flag: 'heap-mb',
    env: 'BENCH_HEAP_MB',
    // the image's own ceiling (infra/Dockerfile's NODE_OPTIONS): the processes run as deployed
    default: IMAGE_HEAP.oldMb,
    min: 0,
    max: 16_384,
    help: '--max-old-space-size de cada processo, como o da imagem (padrão 256; 0: o que o V8 tira da memória da máquina)',
  },
  semiSpaceMb: {
    flag: 'semi-space-mb',
    env: 'BENCH_SEMI_SPACE_MB',
    // the image's too: V8 sizes the young generation from the memory it sees otherwise (64 MB
    // semi-spaces on a 24 GB machine, 16 in a 1 GiB container), so the bench would not run as deployed
    default: IMAGE_HEAP.semiMb,
    min: 0,
    max: 1024,
    help: '--max-semi-space-size de cada processo, como o da imagem (padrão 16: geração nova ≤ 48 MB; 0: o que o V8 tira da memória da máquina)',
  },
  poolMax: { flag: 'pool-max', env: 'DATABASE_POOL_MAX', default: 10, min: 1, max: 100, help: 'conexões ao PostgreSQL por processo' },
  rssAllowance: {
    flag: 'rss-allowance-mb',
    env: 'BENCH_RSS_ALLOWANCE_MB',
    // 0: V8's heap limit (--heap-mb and three semi-spaces) and ~150 MB more: the node binary and
    // libraries mapped (~71 MB), Buffers in flight, zlib, the driver (docs/operations.md,
    // "Memory"); on the embedded database 1200, PGlite's own memory too
    default: 0,
    min: 0,
    max: 16_384,
    help: 'o que um processo pode ter além de CACHE_MAX_MB (a meta de RSS; padrão: o limite do heap do V8 + 150 MB no PostgreSQL, 1200 no PGlite)',
  },
  maxMinutes: { flag: 'max-minutes', env: 'BENCH_MAX_MINUTES', default: 60, min: 1, max: 600, help: 'tempo máximo da execução inteira' },
});
const nodeOptions = heapFlags(options.heapMb, options.semiSpaceMb);
const rssAllowance = options.rssAllowance || (databaseUrl ? rssAllowanceMb(options.heapMb, options.semiSpaceMb) : 1200);
const SCHEMA = 'vitrine_scale';
const log = (line: string) => process.stderr.write(`${line}\n`);

let cleanup: () => Promise<void> = async () => {};
setTimeout(() => {
  log(`bench:scale: passou de ${options.maxMinutes} min; encerrando.`);
  void cleanup().finally(() => process.exit(1));
}, options.maxMinutes * 60_000).unref();
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

async function main(): Promise<number> {
  if (!fs.existsSync(new URL('../../widget/dist/ssr.js', import.meta.url))) {
    log('bench:scale: as páginas da loja não estão compiladas. Rode `npm run build` antes.');
    return 2;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-scale-'));
  const processes = databaseUrl ? 2 : 1;
  const policy = lbPolicy();
  const idle = idleConns();
  const appName = `vitrine-scale-${process.pid}`;
  const metricsToken = crypto.randomBytes(16).toString('hex');
  const env = benchEnv(dataDir, {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: SCHEMA, PGAPPNAME: appName } : {}),
    ...s3Env(),
    TRUST_PROXY: 'loopback',
    METRICS_TOKEN: metricsToken,
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    CACHE_MAX_MB: String(options.cacheMb),
    DATABASE_POOL_MAX: String(options.poolMax),
  });
  const config = loadConfig(env);
  const open = () => createDb({ databaseUrl, schema: databaseUrl ? SCHEMA : undefined, pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pgdata') });
  let db: Db | undefined = open();
  let cluster: Cluster | undefined;
  cleanup = async () => {
    await cluster?.stop().catch(() => undefined);
    if (databaseUrl && process.env.BENCH_SCALE_KEEP !== '1') await (db ?? open()).raw('drop schema if exists ?? cascade', [SCHEMA]).catch(() => undefined);
    await db?.destroy().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  log(
    `bench:scale — ${databaseUrl ? `PostgreSQL (schema ${SCHEMA}), ${processes} processos` : 'PGlite embutido, 1 processo (o PGlite é de um processo só)'} atrás do Caddy; imagens: ${config.s3 ? `S3 (${config.s3.endpoint})` : 'disco local'}; Node ${process.version}`,
  );
  const loadStart = loadavg();
  log(`máquina: ${os.cpus().length} núcleos, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; carga (1/5/15 min) ${loadStart}`);
  if (databaseUrl) await db.raw('drop schema if exists ?? cascade', [SCHEMA]);
  await migrateLatest(db, databaseUrl ? SCHEMA : undefined);
  const seedStarted = performance.now();
  const seed = await seedScale(db, {
    shops: options.shops,
    productsPerShop: options.products,
    storage: await createStorage(config),
    sessionSecret: env.SESSION_SECRET!,
    passwordHash: await hashPassword(crypto.randomUUID()),
    onProgress: (done) => process.stderr.write(`\rsemeando: ${done}/${options.shops} lojas`),
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`\nsemeado em ${seedSeconds.toFixed(0)} s: ${seed.shops.length} lojas, ${seed.products} produtos`);
  if (!databaseUrl) {
    // the embedded database is one process's: the app opens it next
    await db.destroy();
    db = undefined;
  }

  cluster = await startCluster({ processes, env, dir: dataDir, policy, idleConns: idle });
  const sampler = resourceSampler(async () => pidsOf(cluster!, db, appName));
  sampler.start();
  log(`app: ${cluster.apps.map((a) => `${a.name} pid ${a.process!.pid}`).join(', ')}; Caddy ${cluster.url} pid ${cluster.caddyPid}`);

  const ledger = new WriteLedger();
  const traffic = scaleTraffic(seed, { s: options.zipf, writeShare: options.writeShare });
  /** Every cacheable address asked (shop host and path) → its compressed size: the working set the cache would hold. */
  const distinct = new Map<string, { kind: ScaleKind; bytes: number }>();
  const missKinds = new MissesByKind();
  const recordWrite = (op: ScaleOp, status: number, body: string) => {
    ledger.record(op, status, body);
    if (status === op.expect) missKinds.write(op.shop.subdomain);
  };
  const collect = (into: ScaleAnswer[]) => (op: ScaleOp, answer: ScaleAnswer, body: string) => {
    into.push(answer);
    if (op.method !== 'GET') {
      recordWrite(op, answer.status, body);
      return;
    }
    const address = `${op.headers.host}${op.path}`;
    missKinds.read(op.kind, op.shop.subdomain, address, answer.upstream, answer.cache);
    if (answer.cache && answer.status === 200) distinct.set(address, { kind: op.kind, bytes: answer.bytes });
  };

  if (options.warm) {
    log(`aquecendo ${options.warm} s…`);
    await runLoad({ url: cluster.url, seconds: options.warm, concurrency: options.connections, next: traffic.next, onAnswer: collect([]) });
  }
  /** The closed loop: `--connections` clients without pause for `--saturation-seconds`. */
  const measureSaturation = async (running: Cluster) => {
    const into: ScaleAnswer[] = [];
    const from = performance.now();
    const done = await runLoad({
      url: running.url,
      seconds: options.saturation,
      concurrency: options.connections,
      next: traffic.next,
      onAnswer: collect(into),
    });
    return { seconds: done.seconds, summary: summarize(into, done.seconds), cpu: sampler.cpuMs(from, performance.now()) };
  };
  log(`saturação: ${options.connections} conexões sem pausa, ${options.saturation} s…`);
  const { seconds: satSeconds, summary: saturation, cpu: satCpu } = await measureSaturation(cluster);
  const rate = Math.max(1, Math.round((saturation.throughput * options.load) / 100));
  log(
    `saturação ${saturation.throughput.toFixed(0)} req/s; medindo a ${options.load} % (${rate} req/s) por ${options.seconds} s, com a queda de ${cluster.apps[0]!.name} em ${(options.seconds / 3).toFixed(0)} s`,
  );

  const answers: ScaleAnswer[] = [];
  const runFrom = performance.now();
  const probe = freshnessProbe({
    apps: cluster.apps,
    priceEdit: traffic.probeEdit,
    onWrite: recordWrite,
    everyMs: 500,
    runFrom,
  });
  const killed = killMidway(cluster, options.seconds, runFrom, (port) => missKinds.forget(String(port)));
  const run = await runLoad({
    url: cluster.url,
    seconds: options.seconds,
    concurrency: options.connections,
    rate,
    next: traffic.next,
    onAnswer: collect(answers),
  });
  const runTo = performance.now();
  const killWindow = await killed;
  await probe.stop();
  const steady = summarize(answers, run.seconds, killWindow);
  const runCpu = sampler.cpuMs(runFrom, runTo);
  const sliceCpu = Array.from({ length: Math.ceil((options.seconds * 1000) / SLICE_MS) }, (_, i) =>
    sampler.cpuMs(runFrom + i * SLICE_MS, runFrom + (i + 1) * SLICE_MS),
  );
  // the same closed loop after the measure: more addresses met and a restarted process by
  // then, so what the machine has now may be less than what the rate was taken from
  log(`saturação de novo, depois da medida: ${options.saturation} s…`);
  const later = await measureSaturation(cluster);
  const writes = options.writes ? await writePhase(cluster, traffic.write, sampler, collect) : undefined;
  const beacons = options.beacons ? await beaconPhase(cluster, traffic.beacon, sampler) : undefined;
  await sampler.stop();
  const rss = sampler.rss();
  const memory = await Promise.all(
    cluster.apps.map(async (a) => ({ name: a.name, parts: a.process && (await memoryParts(a.url, a.process.pid, metricsToken)) })),
  );

  const upstreams = cluster.apps.map((a) => ({ name: a.name, port: a.port }));
  await cluster.stop();
  cluster = undefined;
  db ??= open();
  const lost = await ledger.lost(db);
  const size = await databaseBytes(db, dataDir);
  const fresh = freshness(probe.samples, killWindow);

  const out: string[] = [''];
  out.push(
    `bench:scale · ${databaseUrl ? `PostgreSQL, ${processes} processos` : 'PGlite, 1 processo'} atrás do Caddy (${policy}${idle ? `, ${idle} conexões ociosas por processo` : ''}) · ${seed.shops.length} lojas × ${options.products} produtos (${seed.products} produtos) · Zipf s=${options.zipf} · escritas ${options.writeShare} % · CACHE_MAX_MB=${options.cacheMb} · ${options.connections} conexões no máximo`,
  );
  out.push(`comando: npm run bench:scale -- ${process.argv.slice(2).join(' ')}`);
  out.push(
    `máquina: ${os.cpus().length} núcleos, carga (1/5/15 min) no início ${loadStart}, no fim ${loadavg()} · semeado em ${seedSeconds.toFixed(0)} s · banco ${(size / 2 ** 20).toFixed(0)} MB`,
  );
  out.push(
    '',
    `Saturação (laço fechado, ${options.connections} conexões, ${satSeconds.toFixed(0)} s): ${saturation.throughput.toFixed(0)} req/s, acertos ${(saturation.hitRatio * 100).toFixed(1)} %, erros ${saturation.errorsOutside}; leituras p99 ${saturation.byClass.read.p99.toFixed(0)} ms`,
  );
  out.push(`  CPU por 1.000 pedidos: ${cpuLine(satCpu, saturation.requests)}`);
  out.push(
    '',
    `A ${options.load} % da saturação (${rate} req/s agendados, laço aberto, ${run.seconds.toFixed(0)} s): ${steady.throughput.toFixed(0)} req/s respondidos, acertos ${(steady.hitRatio * 100).toFixed(1)} %`,
  );
  out.push(
    `  queda: ${killWindow ? `SIGKILL em ${(killWindow.from / 1000).toFixed(1)} s, de volta em ${((killWindow.to - 1000) / 1000).toFixed(1)} s (janela até +1 s)` : 'nenhuma'}; erros na janela ${steady.errorsInWindow}, fora ${steady.errorsOutside}${steady.errorSamples.length ? ` (${steady.errorSamples.join('; ')})` : ''}`,
  );
  out.push(`  CPU por 1.000 pedidos: ${cpuLine(runCpu, steady.requests)}`);
  out.push(
    `  saturação de novo, depois da medida: ${later.summary.throughput.toFixed(0)} req/s, acertos ${(later.summary.hitRatio * 100).toFixed(1)} %; os ${rate} req/s agendados são ${((100 * rate) / Math.max(1, later.summary.throughput)).toFixed(0)} % dela${rate > 0.9 * later.summary.throughput ? ' (acima de 90 %: a fila deixada pela queda pode não escoar)' : ''}`,
  );
  out.push('  latência fora da janela da queda, do momento agendado à resposta:', ...latencyTable(steady).map((l) => `    ${l}`));
  out.push(
    '  por trecho de 5 s, pelo momento agendado (todos os pedidos, leituras com buscas; p99 das leituras e CPU, em % de um núcleo, de cada processo):',
    ...latencyTimeline(answers, options.seconds, killWindow, SLICE_MS, { processes: upstreams, cpu: sliceCpu }).map((l) => `    ${l}`),
  );
  if (writes) {
    const kinds = (['priceEdit', 'newProduct', 'import'] as const).map((k) => {
      const w = writes.summary.byKind[k];
      return `${SCALE_MIX[k].label} ${w.count}, p50 ${w.p50.toFixed(0)} ms, p99 ${w.p99.toFixed(0)} ms`;
    });
    out.push(
      '',
      `Escritas do dono (${options.writes} s, só elas, ${writes.connections} conexões pelo Caddy): ${writes.summary.throughput.toFixed(0)} req/s, erros ${writes.summary.errorsOutside}`,
      `  ${kinds.join('; ')}`,
      `  CPU por 1.000 escritas: ${cpuLine(writes.cpu, writes.summary.requests)}`,
    );
  }
  if (beacons) {
    const b = beacons.summary.byKind.beacon;
    out.push(
      '',
      `Beacons de insight (${options.beacons} s, só eles, direto nos processos com o endereço de cada comprador): ${beacons.summary.throughput.toFixed(0)} req/s, p50 ${b.p50.toFixed(0)} ms, p99 ${b.p99.toFixed(0)} ms, erros ${b.errors}`,
      `  CPU por 1.000 beacons: ${cpuLine(beacons.cpu, beacons.summary.requests)}`,
    );
  }
  out.push(
    '',
    `Frescor fora da janela da queda (preço gravado por um processo, lido no outro até aparecer): ${fresh.samples} amostras, p50 ${fresh.p50.toFixed(0)} ms, p99 ${fresh.p99.toFixed(0)} ms, máx ${fresh.max.toFixed(0)} ms (fim da primeira leitura que mostrou; a última que não mostrou começou até ${fresh.staleMax.toFixed(0)} ms depois); ${fresh.withinOneSecond} em ≤ 1 s; não vistas em 5 s ${fresh.notSeen}; o processo que gravou não mostrou na hora ${fresh.ownLate}`,
  );
  out.push(
    `Escritas confirmadas: ${ledger.counts.priced} produtos com preço novo, ${ledger.counts.created} produtos novos; perdidas ${lost.length}`,
    ...lost.slice(0, 10).map((l) => `    ${l}`),
  );
  const workingMb = [...distinct.values()].reduce((n, d) => n + d.bytes, 0) / 2 ** 20;
  const touched = new Set([...distinct.keys()].map((k) => k.slice(0, k.indexOf('/')))).size;
  out.push(
    `Conjunto pedido: ${distinct.size} endereços distintos de ${touched} lojas, ${workingMb.toFixed(1)} MB comprimidos (${((workingMb * 1024) / Math.max(1, touched)).toFixed(0)} KB por loja visitada); CACHE_MAX_MB=${options.cacheMb} por processo`,
  );
  out.push(`  tamanho médio comprimido por tipo: ${meanBytesByKind(distinct)}`);
  out.push(
    'Faltas vistas pelo bench, por tipo (a execução inteira; "depois de escrita": a loja teve uma escrita desde a última resposta do mesmo processo a esse endereço):',
  );
  out.push(...missKinds.lines().map((l) => `  ${l}`));
  out.push(`RSS: ${rss.map((r) => `${r.name} (pid ${r.pid}) máx ${r.maxMb.toFixed(0)} MB, no fim ${r.lastMb.toFixed(0)} MB`).join('; ')}`);
  for (const m of memory) if (m.parts) out.push(`  no fim, ${memoryLine(m.name, m.parts)}`);
  out.push('', 'Metas:');
  const verdicts = aims({ summary: steady, fresh, lost: lost.length, rss, cacheMb: options.cacheMb, rssAllowanceMb: rssAllowance });
  for (const a of verdicts) out.push(`  ${a.ok ? 'ok   ' : 'NÃO  '} ${a.name}: ${a.detail}`);
  console.log(out.join('\n'));
  await cleanup();
  return lost.length || steady.errorsOutside ? 1 : 0;
}

/** Kills the first process a third of the way in, restarts it, and answers the window (ms since the run began) that may see errors. */
async function killMidway(cluster: Cluster, seconds: number, runFrom: number, onKill: (port: number) => void): Promise<Window | undefined> {
  await new Promise((r) => setTimeout(r, (seconds * 1000) / 3));
  const slot = cluster.apps[0]!;
  const from = performance.now() - runFrom;
  await cluster.kill(slot);
  onKill(slot.port);
  await cluster.restart(slot);
  // Caddy's health check (every second) takes the process back
  return { from, to: performance.now() - runFrom + 1000 };
}

/** The report's timeline: 5 s slices (the sampler reads CPU once a second). */
const SLICE_MS = 5000;

/** Owners at work together: a handful of admins at once, not a crowd. */
const WRITE_CONNECTIONS = 16;

/**
 * Only owner writes for a while, in the mix's proportions, to know what one costs (the
 * capacity model's largest assumption before: docs/performance.md). Through Caddy, as owners
 * write; every write is in the ledger, so a lost one fails the run as in the mix.
 */
async function writePhase(
  cluster: Cluster,
  next: () => ScaleOp,
  sampler: ReturnType<typeof resourceSampler>,
  collect: (into: ScaleAnswer[]) => (op: ScaleOp, answer: ScaleAnswer, body: string) => void,
) {
  log(`escritas: ${options.writes} s…`);
  const answers: ScaleAnswer[] = [];
  const from = performance.now();
  const connections = Math.min(WRITE_CONNECTIONS, options.connections);
  const run = await runLoad({ url: cluster.url, seconds: options.writes, concurrency: connections, next, onAnswer: collect(answers) });
  return { summary: summarize(answers, run.seconds), cpu: sampler.cpuMs(from, performance.now()), connections };
}

/**
 * Only insight beacons for a while, to know what one costs: each page view sends one and no
 * cache can keep it. Sent straight to the processes (Caddy would put its own address in
 * X-Forwarded-For, and the per-address limit would refuse most of them).
 */
async function beaconPhase(cluster: Cluster, next: () => ScaleOp, sampler: ReturnType<typeof resourceSampler>) {
  log(`beacons: ${options.beacons} s…`);
  const answers: ScaleAnswer[] = [];
  const from = performance.now();
  const concurrency = Math.max(1, Math.floor(options.connections / cluster.apps.length));
  const runs = await Promise.all(
    cluster.apps.map((app) => runLoad({ url: app.url, seconds: options.beacons, concurrency, next, onAnswer: (_op, answer) => answers.push(answer) })),
  );
  return { summary: summarize(answers, Math.max(...runs.map((r) => r.seconds))), cpu: sampler.cpuMs(from, performance.now()) };
}

async function pidsOf(cluster: Cluster, db: Db | undefined, appName: string): Promise<Map<number, string>> {
  const pids = new Map<number, string>([[cluster.caddyPid, 'caddy']]);
  for (const a of cluster.apps) if (a.process) pids.set(a.process.pid, a.name);
  if (db && databaseUrl) {
    const { rows } = await db.raw('select pid from pg_stat_activity where application_name = ?', [appName]);
    for (const r of rows as { pid: number }[]) pids.set(r.pid, 'postgres');
  }
  pids.set(process.pid, 'carga');
  return pids;
}

function cpuLine(cpu: Record<string, number>, requests: number): string {
  const app = Object.entries(cpu)
    .filter(([k]) => k.startsWith('app'))
    .reduce((n, [, v]) => n + v, 0);
  const parts: [string, number][] = [
    ['app', app],
    ['Caddy', cpu.caddy ?? 0],
    ...(databaseUrl ? [['PostgreSQL (conexões do app)', cpu.postgres ?? 0] as [string, number]] : []),
    ['gerador de carga', cpu.carga ?? 0],
  ];
  return parts.map(([k, v]) => `${k} ${perThousand(v, requests).toFixed(0)} ms`).join(', ');
}

async function databaseBytes(db: Db, dataDir: string): Promise<number> {
  if (!databaseUrl) return folderBytes(path.join(dataDir, 'pgdata'));
  const { rows } = await db.raw(
    `select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ? and c.relkind in ('r', 'm')`,
    [SCHEMA],
  );
  return Number(rows[0].bytes);
}

function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .reduce((n, e) => (e.isFile() ? n + fs.statSync(path.join(e.parentPath, e.name)).size : n), 0);
}

/** Images on an S3-compatible server when one is named (SeaweedFS of infra/compose.yaml, S3_* and AWS_* as the app reads them); local disk otherwise. */
function s3Env(): Record<string, string> {
  if (!process.env.S3_BUCKET) return {};
  const names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
  return Object.fromEntries(names.flatMap((n) => (process.env[n] ? [[n, process.env[n]!]] : [])));
}

function meanBytesByKind(distinct: Map<string, { kind: ScaleKind; bytes: number }>): string {
  const by = new Map<ScaleKind, { n: number; bytes: number }>();
  for (const d of distinct.values()) {
    const sum = by.get(d.kind) ?? { n: 0, bytes: 0 };
    by.set(d.kind, { n: sum.n + 1, bytes: sum.bytes + d.bytes });
  }
  return [...by].map(([kind, sum]) => `${SCALE_MIX[kind].label} ${(sum.bytes / sum.n / 1024).toFixed(1)} KB`).join(', ');
}

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  },
);
