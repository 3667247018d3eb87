import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountAdminUi } from './mount.ts';
import type { AppDeps } from '../http/context.ts';

const INDEX = `<!doctype html><html><head>
<meta name="vitrine-platform-domain" content="" />
<meta name="vitrine-public-url" content="" />
<script type="module" src="/admin/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

/** The admin UI's server side: the SPA under /admin, as a browser would fetch it. */
describe('admin UI mount', () => {
  let base: string;
  let server: http.Server;
  let dist: string;
  let missingBase: string;
  let missingServer: http.Server;

  async function listen(distDir: string, env = 'development') {
    const app = express();
    const deps = { config: { env, platformDomain: 'vitrine.com.br', publicUrl: 'https://vitrine.com.br' } } as unknown as AppDeps;
    mountAdminUi(app, deps, distDir);
    const s = http.createServer(app);
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    return { s, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["segredo.tsx"]}');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // what admin-ui/scripts/precompress.mjs leaves beside a hashed file
    const js = Buffer.from('console.log("pipas");'.repeat(100));
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js.gz'), zlib.gzipSync(js));
    ({ s: server, url: base } = await listen(dist));
    ({ s: missingServer, url: missingBase } = await listen(path.join(dist, 'nao-existe')));
  });
  afterAll(() => {
    server?.close();
    missingServer?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every client route with index.html, never cached, with the platform address written in', async () => {
    for (const p of ['/admin', '/admin/', '/admin/login', '/admin/products/edit/3', '/admin/clientes/9/editar', '/admin/qualquer/coisa']) {
      const res = await fetch(base + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(html).toContain('<meta name="vitrine-platform-domain" content="vitrine.com.br" />');
      expect(html).toContain('<meta name="vitrine-public-url" content="https://vitrine.com.br" />');
    }
  });

  it('caches hashed assets for a year and answers 404 for a missing one, not the page', async () => {
    const asset = await fetch(`${base}/admin/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const missing = await fetch(`${base}/admin/assets/index-old999.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');

    const icon = await fetch(`${base}/admin/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends the brotli or gzip copy made at build time, immutable, and the file itself to a client that takes neither', async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/admin/assets/app-def456.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const original = fs.readFileSync(path.join(dist, 'assets', 'app-def456.js'));
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('serves no source map in production', async () => {
    const prod = await listen(dist, 'production');
    try {
      expect((await fetch(`${prod.url}/admin/assets/index-abc123.js.map`)).status).toBe(404);
      expect((await fetch(`${prod.url}/admin/assets/index-abc123.js`)).status).toBe(200);
    } finally {
      prod.s.close();
    }
    expect((await fetch(`${base}/admin/assets/index-abc123.js.map`)).status).toBe(200); // development: for debugging
  });

  it('leaves other methods and other paths alone', async () => {
    expect((await fetch(`${base}/admin/login`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/administrador`)).status).toBe(404);
  });

  it('says how to build it when the build is missing', async () => {
    const res = await fetch(`${missingBase}/admin/login`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});
