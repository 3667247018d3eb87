import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig, workerResources, type TestApp } from '../../test/harness.ts';
import { buildUser, loginAs } from '../../test/factories.ts';
import { createLogger } from '../boot.ts';
import { redactUrl } from './log-serializers.ts';

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

  it('keeps the query values that carry no credential', () => {
    expect(redactUrl('/api/products?q=pipa&token=abc&categoria=3')).toBe('/api/products?q=pipa&token=[redacted]&categoria=3');
    expect(redactUrl('/p?preview=sig.value')).toBe('/p?preview=[redacted]');
  });
});
