import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/connection.ts';
import { pngImage, imageForm } from '../src/images/test-images.ts';
import { MASTER_PASSWORD, productionEnv, startApiProcess, type ApiProcess } from './api-process.ts';
import { buildCategory, buildProduct, buildSite, buildUser, PASSWORD } from './factories.ts';
import { TestClient } from './http-client.ts';
import { tempDir } from './test-db.ts';
import { slugify } from '@vitrine/contract/slug';

/**
 * across processes: two API processes on one PostgreSQL, each with its own cache.
 * A change made through one must be seen by the other within a second (LISTEN/NOTIFY), and
 * a process whose listener is killed must never serve what may be stale, and must recover
 * by itself.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn(
    '\n[cache-processes.test] SKIPPED: two API processes must share a PostgreSQL server, and DATABASE_URL is not set.\n' +
      '  Run it with: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run api/test/cache-processes.test.ts\n',
  );
}

/** The promise: another process sees a change within 1 s. */
const WITHIN_MS = 1000;

/** Polls `read` until `ok` holds; fails with the last value once `ms` have passed. */
async function within<T>(ms: number, read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms; last answer: ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!databaseUrl)('the cache of two API processes on one PostgreSQL (skipped without DATABASE_URL)', () => {
  const schema = `vitrine_cp_${process.pid}`;
  const dataDirs = [tempDir('vitrine-cp-a-'), tempDir('vitrine-cp-b-'), tempDir('vitrine-cp-c-')];
  const secret = crypto.randomBytes(32).toString('hex');
  let a: ApiProcess;
  let b: ApiProcess;
  /** A third process with no answers cached (CACHE_MAX_MB=0): only its shop lookups are in memory. */
  let c: ApiProcess;
  let db: Db;

  beforeAll(async () => {
    db = createDb({ databaseUrl, schema });
    await db.raw('drop schema if exists ?? cascade', [schema]);
    const env = (dataDir: string) => productionEnv({ databaseUrl: databaseUrl!, schema, dataDir, sessionSecret: secret });
    a = await startApiProcess(env(dataDirs[0]!), { name: 'api A' });
    b = await startApiProcess(env(dataDirs[1]!), { name: 'api B' });
    c = await startApiProcess({ ...env(dataDirs[2]!), CACHE_MAX_MB: '0' }, { name: 'api C' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await db?.raw('drop schema if exists ?? cascade', [schema]);
    await db?.destroy();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  /** A published shop with a product, its admin logged in on A, and B's reads warmed (cached). */
  async function shopOnTwoProcesses(subdomain: string) {
    const site = await buildSite(db, { subdomain, store_name: `Loja ${subdomain}` });
    const admin = await buildUser(db, { site });
    const category = await buildCategory(db, site, { name: 'Pipas' });
    const product = await buildProduct(db, site, category, { name: 'Pipa Raia', price: '10.00' });
    const onA = new TestClient(a.url);
    expect((await onA.post('/api/auth/login', { username: admin.username, password: PASSWORD })).status).toBe(200);
    const onB = new TestClient(b.url, { 'x-tenant-subdomain': subdomain });
    // B has heard of the new shop once the reads answer it; then they come from its cache
    await within(
      WITHIN_MS,
      () => onB.get(`/api/products/${product.id}`),
      (r) => r.status === 200,
    );
    await within(
      WITHIN_MS,
      () => onB.get(`/api/products/${product.id}`),
      (r) => r.headers.get('x-cache') === 'HIT',
    );
    return { site, category, product, onA, onB };
  }

  it('shows on B within 1 s a price, a new product and a logo changed through A', async () => {
    const { product, category, onA, onB } = await shopOnTwoProcesses('precos-cp');
    const page = () => onB.get(`/product/${product.id}-${slugify(product.name)}`);
    expect((await page()).text).toContain('10,00');
    await page(); // cached now

    expect((await onA.put(`/api/products/${product.id}`, { name: 'Pipa Raia', price: '12.50', unit: 'unidade', category_id: category.id })).status).toBe(200);
    await within(WITHIN_MS, page, (r) => r.text.includes('12,50'));
    await within(
      WITHIN_MS,
      () => onB.get(`/api/products/${product.id}`),
      (r) => r.body.price === 12.5,
    );

    await onB.get('/api/products');
    expect((await onA.post('/api/products', { name: 'Pipa Nova', price: '5.00', unit: 'unidade', category_id: category.id })).status).toBe(201);
    await within(
      WITHIN_MS,
      () => onB.get('/api/products'),
      (r) => r.body.some((p: { name: string }) => p.name === 'Pipa Nova'),
    );

    expect((await onB.get('/api/config')).body.logo_url).toBeNull();
    const logo = await onA.post('/api/config/logo', imageForm(await pngImage(64, 64), { filename: 'logo.png' }));
    expect(logo.status, logo.text).toBe(200);
    await within(
      WITHIN_MS,
      () => onB.get('/api/config'),
      (r) => r.body.logo_url === logo.body.logo_url,
    );
  });

  it('keeps on B what a price edit through A does not show, and shows the edit on B within 1 s', async () => {
    const { site, product, onA, onB } = await shopOnTwoProcesses('estreita-cp');
    const linhas = await buildCategory(db, site, { name: 'Linhas' });
    const linha = await buildProduct(db, site, linhas, { name: 'Linha 10', price: '30.00' });
    const linhaRead = () => onB.get(`/api/products/${linha.id}`);
    const raiaRead = () => onB.get(`/api/products/${product.id}`);
    const raiaPage = () => onB.get(`/product/${product.id}-${slugify(product.name)}`);
    // B heard the new product (a wide change): warm its reads again
    for (const read of [linhaRead, raiaRead, raiaPage]) await within(WITHIN_MS, read, (r) => r.headers.get('x-cache') === 'HIT');

    expect((await onA.put(`/api/products/${linha.id}`, { name: 'Linha 10', price: '31.50', unit: 'unidade', category_id: linhas.id })).status).toBe(200);
    await within(WITHIN_MS, linhaRead, (r) => r.body.price === 31.5);
    // the kite of another category shows nothing of the line: still from B's memory
    expect((await raiaRead()).headers.get('x-cache')).toBe('HIT');
    expect((await raiaPage()).headers.get('x-cache')).toBe('HIT');

    // its own edit shows on B within 1 s, in its read and its page
    expect(
      (await onA.put(`/api/products/${product.id}`, { name: product.name, price: '12.00', unit: 'unidade', category_id: product.category_id })).status,
    ).toBe(200);
    await within(WITHIN_MS, raiaRead, (r) => r.body.price === 12);
    await within(WITHIN_MS, raiaPage, (r) => r.text.includes('12,00'));
  });

  it('answers 404 on B within 1 s after an unpublish through A, and the shop again after publish', async () => {
    const { site, onB } = await shopOnTwoProcesses('vaievem-cp');
    const master = new TestClient(a.url);
    expect((await master.post('/api/auth/login', { username: 'master', password: MASTER_PASSWORD })).status).toBe(200);
    const home = () => onB.get('/');
    expect((await home()).status).toBe(200);
    expect((await master.post(`/api/master/clients/${site.id}/unpublish`)).status).toBe(200);
    await within(WITHIN_MS, home, (r) => r.status === 404);
    await within(
      WITHIN_MS,
      () => onB.get('/api/site/info'),
      (r) => r.status === 404,
    );
    expect((await master.post(`/api/master/clients/${site.id}/publish`)).status).toBe(200);
    await within(WITHIN_MS, home, (r) => r.status === 200);
  });

  it('answers 404 within 1 s on a process that caches no answers, only its shop lookups, after a deactivation through A', async () => {
    const { site } = await shopOnTwoProcesses('desativa-cp');
    const onC = new TestClient(c.url, { 'x-tenant-subdomain': 'desativa-cp' });
    const master = new TestClient(a.url);
    expect((await master.post('/api/auth/login', { username: 'master', password: MASTER_PASSWORD })).status).toBe(200);
    // C has the shop in memory once it answers it (its answers are never cached)
    await within(
      WITHIN_MS,
      () => onC.get('/'),
      (r) => r.status === 200,
    );
    expect((await onC.get('/api/site/info')).headers.get('x-cache')).toBe('BYPASS');
    expect((await master.put(`/api/master/clients/${site.id}`, { is_active: false })).status).toBe(200);
    await within(
      WITHIN_MS,
      () => onC.get('/'),
      (r) => r.status === 404,
    );
    await within(
      WITHIN_MS,
      () => onC.get('/api/site/info'),
      (r) => r.status === 404,
    );
    expect((await master.put(`/api/master/clients/${site.id}`, { is_active: true })).status).toBe(200);
    await within(
      WITHIN_MS,
      () => onC.get('/api/site/info'),
      (r) => r.status === 200,
    );
  });

  it('never serves a stale answer while B’s listener is down, and B recovers by itself', async () => {
    const { product, category, onA, onB } = await shopOnTwoProcesses('ouvinte-cp');
    const listenerPids = async () =>
      (
        await db.raw('select pid from pg_stat_activity where application_name = ? and datname = current_database()', [`vitrine-content-listener-${b.pid}`])
      ).rows.map((r: { pid: number }) => r.pid) as number[];
    const [pid] = await listenerPids();
    expect(pid).toBeGreaterThan(0);

    await db.raw('select pg_terminate_backend(?)', [pid!]);
    expect((await onA.put(`/api/products/${product.id}`, { name: 'Pipa Raia', price: '33.00', unit: 'unidade', category_id: category.id })).status).toBe(200);
    // the change made while B was deaf is seen: B reads through until it listens again
    await within(
      WITHIN_MS,
      () => onB.get(`/api/products/${product.id}`),
      (r) => r.body.price === 33,
    );
    for (let i = 0; i < 5; i++) expect((await onB.get(`/api/products/${product.id}`)).body.price).toBe(33);

    // back by itself: a new listener connection, answers from memory again, changes heard again
    await within(10_000, listenerPids, (pids) => pids.length === 1 && pids[0] !== pid);
    await within(
      10_000,
      () => onB.get(`/api/products/${product.id}`),
      (r) => r.headers.get('x-cache') === 'HIT',
    );
    expect((await onA.put(`/api/products/${product.id}`, { name: 'Pipa Raia', price: '44.00', unit: 'unidade', category_id: category.id })).status).toBe(200);
    await within(
      WITHIN_MS,
      () => onB.get(`/api/products/${product.id}`),
      (r) => r.body.price === 44,
    );
    expect(b.output.some((line) => line.includes('content listener lost'))).toBe(true);
  });
});
