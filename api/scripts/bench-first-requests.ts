/**
 * `npm run bench:first-requests`: what a fresh process's first requests cost against its later
 * ones (docs/performance.md, "Where the tail after a kill is"). A new app process (production
 * settings, the demo shop, no answer cache: every request is rendered) gets pages of eight kinds
 * in turn, one after another on one connection, and its CPU is read from /proc per block of
 * requests. The later blocks are the baseline: the first block's excess is what code not yet
 * optimised costs, with no cache to warm. Flags: --blocks (8) --block (250) --starts (1), or
 * BENCH_FIRST_*.
 * PostgreSQL when DATABASE_URL is set (schema vitrine_first_requests, dropped after), else the
 * embedded database in a temporary folder. `npm run build` first.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../src/db/connection.ts';
import { freePort, startApiProcess } from '../test/api-process.ts';
import { readOptions } from './lib/args.ts';
import { benchEnv } from './lib/bench-config.ts';
import { readProc } from './bench-scale-resources.ts';
import { request } from './bench-scale-load.ts';
import { percentile } from './bench-scale-report.ts';

const SCHEMA = 'vitrine_first_requests';
/** Pages of the demo shop, the product pages at their own addresses (added once known). */
const PAGES = ['/', '/products', '/products?q=pipa', '/products?categoria=2', '/products?q=linha', '/contact'];

const { blocks, block, starts } = readOptions({
  blocks: { flag: 'blocks', env: 'BENCH_FIRST_BLOCKS', default: 8, min: 2, max: 100, help: 'blocos de pedidos medidos' },
  block: { flag: 'block', env: 'BENCH_FIRST_BLOCK', default: 250, min: 10, max: 100_000, help: 'pedidos por bloco' },
  starts: { flag: 'starts', env: 'BENCH_FIRST_STARTS', default: 1, min: 1, max: 20, help: 'partidas do processo, uma após a outra' },
});
const databaseUrl = process.env.DATABASE_URL;

/** One start: the process's CPU µs per request, block by block. */
async function oneStart(): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-first-'));
  await dropSchema();
  // a fixed port: with quiet logs the process is known ready by its /healthz
  const env = {
    SEED_DEMO: 'true',
    CACHE_MAX_MB: '0',
    PORT: String(await freePort()),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: SCHEMA } : {}),
  };
  const app = await startApiProcess(benchEnv(dataDir, env), { name: 'first-requests' }).catch((err) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(`http://127.0.0.1:${app.port}`);
  const host = `demo.localhost:${app.port}`;
  const perRequest: number[] = [];
  try {
    // the product list plain, to be read; the pages as a phone asks for them (brotli), unread
    const list = await request(base, { method: 'GET', path: '/api/products?limit=2', headers: { host } }, agent);
    const products = JSON.parse(list.body) as { id: number; slug: string }[];
    const pages = [...PAGES, ...products.map((p) => `/product/${p.id}-${p.slug}`)];
    for (let b = 0; b < blocks; b++) {
      const before = readProc(app.pid)!.cpuMs;
      for (let i = 0; i < block; i++) {
        const page = pages[i % pages.length]!;
        const { status } = await request(base, { method: 'GET', path: page, headers: { host, 'accept-encoding': 'br' } }, agent, false);
        if (status !== 200) throw new Error(`${page} respondeu ${status}`);
      }
      perRequest.push(((readProc(app.pid)!.cpuMs - before) * 1000) / block);
    }
  } finally {
    agent.destroy();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropSchema();
  }
  return perRequest;
}

async function dropSchema() {
  if (!databaseUrl) return;
  const db = createDb({ databaseUrl });
  await db.raw('drop schema if exists ?? cascade', [SCHEMA]);
  await db.destroy();
}

console.log(`Primeiros pedidos de um processo novo — ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, cache desligado, ${blocks} blocos de ${block} páginas`);
for (let s = 1; s <= starts; s++) {
  const perRequest = await oneStart();
  const later = percentile(
    perRequest.slice(1).sort((a, b) => a - b),
    50,
  );
  console.log(
    `partida ${s}: CPU µs por pedido, bloco a bloco: ${perRequest.map((u) => u.toFixed(0)).join(' / ')}; primeiro bloco ${(perRequest[0]! / later).toFixed(2)}× a mediana dos outros (${later.toFixed(0)} µs)`,
  );
}
console.log(`Comando: ${databaseUrl ? 'DATABASE_URL=… ' : ''}npm run bench:first-requests -- ${process.argv.slice(2).join(' ')}`);
