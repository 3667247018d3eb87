import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { encodedBody, makeAnswer } from './answer.ts';
import { keptStyleBytes, styledPageGzip } from './style-gzip.ts';

const getApp = useTestApp();

/** What Chromium asks for. */
const BROWSER = 'gzip, deflate, br, zstd';

/** A GET as it comes off the wire: node:http does not decode bodies, fetch does. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const sheet = (seed: string, bytes: number) => `.s-${seed}{color:#123456}`.repeat(Math.ceil(bytes / 24)).slice(0, bytes);
const page = (style: string, body: string) =>
  Buffer.from(`<!doctype html><html><head><title>Pipas</title><style>${style}</style></head><body>${body}</body></html>`);

describe('a page’s gzip with its stylesheet compressed once', () => {
  it('is a gzip of exactly the page, whatever the page around the stylesheet', () => {
    const style = sheet('a', 20_000);
    for (const body of ['', 'Pipa', '<p>Rabiola de seda, linha 10 e carretel.</p>'.repeat(500), 'Ação «pipa» 🪁'.repeat(100)]) {
      const raw = page(style, body);
      const gz = styledPageGzip(raw)!;
      expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
      expect(gz.length).toBeLessThan(raw.length);
    }
  });

  it('compresses each stylesheet once, keeps them within a bound, and leaves pages without a large one to the caller', () => {
    const style = sheet('b', 10_000);
    styledPageGzip(page(style, 'primeira'));
    const held = keptStyleBytes();
    const again = styledPageGzip(page(style, 'segunda'))!;
    expect(keptStyleBytes()).toBe(held);
    // the kept copy is the stylesheet at zlib's best level, as it is on the wire
    expect(again.includes(zlib.deflateRawSync(Buffer.from(style), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }))).toBe(true);
    for (let i = 0; i < 300; i++) styledPageGzip(page(sheet(`c${i}`, 8_000), 'outra'));
    expect(keptStyleBytes()).toBeLessThanOrEqual(2 * 2 ** 20);

    expect(styledPageGzip(Buffer.from('<html><body>sem estilo</body></html>'))).toBeUndefined();
    expect(styledPageGzip(page('.vs{color:red}', 'pequeno'))).toBeUndefined();
    expect(styledPageGzip(Buffer.from(`<style>${style}`))).toBeUndefined(); // never closed
  });

  it('is not used for JSON, nor for a client that takes brotli alone', () => {
    const text = `<style>${sheet('d', 6_000)}</style>`;
    const json = makeAnswer(200, 'application/json', JSON.stringify({ description: text }));
    expect(encodedBody(json, 'br,gzip').encoding).toBe('br');
    const html = makeAnswer(200, 'text/html; charset=utf-8', page(sheet('e', 6_000), 'Pipa'));
    expect(encodedBody(html, 'br').encoding).toBe('br');
    const other = makeAnswer(200, 'text/html; charset=utf-8', page(sheet('e', 6_000), 'Pipa'));
    expect(encodedBody(other, 'br,gzip').encoding).toBe('gzip');
  });
});

describe('a storefront page’s miss', () => {
  it('goes out in gzip to a browser, and once read again in a smaller brotli copy of the same bytes', async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app, { subdomain: 'costura', store_name: 'Armarinho da Costura' });
    await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site, { name: 'Linhas' }), { name: 'Linha de pipa 10', price: '12.00' });
    await app.deps.cache!.settle();
    const get = (headers: Record<string, string>, path = '/') => rawGet(`${app.url}${path}`, { host: 'costura.localhost', ...headers });

    const miss = await get({ 'accept-encoding': BROWSER });
    expect([miss.status, miss.headers['x-cache'], miss.headers['content-encoding']]).toEqual([200, 'MISS', 'gzip']);
    expect(miss.headers.etag).toMatch(/-gzip"$/);
    expect(Number(miss.headers['content-length'])).toBe(miss.body.length);
    const html = zlib.gunzipSync(miss.body);
    expect(html.toString()).toContain('Linha de pipa 10');
    const style = html.subarray(html.indexOf('<style>') + 7, html.indexOf('</style>'));
    expect(style.length).toBeGreaterThan(10_000);
    expect(miss.body.includes(zlib.deflateRawSync(style, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }))).toBe(true);
    expect(miss.body.length).toBeLessThan(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } }).length);

    const hits = [await get({ 'accept-encoding': BROWSER }), await get({ 'accept-encoding': BROWSER })];
    expect(hits.map((h) => [h.headers['x-cache'], h.headers['content-encoding'], h.headers.etag])).toEqual([
      ['HIT', 'gzip', miss.headers.etag],
      ['HIT', 'gzip', miss.headers.etag],
    ]);
    await new Promise((resolve) => setImmediate(resolve)); // the brotli copy is made after the second hit went out
    const kept = await get({ 'accept-encoding': BROWSER });
    expect([kept.headers['content-encoding'], kept.headers.etag]).toEqual(['br', miss.headers.etag!.replace('-gzip"', '-br"')]);
    expect(zlib.brotliDecompressSync(kept.body).equals(html)).toBe(true);
    expect(kept.body.length).toBeLessThan(miss.body.length);
    // a browser holding the gzip copy revalidates against the brotli one: same bytes, so 304
    expect((await get({ 'accept-encoding': BROWSER, 'if-none-match': miss.headers.etag! })).status).toBe(304);

    // the gzip copy went with the refinement: a client that takes gzip alone gets it made again, its length its own
    const gzipOnly = await get({ 'accept-encoding': 'gzip' });
    expect([gzipOnly.headers['content-encoding'], Number(gzipOnly.headers['content-length'])]).toEqual(['gzip', gzipOnly.body.length]);
    expect(zlib.gunzipSync(gzipOnly.body).equals(html)).toBe(true);
    const plain = await get({});
    expect([plain.headers['content-encoding'], plain.body.equals(html)]).toEqual([undefined, true]);

    // a client that does not take gzip never gets it, on a miss either
    const brOnly = await get({ 'accept-encoding': 'br' }, '/products');
    expect([brOnly.headers['x-cache'], brOnly.headers['content-encoding']]).toEqual(['MISS', 'br']);
    expect(zlib.brotliDecompressSync(brOnly.body).toString()).toContain('Linha de pipa 10');
  });
});
