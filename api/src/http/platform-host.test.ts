import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildSite, buildUser, PASSWORD } from '../../test/factories.ts';
import { isShopHost } from './platform-host.ts';

const getApp = useTestApp({ PUBLIC_URL: 'https://vitrine.test', PLATFORM_DOMAIN: 'vitrine.test' });

/** A POST with a chosen Host header, as a browser on a shop's domain would send it. */
function postWithHost(
  baseUrl: string,
  path: string,
  host: string,
  body: unknown,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      new URL(path, baseUrl),
      { method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('the admin lives on the platform host only', () => {
  it('redirects /admin on a shop subdomain or custom domain to the same path on PUBLIC_URL', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas' });
    await app.deps.db('custom_domains').insert({ site_id: site.id, domain: 'www.pipasdaana.com.br' });
    for (const host of ['pipas.vitrine.test', 'www.pipasdaana.com.br', 'loja.qualquer.com.br']) {
      for (const path of ['/admin', '/admin/login', '/admin/products?x=1']) {
        const res = await getWithHost(app.url, path, host);
        expect(res.status, `${host}${path}`).toBe(308);
        expect(res.headers.get('location')).toBe(`https://vitrine.test${path}`);
      }
    }
  });

  it('never logs in nor sets a cookie on a shop host: the login call is redirected too', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas' });
    const admin = await buildUser(app.deps.db, { site });
    const res = await postWithHost(app.url, '/api/auth/login', 'pipas.vitrine.test', { username: admin.username, password: PASSWORD });
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('https://vitrine.test/api/auth/login');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await app.deps.db('sessions').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect((await getWithHost(app.url, '/api/auth/me', 'pipas.vitrine.test')).status).toBe(308);
  });

  it('keeps working on the platform host, its www, and by IP; shoppers keep ?sub= on the platform host', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'pipas' });
    for (const host of ['vitrine.test', 'www.vitrine.test', '127.0.0.1:3000']) {
      expect((await getWithHost(app.url, '/admin/login', host)).status, host).not.toBe(308);
    }
    const admin = await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const login = await postWithHost(app.url, '/api/auth/login', 'vitrine.test', { username: admin.username, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers['set-cookie']?.[0]).toMatch(/^vitrine_session=/);
    expect(login.headers['set-cookie']?.[0]).not.toMatch(/Domain=/i); // host-only: never shared with shop subdomains
    const shopper = await getWithHost(app.url, '/api/products?sub=pipas', 'vitrine.test');
    expect(shopper.status).toBe(200);
  });

  it('tells shop hosts from the platform host', () => {
    expect(isShopHost('pipas.vitrine.com.br', 'vitrine.com.br', 'vitrine.com.br')).toBe(true);
    expect(isShopHost('www.loja.com.br:443', 'vitrine.com.br', 'vitrine.com.br')).toBe(true);
    expect(isShopHost('vitrine.com.br', 'vitrine.com.br', 'vitrine.com.br')).toBe(false);
    expect(isShopHost('api.vitrine.com.br', 'vitrine.com.br', 'vitrine.com.br')).toBe(false);
    expect(isShopHost('painel.vitrine.com.br', 'vitrine.com.br', 'painel.vitrine.com.br')).toBe(false);
    expect(isShopHost('10.0.0.5:3000', 'vitrine.com.br', 'vitrine.com.br')).toBe(false);
    expect(isShopHost(undefined, 'vitrine.com.br', 'vitrine.com.br')).toBe(false);
  });

  it('refuses a malformed Host (400) instead of redirecting to it or logging in under it', async () => {
    const res = await postWithHost(getApp().url, '/api/auth/login', `${'a.'.repeat(300)}com`, { username: 'x', password: 'y' });
    expect(res.status).toBe(400);
    expect((await postWithHost(getApp().url, '/api/auth/login', 'a..b.vitrine.test', { username: 'x', password: 'y' })).status).toBe(400);
  });
});
