/**
 * `npm run faults`: the API while its database fails, and while it is stopped. PostgreSQL only.
 *
 * Under a steady mix of reads and writes (the load run's mix, every answer checked):
 *   1. every connection of the app is ended (pg_terminate_backend);
 *   2. PostgreSQL is stopped for a few seconds and started again;
 *   3. the app gets SIGTERM while requests are in flight.
 * Passes when the process stays up through 1 and 2, answers 503 (never 500, never a hang)
 * while the database is away, serves again by itself within seconds, loses no write it
 * answered with success, and in 3 finishes the requests in flight and exits with code 0.
 *
 * Step 2 stops the whole PostgreSQL server of DATABASE_URL (by default the local Debian
 * cluster on that port, with pg_ctlcluster, as root; FAULTS_PG_STOP / FAULTS_PG_START name
 * other commands). It is restarted in every case, even when the run fails or is interrupted.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run faults
 */
import { performance } from 'node:perf_hooks';
import { readOptions } from './lib/args.ts';
import http from 'node:http';
import { nameOf, prepareFixture } from './lib/fixture.ts';
import { loginAdmins, newTally, operations, type AcknowledgedWrite, type AdminSession, type Kind, type Tally } from './lib/traffic.ts';
import { runMix } from './lib/run-mix.ts';
import { verifyWrites } from './lib/verify-writes.ts';
import { postgresControl, terminateAppConnections, type PostgresControl } from './lib/postgres-control.ts';
import { createDb } from '../src/db/connection.ts';
import { freePort, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import type { Operation } from './lib/traffic.ts';

const options = readOptions({
  connections: { flag: 'connections', env: 'FAULTS_CONNECTIONS', default: 20, min: 1, max: 500, help: 'conexões simultâneas' },
  shops: { flag: 'shops', env: 'FAULTS_SHOPS', default: 10, min: 1, max: 200, help: 'lojas' },
  down: { flag: 'down', env: 'FAULTS_DOWN', default: 5, min: 1, max: 60, help: 'segundos com o PostgreSQL parado' },
  recoverWithin: { flag: 'recover-within', env: 'FAULTS_RECOVER_WITHIN', default: 10, min: 1, max: 120, help: 'segundos para voltar a responder' },
});

interface Answer {
  t: number;
  status: number;
  kind: Kind;
}

interface Verdict {
  name: string;
  ok: boolean;
  detail: string;
}

const verdicts: Verdict[] = [];
let skipped = 0;
const verdict = (name: string, ok: boolean, detail: string) => {
  verdicts.push({ name, ok, detail });
  console.log(`  ${ok ? 'ok  ' : 'FALHA'} ${name}: ${detail}`);
};
const now = () => performance.now() / 1000;
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('faults: precisa de PostgreSQL. Rode com DATABASE_URL=postgres://… (o banco embutido não tem conexões para derrubar).');
    return 2;
  }
  const pg = await postgresControl(databaseUrl);
  // bounded whatever happens, and PostgreSQL is left running even then
  setTimeout(() => {
    console.error('faults: passou do tempo máximo (5 min)');
    void pg
      .start()
      .catch(() => undefined)
      .finally(() => process.exit(1));
  }, 5 * 60_000).unref();
  const appName = `vitrine-faults-${process.pid}`;
  console.log(`falhas: ${options.shops} lojas, ${options.connections} conexões, PostgreSQL parado por ${options.down} s (${pg.describe})`);
  const fixture = await prepareFixture({ shops: options.shops, productsPerShop: 10, label: 'faults' });
  const env = { ...fixture.serverEnv, PGAPPNAME: appName, LOG_LEVEL: 'warn' };
  const tallies: Tally[] = [];
  let server: ApiProcess | undefined;
  try {
    server = await startApiProcess({ ...env, PORT: String(await freePort()) }, { name: 'api' });
    const admins = await loginAdmins(server.url, fixture.shops, fixture.password);
    const next = operations(fixture.shops, admins);

    console.log('\n1. carga normal');
    await phase(server, next, tallies, 4, async () => undefined, 'carga normal');

    console.log('\n2. pg_terminate_backend em todas as conexões do app, durante a carga');
    const admin = createDb({ databaseUrl });
    try {
      await phase(
        server,
        next,
        tallies,
        8,
        async () => {
          await sleep(2);
          const at = now();
          const ended = await terminateAppConnections(admin, appName);
          console.log(`  ${ended} conexões encerradas`);
          return { faultAt: at, backAt: at };
        },
        'conexões encerradas',
      );
    } finally {
      await admin.destroy();
    }

    console.log(`\n3. PostgreSQL parado por ${options.down} s, durante a carga`);
    if (process.env.FAULTS_SKIP_STOP === '1') {
      skipped++;
      console.log('  pulada (FAULTS_SKIP_STOP=1): o servidor PostgreSQL não foi parado');
    } else {
      await stopPhase(server, next, tallies, pg);
    }

    console.log('\n4. SIGTERM durante a carga');
    await sigtermPhase(server, next, tallies, admins);

    const db = fixture.open();
    const missing = await verifyWrites(
      db,
      tallies.flatMap((t) => t.acknowledged),
    ).finally(() => db.destroy());
    const acknowledged = tallies.reduce((n, t) => n + t.acknowledged.length, 0);
    verdict(
      'escritas confirmadas estão no banco',
      missing.length === 0,
      `${acknowledged} confirmadas, ${missing.length} ausentes ${missing.slice(0, 3).join('; ')}`,
    );
    const wrong = tallies.reduce((n, t) => n + t.wrongShop, 0);
    verdict('nenhuma resposta de outra loja', wrong === 0, `${wrong}`);
  } catch (err) {
    verdict('execução', false, (err as Error).stack ?? String(err));
    if (server) console.log(server.output.slice(-40).join('\n'));
  } finally {
    await server?.stop();
    await fixture.cleanup();
  }
  const failed = verdicts.filter((v) => !v.ok);
  console.log(failed.length ? `\nFALHOU (${failed.map((v) => v.name).join('; ')})` : '\nOK: o app sobreviveu às falhas do banco e parou limpo');
  console.log(`faults: ${verdicts.length - failed.length} passed, ${failed.length} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed.length ? 1 : 0;
}

/**
 * Runs the mix for `seconds` while `fault` does its damage; then judges the answers: 2xx
 * before the fault, 503 allowed from the fault until `recoverWithin` after the database is
 * back, 2xx again after that, never a 500, never a connection error or a timeout.
 */
async function phase(
  server: ApiProcess,
  next: () => Operation,
  tallies: Tally[],
  seconds: number,
  fault: () => Promise<{ faultAt: number; backAt: number } | undefined>,
  label = 'fase',
) {
  const tally = newTally();
  tallies.push(tally);
  const answers: Answer[] = [];
  const run = runMix({
    url: server.url,
    connections: options.connections,
    durationSec: seconds,
    next,
    tally,
    observe: (op, status) => answers.push({ t: now(), status, kind: op.kind }),
  });
  const window = await fault();
  const result = await run.result;
  judge(label, server, answers, result, window);
}

function judge(
  label: string,
  server: ApiProcess,
  answers: Answer[],
  result: import('autocannon').Result,
  window: { faultAt: number; backAt: number } | undefined,
) {
  const bad = answers.filter((a) => a.status < 200 || a.status >= 300);
  const serverErrors = bad.filter((a) => a.status !== 503);
  const outside = window ? bad.filter((a) => a.t < window.faultAt || a.t > window.backAt + options.recoverWithin) : bad;
  const lastBad = bad.length ? Math.max(...bad.map((a) => a.t)) : undefined;
  const recovery = window && lastBad !== undefined ? Math.max(0, lastBad - window.backAt) : 0;
  const statuses = countBy(answers.map((a) => a.status));
  verdict(`${label}: o processo continua no ar`, server.child.exitCode === null, `pid ${server.pid}`);
  verdict(
    `${label}: nunca 500, nem erro de conexão ou tempo esgotado`,
    serverErrors.length === 0 && result.errors === 0 && result.timeouts === 0,
    `${answers.length} respostas ${JSON.stringify(statuses)}, erros de conexão ${result.errors}, tempo esgotado ${result.timeouts}`,
  );
  if (serverErrors.length) for (const line of loggedErrors(server)) console.log(`        ${line}`);
  verdict(
    `${label}: 503 só durante a falha, de volta em até ${options.recoverWithin} s`,
    outside.length === 0,
    window ? `última resposta não-2xx ${recovery.toFixed(1)} s depois do banco voltar` : `${outside.length} respostas não-2xx`,
  );
}

async function stopPhase(server: ApiProcess, next: () => Operation, tallies: Tally[], pg: PostgresControl) {
  await pg.checkpoint();
  const tally = newTally();
  tallies.push(tally);
  const answers: Answer[] = [];
  const total = 2 + options.down + options.recoverWithin + 3;
  const run = runMix({
    url: server.url,
    connections: options.connections,
    durationSec: total,
    next,
    tally,
    observe: (op, status) => answers.push({ t: now(), status, kind: op.kind }),
  });
  await sleep(2);
  const faultAt = now();
  let backAt = faultAt;
  const probes: { readyz: number; healthz: number }[] = [];
  const restart = () => pg.start();
  // whatever happens, PostgreSQL is started again (other work on this machine needs it)
  const onSignal = () => void restart().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await pg.stop();
    console.log(`  PostgreSQL parado (${(now() - faultAt).toFixed(1)} s para parar)`);
    const downUntil = now() + options.down;
    while (now() < downUntil) {
      probes.push({ readyz: await status(`${server.url}/readyz`), healthz: await status(`${server.url}/healthz`) });
      await sleep(0.5);
    }
  } finally {
    await restart();
    backAt = now();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    console.log(`  PostgreSQL iniciado de novo (${(backAt - faultAt).toFixed(1)} s fora do ar)`);
  }
  let readyAfter: number | undefined;
  while (now() - backAt < options.recoverWithin) {
    if ((await status(`${server.url}/readyz`)) === 200) {
      readyAfter = now() - backAt;
      break;
    }
    await sleep(0.25);
  }
  const result = await run.result;
  verdict(
    'banco parado: /readyz responde 503, /healthz 200',
    probes.length > 0 && probes.every((p) => p.readyz === 503 && p.healthz === 200),
    JSON.stringify(countBy(probes.map((p) => `${p.readyz}/${p.healthz}`))),
  );
  const during = answers.filter((a) => a.t > faultAt && a.t < backAt);
  verdict(
    'banco parado: a API responde 503',
    during.some((a) => a.status === 503) && during.every((a) => a.status === 503 || a.status < 300),
    JSON.stringify(countBy(during.map((a) => a.status))),
  );
  verdict(
    `banco de volta: /readyz 200 em até ${options.recoverWithin} s`,
    readyAfter !== undefined,
    readyAfter === undefined ? 'não voltou' : `${readyAfter.toFixed(1)} s`,
  );
  judge('parada do banco', server, answers, result, { faultAt, backAt });
}

/**
 * Requests surely in flight when SIGTERM arrives: product creations whose body is sent in two
 * halves, the second after the signal. Each must be answered 201 and be in the database, and
 * the process must exit with 0 (ECS gives it 30 s; the app cuts what is left after 10 s).
 */
async function sigtermPhase(server: ApiProcess, next: () => Operation, tallies: Tally[], admins: AdminSession[]) {
  const tally = newTally();
  tallies.push(tally);
  const answers: Answer[] = [];
  const run = runMix({
    url: server.url,
    connections: options.connections,
    durationSec: 20,
    next,
    tally,
    observe: (op, status) => answers.push({ t: now(), status, kind: op.kind }),
  });
  await sleep(2);
  const slow = admins.slice(0, 8).map((admin, i) => halfSentCreate(server.url, admin, i));
  await Promise.all(slow.map((s) => s.started));
  await sleep(0.3);
  const signalAt = now();
  server.child.kill('SIGTERM');
  await sleep(0.3);
  for (const s of slow) s.finish();
  const results = await Promise.all(slow.map((s) => s.answer));
  const code = await server.exited;
  const exitAfter = now() - signalAt;
  run.stop();
  await run.result.catch(() => undefined);
  for (const r of results) if (r.status === 201) tally.acknowledged.push(r.write!);
  verdict(
    'SIGTERM: as requisições em andamento terminam',
    results.every((r) => r.status === 201),
    JSON.stringify(results.map((r) => r.status)),
  );
  verdict(
    'SIGTERM: o processo sai com código 0, sem esperar o corte de 10 s',
    code === 0 && exitAfter < 10,
    `código ${code}, ${exitAfter.toFixed(1)} s depois do sinal`,
  );
  verdict(
    'SIGTERM: nenhuma resposta 5xx até sair',
    answers.every((a) => a.status < 500),
    JSON.stringify(countBy(answers.map((a) => a.status))),
  );
}

/** POST /api/products with the first half of the body now and the rest on finish(). */
function halfSentCreate(baseUrl: string, admin: AdminSession, n: number) {
  const { shop } = admin;
  const name = nameOf(shop.subdomain, `Pipa do desligamento ${n + 1}`);
  const body = Buffer.from(JSON.stringify({ name, price: '12.50', unit: 'unidade', category_id: shop.categoryIds[0] }));
  const url = new URL('/api/products', baseUrl);
  let started!: () => void;
  const startedP = new Promise<void>((r) => (started = r));
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    agent: false,
    headers: { cookie: admin.cookie, 'x-forwarded-for': admin.ip, 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number | string; write?: AcknowledgedWrite }>((resolve) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const data = res.statusCode === 201 ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
        resolve({ status: res.statusCode ?? 0, write: data && { kind: 'create', subdomain: shop.subdomain, siteId: shop.siteId, id: data.id, name } });
      });
    });
    req.on('error', (e) => resolve({ status: `erro: ${e.message}` }));
  });
  req.on('socket', (socket) => socket.once('connect', () => started()));
  req.flushHeaders();
  req.write(body.subarray(0, body.length >> 1));
  return { started: startedP, answer, finish: () => req.end(body.subarray(body.length >> 1)) };
}

/** The distinct errors the server logged (what a 500 was), most frequent first. */
function loggedErrors(server: ApiProcess): string[] {
  const seen = new Map<string, number>();
  for (const line of server.output) {
    if (!line.startsWith('{')) continue;
    try {
      const e = JSON.parse(line) as { level?: number; msg?: string; err?: { type?: string; code?: string; message?: string } };
      if ((e.level ?? 0) < 50 || e.msg === 'request errored') continue;
      const key = `${e.msg}: ${e.err?.type ?? ''} ${e.err?.code ?? ''} ${e.err?.message ?? ''}`.slice(0, 200);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    } catch {
      // not a log line
    }
  }
  return [...seen]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, n]) => `${n}× ${k}`);
}

async function status(url: string): Promise<number> {
  return fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    (r) => r.status,
    () => 0,
  );
}

function countBy(values: (string | number)[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[String(v)] = (out[String(v)] ?? 0) + 1;
  return out;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
