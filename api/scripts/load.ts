/**
 * `npm run load`: the API under load, checked answer by answer.
 *
 * Seeds a fresh database with 50 shops, starts the real server as its own process, logs in
 * every shop's admin, then autocannon sends a mix of public reads across the shops and
 * admin writes with 100 connections for 30 s. Every answer is checked for belonging to the
 * shop that was asked; after the run every write that was answered with success is looked up
 * in the database. Prints p50/p99 latency, errors and wrong-shop answers; exits 1 on any error
 * or wrong-shop answer.
 *
 *   npm run load                                  # PGlite, 100 connections, 30 s
 *   DATABASE_URL=postgres://… npm run load        # on PostgreSQL (as in production)
 *   npm run load -- --duration 10 --connections 50
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { readOptions } from './lib/args.ts';
import { prepareFixture } from './lib/fixture.ts';
import { loginAdmins, MIX, newTally, operations, type Tally } from './lib/traffic.ts';
import { runMix } from './lib/run-mix.ts';
import { verifyWrites } from './lib/verify-writes.ts';
import { freePort, startApiProcess, type ApiProcess } from '../test/api-process.ts';

const options = readOptions({
  duration: { flag: 'duration', env: 'LOAD_DURATION', default: 30, min: 1, max: 600, help: 'segundos de carga' },
  connections: { flag: 'connections', env: 'LOAD_CONNECTIONS', default: 100, min: 1, max: 1000, help: 'conexões simultâneas' },
  shops: { flag: 'shops', env: 'LOAD_SHOPS', default: 50, min: 1, max: 500, help: 'lojas' },
  products: { flag: 'products', env: 'LOAD_PRODUCTS', default: 20, min: 1, max: 1000, help: 'produtos por loja' },
});

async function main(): Promise<number> {
  const started = performance.now();
  // bounded whatever happens: seeding, start-up and logins get 3 minutes beyond the load itself
  setTimeout(
    () => {
      console.error(`load: passou do tempo máximo (${options.duration + 180} s)`);
      process.exit(1);
    },
    (options.duration + 180) * 1000,
  ).unref();
  console.log(`carga: ${options.shops} lojas × ${options.products} produtos, ${options.connections} conexões, ${options.duration} s`);
  const fixture = await prepareFixture({ shops: options.shops, productsPerShop: options.products, label: 'load' });
  console.log(`  banco ${fixture.databaseKind} preparado em ${seconds(started)}`);
  if (fixture.databaseKind === 'pglite') {
    console.log('  aviso: o banco embutido (PGlite) tem uma conexão só e serve um processo; com muitas conexões as respostas');
    console.log('  fazem fila e podem passar de 10 s. Produção é PostgreSQL: rode com DATABASE_URL=postgres://… para números reais.');
  }
  let server: ApiProcess | undefined;
  try {
    const port = await freePort();
    server = await startApiProcess({ ...fixture.serverEnv, PORT: String(port), LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn' }, { name: 'api' });
    const admins = await loginAdmins(server.url, fixture.shops, fixture.password);
    console.log(`  servidor ${server.url} (pid ${server.pid}); ${admins.length} administradores logados`);

    const tally = newTally();
    const cpuBefore = cpuSeconds(server.pid);
    const run = runMix({ url: server.url, connections: options.connections, durationSec: options.duration, next: operations(fixture.shops, admins), tally });
    const result = await run.result;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(
      `\n  servidor: ${((cpu * 1000) / Math.max(1, result.requests.total)).toFixed(2)} ms de CPU por requisição; carga da máquina ${load} (${os.cpus().length} núcleos)`,
    );

    const exitCode = await server.stop();
    const db = fixture.open();
    const missing = await verifyWrites(db, tally.acknowledged).finally(() => db.destroy());
    const crashed = exitCode !== 0;
    const failures = report(result, tally, missing, crashed ? `o servidor saiu com ${exitCode}` : undefined);
    if (crashed) console.log(server.output.slice(-30).join('\n'));
    return failures ? 1 : 0;
  } finally {
    await server?.stop();
    await fixture.cleanup();
  }
}

function report(result: import('autocannon').Result, tally: Tally, missing: string[], crash?: string): boolean {
  const l = result.latency;
  // autocannon counts a timeout as a connection error too
  const errors = result.errors + tally.unexpected;
  console.log('');
  console.log(`  requisições      ${result.requests.total} em ${result.duration.toFixed(1)} s (${Math.round(result.requests.average)}/s em média)`);
  console.log(`  latência         p50 ${l.p50} ms   p90 ${l.p90} ms   p99 ${l.p99} ms   máx ${l.max} ms`);
  console.log(
    `  por tipo         ${Object.entries(tally.byKind)
      .map(([k, v]) => `${k} ${v.sent}`)
      .join(', ')}  (pesos ${JSON.stringify(MIX)})`,
  );
  console.log(`  escritas aceitas ${tally.acknowledged.length}, ausentes do banco depois: ${missing.length}`);
  console.log(
    `  erros            ${errors} (conexão ${result.errors - result.timeouts}, tempo esgotado ${result.timeouts}, status inesperado ${tally.unexpected})`,
  );
  console.log(`  loja errada      ${tally.wrongShop}`);
  for (const s of tally.samples) console.log(`    ${s}`);
  for (const m of missing.slice(0, 10)) console.log(`    ausente: ${m}`);
  if (crash) console.log(`  ${crash}`);
  const failed = errors > 0 || tally.wrongShop > 0 || missing.length > 0 || !!crash;
  console.log(failed ? '\nFALHOU' : '\nOK: zero erros, zero respostas de outra loja');
  // the plain closing line CI reads: one check per kind of failure
  const checks = [errors === 0, tally.wrongShop === 0, missing.length === 0, !crash];
  console.log(`load: ${checks.filter(Boolean).length} passed, ${checks.filter((c) => !c).length} failed`);
  return failed;
}

/** CPU time (user + system) a process has used, from /proc; 0 where there is no /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
