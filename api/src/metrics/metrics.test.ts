import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { imageForm, pngImage } from '../images/test-images.ts';

const TOKEN = 'metricas-de-teste-0123456789';

/** The value of one sample of /metrics: the line of `name` whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

async function scrape(app: TestApp): Promise<string> {
  const res = await app.client({ authorization: `Bearer ${TOKEN}` }).get('/metrics');
  expect(res.status).toBe(200);
  return res.text;
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  const getApp = useTestApp({ METRICS_TOKEN: TOKEN });

  it('is refused without the token or with a wrong one, and answered in Prometheus format with it', async () => {
    const app = getApp();
    const none = await app.client().get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(none.text).not.toMatch(/vitrine_/);
    const wrong = await app.client({ authorization: `Bearer ${TOKEN}x` }).get('/metrics');
    expect(wrong.status).toBe(401);
    const basic = await app.client({ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }).get('/metrics');
    expect(basic.status).toBe(401);

    const res = await app.client({ authorization: `Bearer ${TOKEN}` }).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const name of [
      'vitrine_http_requests_total',
      'vitrine_http_request_duration_seconds',
      'vitrine_db_pool_connections',
      'vitrine_cache_answers_total',
      'process_cpu_user_seconds_total',
    ]) {
      expect(res.text).toContain(`# TYPE ${name} `);
    }
    expect(sample(res.text, 'vitrine_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
  });

  it('counts and times requests by route pattern and status, never by the raw URL', async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app);
    const product = await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site));
    const labels = { method: 'GET', route: '/api/products/:id', status: '200' };
    const before = await scrape(app);

    const shop = app.client({ 'x-tenant-subdomain': site.subdomain });
    expect((await shop.get(`/api/products/${product.id}`)).status).toBe(200);
    expect((await shop.get(`/api/products/${product.id}`)).status).toBe(200);
    expect((await shop.get('/api/products/999999')).status).toBe(404);
    expect((await shop.get('/api/nada/aqui')).status).toBe(404);

    const after = await scrape(app);
    expect(sample(after, 'vitrine_http_requests_total', labels) - sample(before, 'vitrine_http_requests_total', labels)).toBe(2);
    expect(sample(after, 'vitrine_http_request_duration_seconds_count', labels) - sample(before, 'vitrine_http_request_duration_seconds_count', labels)).toBe(
      2,
    );
    const notFound = { method: 'GET', route: '/api/products/:id', status: '404' };
    expect(sample(after, 'vitrine_http_requests_total', notFound) - sample(before, 'vitrine_http_requests_total', notFound)).toBe(1);
    expect(sample(after, 'vitrine_http_requests_total', { route: '/api/*', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`/api/products/${product.id}"`);
    expect(after).not.toContain('/api/nada');
  });

  it('counts login failures by reason and uploads by outcome', async () => {
    const app = getApp();
    const { site, admin, client } = await shopWithAdmin(app);
    const product = await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site));
    const before = await scrape(app);

    expect((await app.client().post('/api/auth/login', { username: admin.username, password: 'errada-123' })).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: '' })).status).toBe(400);
    const route = '/api/products/:id/images';
    expect((await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage()))).status).toBe(201);
    const text = imageForm(Buffer.from('não é imagem'), { filename: 'nota.txt', type: 'text/plain' });
    expect((await client.post(`/api/products/${product.id}/images`, text)).status).toBe(415);

    const after = await scrape(app);
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('vitrine_login_failures_total', { reason: 'invalid_credentials' })).toBe(1);
    expect(delta('vitrine_login_failures_total', { reason: 'invalid_input' })).toBe(1);
    expect(delta('vitrine_uploads_total', { route, outcome: 'stored' })).toBe(1);
    expect(delta('vitrine_uploads_total', { route, outcome: 'refused' })).toBe(1);
    expect(delta('vitrine_upload_request_bytes_count', { route })).toBe(1);
  });

  it("reports the public-read cache's hits and misses", async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app);
    const before = await scrape(app);
    const shop = app.client({ 'x-tenant-subdomain': site.subdomain });
    for (let i = 0; i < 3; i++) expect((await shop.get('/api/categories')).status).toBe(200);
    const after = await scrape(app);
    const delta = (result: string) => sample(after, 'vitrine_cache_answers_total', { result }) - sample(before, 'vitrine_cache_answers_total', { result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(2);
    // the bytes it holds, beside RSS (an answer kept: more than nothing; a shop looked up: too)
    expect(sample(after, 'vitrine_cache_bytes', { cache: 'answers' })).toBeGreaterThan(sample(before, 'vitrine_cache_bytes', { cache: 'answers' }));
    expect(sample(after, 'vitrine_cache_bytes', { cache: 'shops' })).toBeGreaterThan(0);
    expect(sample(after, 'vitrine_cache_bytes', { cache: 'addresses' })).toBeGreaterThan(0);
    expect(after).toContain('vitrine_cache_shop_lookups_total{result="hit"}');
    expect(after).toContain('vitrine_cache_invalidations_total{scope="shop"}');
  });
});

describe('the stores bounded apart from the answers, in /metrics', () => {
  const getApp = useTestApp({ METRICS_TOKEN: TOKEN });

  it("counts a shop's drawn parts and its favicon once its page and icon were asked for", async () => {
    const app = getApp();
    // icons are kept by the shop's id and colour, and ids start again with each test's
    // database: a colour of its own, so this shop's icon is not one an earlier test made
    const { site } = await shopWithAdmin(app, { primary_color: `#${crypto.randomBytes(3).toString('hex')}` });
    const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    await buildProduct(app.deps.db, site, category, { name: 'Pipa Arraia' });
    const before = await scrape(app);
    const shop = app.client({ 'x-tenant-subdomain': site.subdomain });
    expect((await shop.get('/products')).status).toBe(200);
    expect((await shop.get('/favicon.png')).status).toBe(200);
    const after = await scrape(app);
    // the stores are the process's: other tests' shops may be in them already, so they grow
    for (const cache of ['parts', 'favicons']) {
      expect(sample(after, 'vitrine_cache_bytes', { cache })).toBeGreaterThan(sample(before, 'vitrine_cache_bytes', { cache }));
    }
  });
});

describe('event-loop delay in /metrics', () => {
  const getApp = useTestApp({ METRICS_TOKEN: TOKEN });

  it('shows how long the event loop was held since the last scrape (perf_hooks.monitorEventLoopDelay)', async () => {
    const app = getApp();
    await scrape(app); // the window starts here
    // this test runs in the server's own process: hold its event loop for 300 ms, in a task of its own
    // as a synchronous parse of a large file was, then let the monitor's timer fire once
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        const until = performance.now() + 300;
        while (performance.now() < until) {
          // busy
        }
        setTimeout(resolve, 50);
      }, 20),
    );
    const text = await scrape(app);
    for (const name of ['nodejs_eventloop_lag_max_seconds', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_eventloop_lag_p50_seconds'])
      expect(text).toContain(`# TYPE ${name} gauge`);
    expect(sample(text, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.25);
  });
});

describe('METRICS_TOKEN', () => {
  it('refuses a token too short to be secret, saying how to make one', () => {
    expect(() => testConfig('/tmp/vitrine-config-test', { METRICS_TOKEN: 'curto' })).toThrow(
      /METRICS_TOKEN deve ter ao menos 16 caracteres \(gere com: openssl rand -hex 32\)/,
    );
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const getApp = useTestApp();

  it('is not served at all', async () => {
    const res = await getApp()
      .client()
      .get('/metrics', { headers: { authorization: 'Bearer qualquer-coisa-1234567' } });
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/vitrine_http_requests_total/);
  });
});
