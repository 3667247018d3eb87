import fs from 'node:fs';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/connection.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { LOGIN_LIMITS } from '../src/auth/login.ts';
import { productionEnv, startApiProcess, type ApiProcess } from './api-process.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { buildCategory, buildProduct, buildSite, buildUser, PASSWORD } from './factories.ts';
import { TestClient } from './http-client.ts';
import { tempDir } from './test-db.ts';

/**
 * Several processes, one product: two API processes on two ports share one PostgreSQL and
 * one S3 bucket, as two containers behind a load balancer do. Nothing that matters may live
 * in one process's memory: sessions, login counters, data and image bytes.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn(
    '\n[multi-process.test] SKIPPED: two API processes must share a PostgreSQL server, and DATABASE_URL is not set.\n' +
      '  Run it with: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run api/test/multi-process.test.ts\n',
  );
}

describe.skipIf(!databaseUrl)('two API processes sharing one PostgreSQL (skipped without DATABASE_URL)', () => {
  const schema = `vitrine_mp_${process.pid}`;
  const bucket = 'vitrine-multi';
  const secret = crypto.randomBytes(32).toString('hex');
  const dataDirs = [tempDir('vitrine-mp-a-'), tempDir('vitrine-mp-b-')];
  let s3: S3TestServer;
  let a: ApiProcess;
  let b: ApiProcess;
  let db: Db;

  beforeAll(async () => {
    s3 = await startS3Server({ buckets: [bucket] });
    db = createDb({ databaseUrl, schema });
    await db.raw('drop schema if exists ?? cascade', [schema]);
    const env = (dataDir: string) => ({ ...productionEnv({ databaseUrl: databaseUrl!, schema, dataDir, sessionSecret: secret }), ...s3.env(bucket) });
    // One after the other, as a rolling deploy starts them: A migrates and seeds the empty
    // schema, B finds it done. (Two first starts at the same instant race on the seed: see
    // docs/operations.md, "Upgrading".)
    a = await startApiProcess(env(dataDirs[0]!), { name: 'api A' });
    b = await startApiProcess(env(dataDirs[1]!), { name: 'api B' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.raw('drop schema if exists ?? cascade', [schema]);
    await db?.destroy();
    await s3?.stop();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  const shopWithAdmin = async (subdomain: string) => {
    const site = await buildSite(db, { subdomain });
    const admin = await buildUser(db, { site });
    return { site, admin };
  };

  it('share one schema: every migration applied once, one master account, both ready', async () => {
    expect(a.port).not.toBe(b.port);
    const applied = await db('knex_migrations').select('name');
    expect(applied.map((m: { name: string }) => m.name).sort()).toEqual(migrations.map((m) => m.name).sort());
    expect(await db('users').where({ user_type: 'master' }).count({ n: '*' }).first()).toEqual({ n: 1 });
    for (const p of [a, b]) expect((await fetch(`${p.url}/readyz`)).status).toBe(200);
  });

  it('a login on one process works on the other, and a logout on the other ends it on both', async () => {
    const { admin } = await shopWithAdmin('pipas-mp');
    const onA = new TestClient(a.url);
    expect((await onA.post('/api/auth/login', { username: admin.username, password: PASSWORD })).status).toBe(200);
    const onB = new TestClient(b.url, { cookie: onA.cookieHeader });
    const me = await onB.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: admin.username, subdomain: 'pipas-mp' });

    expect((await onB.post('/api/auth/logout')).status).toBe(200);
    expect((await new TestClient(a.url, { cookie: `vitrine_session=${onA.cookieHeader.split('=')[1]}` }).get('/api/auth/me')).status).toBe(401);
  });

  it('counts the login rate limit across both processes', async () => {
    const { admin } = await shopWithAdmin('linhas-mp');
    // wrong passwords, alternating between the two processes, until the account's lock
    for (let i = 0; i < LOGIN_LIMITS.freeFailures + 1; i++) {
      const target = i % 2 === 0 ? a : b;
      const res = await new TestClient(target.url).post('/api/auth/login', { username: admin.username, password: 'errada-123' });
      expect(res.status, `attempt ${i + 1} on ${target === a ? 'A' : 'B'}`).toBe(401);
    }
    // the next attempt is refused on either process, even with the right password
    for (const target of [a, b]) {
      const res = await new TestClient(target.url).post('/api/auth/login', { username: admin.username, password: PASSWORD });
      expect(res.status).toBe(429);
      expect(res.body.error).toMatch(/^Muitas tentativas erradas para este usuário/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('serves from one process an image uploaded through the other (S3 driver)', async () => {
    const { site, admin } = await shopWithAdmin('rabiolas-mp');
    const category = await buildCategory(db, site);
    const product = await buildProduct(db, site, category, { name: 'Pipa azul' });
    const onA = new TestClient(a.url);
    await onA.post('/api/auth/login', { username: admin.username, password: PASSWORD });

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3B82F6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'pipa-azul.png');
    const upload = await onA.post(`/api/products/${product.id}/images`, form);
    expect(upload.status, upload.text).toBe(201);
    expect(upload.body).toMatchObject({ original_name: 'pipa-azul.png', is_primary: true });

    // the bytes are in the bucket, not on either process's disk
    expect((await s3.listKeys(bucket, `sites/${site.id}/images/`)).length).toBeGreaterThan(0);
    for (const dir of dataDirs) expect(fs.existsSync(`${dir}/uploads`) && fs.readdirSync(`${dir}/uploads`).length).toBeFalsy();

    const fromB = await fetch(`${b.url}${upload.body.url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toMatch(/^image\//);
    const meta = await sharp(Buffer.from(await fromB.arrayBuffer())).metadata();
    expect(meta.width).toBeGreaterThan(0);

    // and the product read through B lists it
    const read = await new TestClient(b.url, { 'x-tenant-subdomain': 'rabiolas-mp' }).get(`/api/products/${product.id}`);
    expect(read.status).toBe(200);
    expect(read.body.images.map((i: { url: string }) => i.url)).toEqual([upload.body.url]);
  });

  it('shows on one process a product written through the other within a second (its cache hears the change)', async () => {
    const { site, admin } = await shopWithAdmin('varetas-mp');
    const category = await buildCategory(db, site);
    const onA = new TestClient(a.url);
    await onA.post('/api/auth/login', { username: admin.username, password: PASSWORD });
    const publicB = new TestClient(b.url, { 'x-tenant-subdomain': 'varetas-mp' });
    expect((await publicB.get('/api/products')).body).toEqual([]);

    const created = await onA.post('/api/products', { name: 'Vareta de bambu', price: 4.5, unit: 'unidade', category_id: category.id });
    expect(created.status, created.text).toBe(201);
    // B's cache hears the change through LISTEN/NOTIFY: within a second, not at once
    const deadline = Date.now() + 1000;
    let listed = await publicB.get('/api/products');
    while (listed.body.length === 0 && Date.now() < deadline) listed = await publicB.get('/api/products');
    expect(listed.body.map((p: { name: string }) => p.name)).toEqual(['Vareta de bambu']);
  });

  it('stops on SIGTERM with exit code 0, while the other process keeps serving', async () => {
    expect(await a.stop()).toBe(0);
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    expect(await b.stop()).toBe(0);
  });
});
