import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { cacheMetrics } from './metrics.ts';

/**
 * A fair cache: one shop's addresses cannot push another shop's answers out,
 * parameters no read uses make no new entries, and a Host that is no host name is refused
 * before it names a shop. 1 MB of cache, so a shop's share (1/8) is small enough to reach.
 */
const getApp = useTestApp({ CACHE_MAX_MB: '1' });

async function publishedShop(app: TestApp, subdomain: string) {
  const site = await buildSite(app.deps.db, { subdomain, store_name: `Loja ${subdomain}` });
  const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
  await buildProduct(app.deps.db, site, category, { name: 'Pipa Raia', price: '10.00' });
  return site;
}

/** GETs `paths` on `host`, `width` at a time. */
async function crawl(app: TestApp, host: string, paths: string[], width = 16) {
  let next = 0;
  const statuses = new Set<number>();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < paths.length) statuses.add((await getWithHost(app.url, paths[next++]!, host)).status);
    }),
  );
  return statuses;
}

/** A request with a Host header as given (fetch would refuse to send a bad one). */
function rawGet(app: TestApp, host: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/site/info', headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a fair cache', () => {
  it('5,000 unique addresses of shop A leave shop B’s home page a HIT', async () => {
    const app = getApp();
    await publishedShop(app, 'inundada');
    const b = await publishedShop(app, 'vizinha');
    expect((await getWithHost(app.url, '/', 'vizinha.localhost')).status).toBe(200);
    expect((await getWithHost(app.url, '/', 'vizinha.localhost')).headers.get('x-cache')).toBe('HIT');

    // a crawler's made-up pages: each its own entry (a 404 page is cached like any page), none asks the database
    const paths = Array.from({ length: 5000 }, (_, i) => `/pagina-${i + 1}`);
    expect(await crawl(app, 'inundada.localhost', paths)).toEqual(new Set([404]));

    const { responses } = app.deps.cache!;
    const aShare = responses.ownerBytes((await app.deps.db('sites').where({ subdomain: 'inundada' }).first()).id);
    expect(aShare).toBeLessThanOrEqual(2 ** 20 / 8);
    expect(responses.ownerBytes(b.id)).toBeGreaterThan(0);
    expect((await getWithHost(app.url, '/', 'vizinha.localhost')).headers.get('x-cache')).toBe('HIT');
  }, 300_000);

  it('parameters no read uses share one entry: ?x=1 … ?x=50 is the page once', async () => {
    const app = getApp();
    await publishedShop(app, 'parametros');
    const before = app.deps.cache!.responses.size;
    const first = await getWithHost(app.url, '/products?x=0', 'parametros.localhost');
    expect(first.headers.get('x-cache')).toBe('MISS');
    for (let x = 1; x <= 50; x++) {
      const res = await getWithHost(app.url, `/products?x=${x}&utm_source=insta`, 'parametros.localhost');
      expect(res.headers.get('x-cache'), `?x=${x}`).toBe('HIT');
      expect(res.text).toBe(first.text);
    }
    // a parameter a page reads is its own entry, in any order
    expect((await getWithHost(app.url, '/products?q=raia&x=1', 'parametros.localhost')).headers.get('x-cache')).toBe('MISS');
    expect((await getWithHost(app.url, '/products?x=2&q=raia', 'parametros.localhost')).headers.get('x-cache')).toBe('HIT');
    expect((await getWithHost(app.url, '/api/products?limit=1&x=1', 'parametros.localhost')).headers.get('x-cache')).toBe('MISS');
    expect((await getWithHost(app.url, '/api/products?x=9&limit=1', 'parametros.localhost')).headers.get('x-cache')).toBe('HIT');
    expect(app.deps.cache!.responses.size - before).toBe(3);
  });

  it('answers 400 to a Host that is no host name, before any shop lookup', async () => {
    const app = getApp();
    await publishedShop(app, 'anfitria');
    const lookups = () => cacheMetrics().lookupHits + cacheMetrics().lookupMisses;
    const before = lookups();
    for (const host of [`${'a'.repeat(250)}.localhost`, 'loja inválida.localhost', 'anfitria.localhost/../x', 'a..localhost', '-x.localhost']) {
      const res = await rawGet(app, host);
      expect(res.status, host).toBe(400);
      expect(res.text).toBe('Endereço inválido: o cabeçalho Host não é um nome de domínio.');
    }
    expect(lookups()).toBe(before);
    expect((await rawGet(app, 'anfitria.localhost:8080')).status).toBe(200);
    expect((await rawGet(app, '127.0.0.1')).status).toBe(404);
  });
});
