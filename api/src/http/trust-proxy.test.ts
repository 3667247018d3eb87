import http from 'node:http';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, masterClient } from '../../test/factories.ts';

/*
 * Behind Caddy on one machine (infra/Caddyfile, infra/compose.yaml), TRUST_PROXY=loopback:
 * the X-Forwarded-* headers count only when the connection comes from a loopback address
 * (Caddy). From any other address they are the client's own words and are ignored. Real
 * connections from two source addresses: 127.0.0.2 (loopback, not the usual 127.0.0.1) and
 * this machine's own non-loopback address, to a server listening on every interface.
 */
const external = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
if (!external) throw new Error('this test needs a non-loopback IPv4 address on the machine');

const getApp = useTestApp({ TRUST_PROXY: 'loopback', HOST: '0.0.0.0' });

/** A request from `from` to the server, with a session cookie and forwarded headers. */
function request(port: number, from: string, path: string, headers: Record<string, string>, body: unknown) {
  const data = JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: from,
        localAddress: from,
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const FORWARDED = { 'x-forwarded-for': '203.0.113.77', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'outra-loja.localhost' };

describe('forwarded headers are trusted from loopback only (TRUST_PROXY=loopback)', () => {
  it("from a loopback address: the shopper's address comes from X-Forwarded-For", async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'maria' });
    const { client } = await masterClient(app);
    const port = Number(new URL(app.url).port);
    const res = await request(
      port,
      '127.0.0.2',
      '/api/master/domains/setup',
      { ...FORWARDED, cookie: client.cookieHeader, host: `localhost:${port}` },
      { subdomain: 'maria' },
    );
    expect(res.status).toBe(200);
    const audit = await app.deps.db('audit_log').where({ action: 'domains.setup' }).first();
    expect(audit.ip).toBe('203.0.113.77');
  });

  it('from another address: X-Forwarded-For is ignored, the connection is the client', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'maria' });
    const { client } = await masterClient(app);
    const port = Number(new URL(app.url).port);
    const res = await request(
      port,
      external,
      '/api/master/domains/setup',
      { ...FORWARDED, cookie: client.cookieHeader, host: `localhost:${port}` },
      { subdomain: 'maria' },
    );
    expect(res.status).toBe(200);
    const audit = await app.deps.db('audit_log').where({ action: 'domains.setup' }).first();
    expect(audit.ip).toMatch(new RegExp(`^(::ffff:)?${external.replace(/\./g, '\\.')}$`));
  });

  it('never lets X-Forwarded-Host choose the shop, not even from loopback (Caddy passes Host through)', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'maria', store_name: 'Doces da Maria', is_published: true });
    await buildSite(app.deps.db, { subdomain: 'outra-loja', store_name: 'Outra Loja', is_published: true });
    const port = Number(new URL(app.url).port);
    for (const from of ['127.0.0.2', external]) {
      const text = await new Promise<string>((resolve, reject) => {
        http
          .get({ host: from, localAddress: from, port, path: '/api/site/info', headers: { ...FORWARDED, host: `maria.localhost:${port}` } }, (res) => {
            let t = '';
            res.on('data', (c) => (t += c));
            res.on('end', () => resolve(t));
          })
          .on('error', reject);
      });
      expect(JSON.parse(text).subdomain).toBe('maria');
    }
  });

  it("keeps Express's trust function to loopback: X-Forwarded-Proto and -Host count from 127.0.0.0/8 and ::1 only", async () => {
    const app = getApp();
    // the compiled function Express asks for req.ip, req.protocol and req.hostname alike
    const { createApp } = await import('../app.ts');
    const trust = createApp(app.deps, { shuttingDown: false }).get('trust proxy fn') as (addr: string, i: number) => boolean;
    expect(['127.0.0.1', '127.0.0.2', '::1'].map((a) => trust(a, 0))).toEqual([true, true, true]);
    expect([external, '10.0.0.5', '::ffff:203.0.113.1'].map((a) => trust(a, 0))).toEqual([false, false, false]);
  });
});
