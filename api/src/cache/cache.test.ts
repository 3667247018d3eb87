import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildCategory, buildProduct, buildSite, masterClient, shopWithAdmin } from '../../test/factories.ts';
import { imageForm, pngImage } from '../images/test-images.ts';
import { cacheMetrics } from './metrics.ts';
import { encodedBody, makeAnswer, readAgain, refineBrotli } from './answer.ts';
import { answerHeaders } from './send-answer.ts';

const getApp = useTestApp();

/** A published shop with one product at a price, and its admin logged in. */
async function shopWithProduct(app: TestApp, subdomain: string, price = '10.00', name = `Pipa de ${subdomain}`) {
  const { site, client } = await shopWithAdmin(app, { subdomain, store_name: `Loja ${subdomain}` });
  const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
  const product = await buildProduct(app.deps.db, site, category, { name, price });
  return { site, client, category, product };
}

const shopper = (subdomain: string) => getApp().client({ 'x-tenant-subdomain': subdomain });

/**
 * A read straight after a write, without the test client's wait for the listener: what the
 * writer's next request sees depends only on the server (it settles before answering a write).
 */
async function readNow(app: TestApp, path: string, subdomain: string) {
  const res = await fetch(app.url + path, { headers: { 'x-tenant-subdomain': subdomain } });
  const text = await res.text();
  return { status: res.status, text, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, headers: res.headers };
}

describe('public reads come from memory', () => {
  it('answers the second read from the cache, with a strong ETag, 304, and the CDN headers', async () => {
    const app = getApp();
    const { product } = await shopWithProduct(app, 'pipas');
    const first = await shopper('pipas').get(`/api/products/${product.id}`);
    const second = await shopper('pipas').get(`/api/products/${product.id}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(second.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(second.headers.get('vary')).toMatch(/X-Tenant-Subdomain/);
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await shopper('pipas').get(`/api/products/${product.id}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('keeps headers of the answer (X-Total-Count) and sends brotli, gzip or identity of the same bytes', async () => {
    const app = getApp();
    const { site, category } = await shopWithProduct(app, 'lojabr');
    for (let i = 0; i < 30; i++)
      await buildProduct(app.deps.db, site, category, { name: `Rabiola comprida número ${i}`, description: 'Rabiola de seda colorida.' });
    const plain = await getWithHost(app.url, '/api/products?limit=50', 'lojabr.localhost');
    expect(plain.headers.get('x-total-count')).toBe('31');
    for (const encoding of ['br', 'gzip']) {
      const http = await import('node:http');
      const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        http
          .get(`${app.url}/api/products?limit=50`, { headers: { host: 'lojabr.localhost', 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(raw.headers['x-total-count']).toBe('31');
      const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw.body) : zlib.gunzipSync(raw.body);
      expect(decoded.toString()).toBe(plain.text);
    }
    // the entry now keeps only compressed copies; a client that takes none still gets the bytes
    const again = await getWithHost(app.url, '/api/products?limit=50', 'lojabr.localhost');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.text).toBe(plain.text);
  });

  it('shows a change made through the API at once in this process: price, new product, logo, settings', async () => {
    const app = getApp();
    const { site, client, product, category } = await shopWithProduct(app, 'fresca', '10.00');
    const read = () => readNow(app, `/product/${product.id}`, 'fresca');
    await app.deps.cache!.settle(); // the factories' own writes are heard first (PostgreSQL: a moment after commit)
    expect((await read()).text).toContain('10,00');
    expect((await read()).headers.get('x-cache')).toBe('HIT');

    expect((await client.put(`/api/products/${product.id}`, { name: product.name, price: '12.50', unit: 'unidade', category_id: category.id })).status).toBe(
      200,
    );
    const after = await read();
    expect(after.text).toContain('12,50');
    expect(after.text).not.toContain('R$&nbsp;10,00');

    const list = () => readNow(app, '/api/products', 'fresca');
    expect((await list()).body).toHaveLength(1);
    expect((await client.post('/api/products', { name: 'Pipa Nova', price: '5.00', unit: 'unidade', category_id: category.id })).status).toBe(201);
    expect((await list()).body.map((p: { name: string }) => p.name)).toContain('Pipa Nova');

    const config = () => readNow(app, '/api/config', 'fresca');
    expect((await config()).body.logo_url).toBeNull();
    const logo = await client.post('/api/config/logo', imageForm(await pngImage(64, 64), { filename: 'logo.png' }));
    expect(logo.status).toBe(200);
    expect((await config()).body.logo_url).toBe(logo.body.logo_url);

    expect((await client.put('/api/config', { store_name: 'Fresquinha' })).status).toBe(200);
    expect((await readNow(app, '/', 'fresca')).text).toContain('Fresquinha');
    expect(site.id).toBeGreaterThan(0);
  });

  it('answers 404 at once after unpublish, and the shop at once after publish again', async () => {
    const app = getApp();
    const { site } = await shopWithProduct(app, 'vaievem');
    const { client: master } = await masterClient(app);
    const home = () => readNow(app, '/', 'vaievem');
    const info = () => readNow(app, '/api/site/info', 'vaievem');
    expect((await home()).status).toBe(200);
    expect((await info()).status).toBe(200);
    expect((await master.post(`/api/master/clients/${site.id}/unpublish`)).status).toBe(200);
    expect((await home()).status).toBe(404);
    expect((await info()).status).toBe(404);
    expect((await master.post(`/api/master/clients/${site.id}/publish`)).status).toBe(200);
    expect((await home()).status).toBe(200);
    expect((await info()).status).toBe(200);
  });

  it('answers a shop made after its host was asked for (the unknown-shop 404 does not outlive it)', async () => {
    const app = getApp();
    expect((await getWithHost(app.url, '/', 'nova.localhost')).status).toBe(404);
    expect((await getWithHost(app.url, '/', 'nova.localhost')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    await buildSite(app.deps.db, { subdomain: 'nova', store_name: 'Loja Nova' });
    const res = await getWithHost(app.url, '/', 'nova.localhost');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Loja Nova');
  });

  it('never answers one shop with another’s bytes: same path by subdomain, custom domain, ?sub= and header', async () => {
    const app = getApp();
    const a = await shopWithProduct(app, 'lojaa', '11.00', 'Pipa Azul');
    const b = await shopWithProduct(app, 'lojab', '22.00', 'Pipa Branca');
    const { client: master } = await masterClient(app);
    expect((await master.post('/api/master/domains/setup', { subdomain: 'lojaa', custom_domain: 'www.lojaa.com.br' })).status).toBe(200);
    expect((await master.post('/api/master/domains/setup', { subdomain: 'lojab', custom_domain: 'www.lojab.com.br' })).status).toBe(200);
    await app.deps.db('custom_domains').update({ status: 'verificado' }); // as a passing DNS check does (domains/)
    const ways: [string, (sub: string, path: string) => Promise<{ status: number; text: string }>][] = [
      ['subdomain', (sub, path) => getWithHost(app.url, path, `${sub}.localhost`)],
      ['custom domain', (sub, path) => getWithHost(app.url, path, `www.${sub}.com.br`)],
      ['?sub=', (sub, path) => getWithHost(app.url, `${path}${path.includes('?') ? '&' : '?'}sub=${sub}`, 'localhost')],
      ['header', (sub, path) => getWithHost(app.url, path, 'localhost', { 'x-tenant-subdomain': sub })],
    ];
    for (const path of ['/', '/products', '/sitemap.xml', '/robots.txt', '/api/products', '/api/site/info', '/api/categories']) {
      for (const [way, get] of ways) {
        // twice each: the second answers come from the cache
        for (let round = 0; round < 2; round++) {
          const [ra, rb] = [await get('lojaa', path), await get('lojab', path)];
          expect([ra.status, rb.status], `${way} ${path}`).toEqual([200, 200]);
          if (path === '/' || path === '/products' || path === '/api/products') {
            expect(ra.text, `${way} ${path}`).toContain('Pipa Azul');
            expect(ra.text, `${way} ${path}`).not.toContain('Pipa Branca');
            expect(rb.text, `${way} ${path}`).toContain('Pipa Branca');
            expect(rb.text, `${way} ${path}`).not.toContain('Pipa Azul');
          } else {
            expect(ra.text, `${way} ${path}`).not.toBe(rb.text);
          }
        }
      }
    }
    expect(a.site.id).not.toBe(b.site.id);
  });

  it('never stores what a draft preview reads: it goes out private and the public still gets 404', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app, { subdomain: 'rascunho', store_name: 'Loja Rascunho', is_published: false });
    await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site), { name: 'Pipa Secreta' });
    // the signed preview link (preview/), as "Ver minha loja" gives it, becomes a cookie on the shop's host
    const link = new URL((await client.get('/api/preview-link')).body.url);
    const cookie = (await getWithHost(app.url, link.pathname + link.search, 'rascunho.localhost')).headers.get('set-cookie')!.split(';')[0]!;
    const preview = await getWithHost(app.url, '/', 'rascunho.localhost', { cookie });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Pipa Secreta');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-cache')).toBe('PRIVATE');
    expect(preview.headers.get('vary')).toMatch(/Cookie/);
    const apiPreview = await getWithHost(app.url, '/api/products', 'rascunho.localhost', { cookie });
    expect(apiPreview.headers.get('cache-control')).toBe('private, no-store');
    expect(apiPreview.body.map((p: { name: string }) => p.name)).toContain('Pipa Secreta');
    const adminRead = await client.get('/api/products?sub=rascunho');
    expect(adminRead.headers.get('cache-control')).toBe('private, no-store');

    const anonymous = await getWithHost(app.url, '/?sub=rascunho', 'localhost');
    expect(anonymous.status).toBe(404);
    expect(anonymous.text).not.toContain('Pipa Secreta');
    expect((await app.client().get('/api/products?sub=rascunho')).status).toBe(404);
  });

  it('serves a hit before the routers with the very headers the route sent (API read and page)', async () => {
    const app = getApp();
    const { product, client } = await shopWithProduct(app, 'cedo');
    await app.deps.cache!.settle(); // the factories' writes heard first (PostgreSQL: a moment after commit)
    const comparable = (h: Headers) => {
      const all = Object.fromEntries(h.entries());
      // per request or per answer by nature: the id, the date and where the answer came from
      for (const name of ['x-request-id', 'date', 'x-cache', 'connection', 'keep-alive']) delete all[name];
      return all;
    };
    for (const path of [`/api/products/${product.id}`, '/api/products?ordem=menor-preco', '/', '/categories']) {
      const routed = await readNow(app, path, 'cedo');
      const early = await readNow(app, path, 'cedo');
      expect(routed.headers.get('x-cache'), path).toBe('MISS');
      expect(early.headers.get('x-cache'), path).toBe('HIT');
      expect(early.text, path).toBe(routed.text);
      expect(comparable(early.headers), path).toEqual(comparable(routed.headers));
    }
    // the API's CORS headers came along; a login still goes to the routers (private, no-store)
    const api = await readNow(app, `/api/products/${product.id}`, 'cedo');
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
    const loggedIn = await client.get(`/api/products/${product.id}`, { headers: { 'x-tenant-subdomain': 'cedo' } });
    expect(loggedIn.headers.get('x-cache')).toBe('PRIVATE');
    expect(loggedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('counts an entry at its compressed size once the identity copy is dropped (the bound holds pages, not raw HTML)', async () => {
    const app = getApp();
    const { site } = await shopWithProduct(app, 'medida');
    await app.deps.cache!.settle(); // the factories' writes heard first (PostgreSQL: a moment after commit)
    // this shop's bytes only, taken right after the brotli answer: a later read in another
    // encoding (fetch asks gzip too) may add that copy, which is the entry's right
    const responses = app.deps.cache!.responses;
    const before = responses.ownerBytes(site.id);
    const res = await fetch(`${app.url}/`, { headers: { 'x-tenant-subdomain': 'medida', 'accept-encoding': 'br' } });
    const sent = Number(res.headers.get('content-length'));
    await res.arrayBuffer();
    const stored = responses.ownerBytes(site.id) - before;
    const plain = await fetch(`${app.url}/`, { headers: { 'x-tenant-subdomain': 'medida', 'accept-encoding': 'identity' } });
    const identity = (await plain.text()).length;
    expect(sent).toBeLessThan(identity / 3);
    // the brotli copy, its key and a little bookkeeping: far below the page's raw bytes
    expect(stored).toBeLessThan(sent + 1024);
  });

  it('sends a miss in fast brotli and, once the page is read again, a smaller copy of the same bytes with an ETag of its own', async () => {
    const app = getApp();
    const { site } = await shopWithProduct(app, 'enxuta');
    // the factories' writes heard first (PostgreSQL tells a moment after commit): else one may
    // drop the page between its miss and its hits
    await app.deps.cache!.settle();
    const responses = app.deps.cache!.responses;
    const read = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${app.url}/`, { headers: { 'x-tenant-subdomain': 'enxuta', 'accept-encoding': 'br', ...headers } });
      const body = Buffer.from(await res.arrayBuffer());
      return { status: res.status, cache: res.headers.get('x-cache'), etag: res.headers.get('etag')!, body };
    };
    // fetch decodes brotli itself: the sizes come from what the server counts for the shop
    const miss = await read();
    const fastBytes = responses.ownerBytes(site.id);
    expect(miss.cache).toBe('MISS');
    expect(miss.etag).toMatch(/-br\.fast"$/);
    const hits = [await read(), await read()];
    expect(hits.map((h) => [h.cache, h.etag])).toEqual([
      ['HIT', miss.etag],
      ['HIT', miss.etag],
    ]);
    await new Promise((resolve) => setImmediate(resolve)); // the smaller copy is made after the second hit went out
    const kept = await read();
    expect(kept.etag).toBe(miss.etag.replace('-br.fast"', '-br"'));
    expect(kept.body.equals(miss.body)).toBe(true);
    expect(responses.ownerBytes(site.id)).toBeLessThan(fastBytes);
    // a browser holding the fast copy revalidates against the new one: same bytes, so 304
    expect((await read({ 'if-none-match': miss.etag })).status).toBe(304);
    expect((await read({ 'if-none-match': kept.etag })).status).toBe(304);
  });

  it('names the fast copy in the ETag until the smaller one replaces it, the hit that asks for it included', () => {
    const page = makeAnswer(200, 'text/html', `<ul>${Array.from({ length: 300 }, (_, i) => `<li>Pipa ${i} de seda</li>`).join('')}</ul>`);
    const tag = () => answerHeaders(page, 'public', 'HIT', 'br', 0).always.find(([name]) => name === 'ETag')?.[1];
    const fast = encodedBody(page, 'br').body;
    expect(tag()).toBe(`"${page.etag}-br.fast"`);
    expect([readAgain(page), readAgain(page)]).toEqual([false, true]);
    expect(tag()).toBe(`"${page.etag}-br.fast"`); // the hit that asked still sends the fast bytes
    expect(readAgain(page)).toBe(false); // asked once only
    refineBrotli(page);
    const kept = encodedBody(page, 'br').body;
    expect(tag()).toBe(`"${page.etag}-br"`);
    expect(kept.length).toBeLessThan(fast.length);
    expect(zlib.brotliDecompressSync(kept).equals(zlib.brotliDecompressSync(fast))).toBe(true);
    expect(readAgain(page)).toBe(false);
  });

  it('keeps only an answer’s own bytes: not zlib’s 64 KB output block nor Buffer’s shared pool', () => {
    const small = makeAnswer(200, 'application/json', JSON.stringify({ id: 1, name: 'Pipa' }));
    const list = makeAnswer(200, 'application/json', JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Pipa ${i}` }))));
    const held = (b: Buffer) => b.buffer.byteLength;
    expect(held(small.body!)).toBe(small.body!.length);
    for (const encoding of ['br', 'gzip'] as const) {
      const { body } = encodedBody(list, encoding);
      expect(body.length).toBeLessThan(1024);
      expect(held(body)).toBe(body.length);
      expect(held(list.encoded[encoding]!)).toBe(list.encoded[encoding]!.length);
    }
  });

  it('renders once for 50 requests at once on a cold page', async () => {
    const app = getApp();
    await shopWithProduct(app, 'multidao');
    const before = cacheMetrics();
    const answers = await Promise.all(Array.from({ length: 50 }, () => getWithHost(app.url, '/products', 'multidao.localhost')));
    const after = cacheMetrics();
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits + after.coalesced - before.hits - before.coalesced).toBe(49);
  });
});

describe('with CACHE_MAX_MB=0', () => {
  const getBare = useTestApp({ CACHE_MAX_MB: '0' });
  it('reads through every time, with the same headers', async () => {
    const app = getBare();
    await buildSite(app.deps.db, { subdomain: 'semcache' });
    for (let i = 0; i < 2; i++) {
      const res = await getWithHost(app.url, '/api/site/info', 'semcache.localhost');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('BYPASS');
    }
  });
});
