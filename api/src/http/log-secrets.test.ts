import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig, workerResources, type TestApp } from '../../test/harness.ts';
import { buildUser, loginAs } from '../../test/factories.ts';
import { createLogger } from '../boot.ts';
import { getWithHost } from '../../test/http-client.ts';
import { redactHeaders, redactUrl } from './log-serializers.ts';

/** Every line the app logs, as text, the way a log shipper would see it. */
const captured: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    captured.push(String(chunk));
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  const { testDb, dataDir } = await workerResources();
  await testDb.reset();
  const logger = createLogger(testConfig(dataDir, { LOG_LEVEL: 'info' }), sink);
  app = await startTestApp(testDb, dataDir, {}, logger);
});
afterAll(() => app?.server.close());

describe('the access log', () => {
  it('never holds the session cookie nor the bearer token, in requests or answers', async () => {
    // Given a master who logs in (Set-Cookie) and makes a token
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const master = await loginAs(app, 'chefe');
    const session = master.cookieHeader.split('=')[1]!;
    const created = await master.post('/api/master/tokens', { name: 'ci' });
    expect(created.status).toBe(201);
    const token: string = created.body.token;

    // When both are used, in headers and in a query string
    expect((await master.get('/api/auth/me')).status).toBe(200);
    expect((await app.client({ authorization: `Bearer ${token}` }).get('/api/master/stats')).status).toBe(200);
    await app.client().get(`/api/products?sub=x&token=${token}&preview=${session}`);

    // Then the log has the requests, and neither secret anywhere in it
    const log = captured.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/api/master/stats');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(session);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(4)); // not even without its vtr_ prefix
  });

  it('never holds a secret carried by a redirect: Location is redacted the way the url is', async () => {
    // Given a login link with secrets in its query, opened on a shop host (redirected to the platform)
    await buildUser(app.deps.db, { user_type: 'master', username: 'dona' });
    const res = await getWithHost(app.url, '/admin/login?token=tk-9f8e7d6c&password=senha-secreta-42&next=%2Fprodutos', 'pipas.localhost');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toContain('token=tk-9f8e7d6c'); // the browser still gets it

    // Then the access line names the redirect, without the secrets
    const log = captured.join('');
    expect(log).toContain('"location"');
    expect(log).not.toContain('tk-9f8e7d6c');
    expect(log).not.toContain('senha-secreta-42');
    expect(log).toContain('next=%2Fprodutos');
  });

  it('redacts every URL-bearing header: Location, Content-Location, Referer', () => {
    const out = redactHeaders({
      location: 'https://vitrine.test/admin/login?token=a1&x=1',
      'Content-Location': '/p?preview=sig.v',
      referer: 'https://loja.test/?senha=123#code=9',
      'content-type': 'text/html',
    });
    expect(out).toEqual({
      location: 'https://vitrine.test/admin/login?token=[redacted]&x=1',
      'Content-Location': '/p?preview=[redacted]',
      referer: 'https://loja.test/?senha=[redacted]#code=[redacted]',
      'content-type': 'text/html',
    });
  });

  it('keeps the query values that carry no credential', () => {
    expect(redactUrl('/api/products?q=pipa&token=abc&categoria=3')).toBe('/api/products?q=pipa&token=[redacted]&categoria=3');
    expect(redactUrl('/p?preview=sig.value')).toBe('/p?preview=[redacted]');
    expect(redactUrl('https://ana:segredo@loja.test/a?q=1')).toBe('https://[redacted]@loja.test/a?q=1');
  });
});
