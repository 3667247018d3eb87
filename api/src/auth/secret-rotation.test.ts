import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, workerResources, type TestApp } from '../../test/harness.ts';
import { TestClient } from '../../test/http-client.ts';
import { buildUser, loginAs } from '../../test/factories.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { digest } from './secrets.ts';
import { SESSION_COOKIE } from './sessions.ts';

/*
 * Rotating SESSION_SECRET (docs/operations.md, "Rotating the session secret"): with the old
 * one in SESSION_SECRET_PREVIOUS, sessions and API tokens made under it keep working, and move
 * to the new secret when used; new sessions use the new one. Three servers over one database,
 * as three deploys would be.
 */
const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);

let running: TestApp[] = [];
afterEach(async () => {
  for (const app of running) await app.server.close();
  running = [];
});

async function deploy(env: Record<string, string>, reset = false): Promise<TestApp> {
  const { testDb, dataDir } = await workerResources();
  if (reset) await testDb.reset();
  const app = await startTestApp(testDb, dataDir, env);
  running.push(app);
  return app;
}

const cookieOf = (client: TestClient) => new URLSearchParams(client.cookieHeader.replace(/; /g, '&')).get(SESSION_COOKIE)!;
const asCookie = (app: TestApp, cookie: string) => new TestClient(app.url, { cookie: `${SESSION_COOKIE}=${cookie}` });
const asToken = (app: TestApp, token: string) => new TestClient(app.url, { authorization: `Bearer ${token}` });

describe('SESSION_SECRET rotation', () => {
  it('accepts what the previous secret made, moves it to the new one on use, and makes new sessions with the new one', { timeout: 120_000 }, async () => {
    const before = await deploy({ SESSION_SECRET: OLD }, true);
    const master = await buildUser(before.deps.db, { user_type: 'master' });
    const browser = await loginAs(before, master.username);
    const idle = cookieOf(await loginAs(before, master.username));
    const used = cookieOf(browser);
    const token = (await browser.post('/api/master/tokens', { name: 'CI' })).body.token as string;

    const rotating = await deploy({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    expect((await asCookie(rotating, used).get('/api/auth/me')).status).toBe(200);
    expect((await asToken(rotating, token).get('/api/master/tokens')).status).toBe(200);
    const db = rotating.deps.db;
    // used: now stored under the new secret
    expect(
      await db('sessions')
        .where({ id: digest(NEW, used) })
        .first(),
    ).toBeTruthy();
    expect(
      await db('sessions')
        .where({ id: digest(OLD, used) })
        .first(),
    ).toBeFalsy();
    expect(
      await db('api_tokens')
        .where({ token_hash: digest(NEW, token) })
        .first(),
    ).toBeTruthy();
    // a new login: the new secret
    const fresh = cookieOf(await loginAs(rotating, master.username));
    expect(
      await db('sessions')
        .where({ id: digest(NEW, fresh) })
        .first(),
    ).toBeTruthy();

    // the previous secret dropped: what was used (or made) since the rotation still works; the rest is signed out
    const after = await deploy({ SESSION_SECRET: NEW });
    expect((await asCookie(after, used).get('/api/auth/me')).status).toBe(200);
    expect((await asCookie(after, fresh).get('/api/auth/me')).status).toBe(200);
    expect((await asToken(after, token).get('/api/master/tokens')).status).toBe(200);
    expect((await asCookie(after, idle).get('/api/auth/me')).status).toBe(401);
  });

  it('logging out under rotation ends a session made under the previous secret', async () => {
    const before = await deploy({ SESSION_SECRET: OLD }, true);
    const master = await buildUser(before.deps.db, { user_type: 'master' });
    const cookie = cookieOf(await loginAs(before, master.username));
    const rotating = await deploy({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    expect((await asCookie(rotating, cookie).post('/api/auth/logout')).status).toBe(200);
    expect(
      await rotating.deps
        .db('sessions')
        .where({ id: digest(OLD, cookie) })
        .first(),
    ).toBeFalsy();
    expect((await asCookie(before, cookie).get('/api/auth/me')).status).toBe(401);
  });

  it('refuses SESSION_SECRET_PREVIOUS without a new SESSION_SECRET, or equal to it', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET_PREVIOUS: OLD })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: OLD, SESSION_SECRET_PREVIOUS: OLD })).toThrow(/SESSION_SECRET_PREVIOUS/);
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD })).toMatchObject({
      sessionSecret: NEW,
      sessionSecretPrevious: OLD,
    });
  });
});
