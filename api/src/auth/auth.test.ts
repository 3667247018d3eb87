import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, buildUser, loginAs, PASSWORD } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { LOGIN_LIMITS } from './login.ts';
import { verifyPassword } from './passwords.ts';

const getApp = useTestApp();

describe('POST /api/auth/login', () => {
  it('logs a store admin in and answers the docs/product.md §3 user shape with an HttpOnly session cookie', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas' });
    await buildUser(app.deps.db, { site, username: 'ana', full_name: 'Ana Souza' });
    const res = await app.client().post('/api/auth/login', { username: 'ana', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'ana', full_name: 'Ana Souza', user_type: 'store_admin', client_site_id: site.id, subdomain: 'pipas' });
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^vitrine_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/connect\.sid/);
    expect(cookie).not.toMatch(/Secure/); // only in production
  });

  it('answers master users with user_type master and client_site_id 0', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const me = await (await loginAs(app, 'chefe')).get('/api/auth/me');
    expect(me.body).toMatchObject({ username: 'chefe', user_type: 'master', client_site_id: 0, subdomain: null });
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const wrong = await app.client().post('/api/auth/login', { username: 'chefe', password: 'errada-123' });
    const unknown = await app.client().post('/api/auth/login', { username: 'ninguem', password: 'errada-123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: messages.auth.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('requires username and password (400 naming the field)', async () => {
    const res = await getApp().client().post('/api/auth/login', { username: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty('password');
  });

  it('ignores username case', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    expect((await app.client().post('/api/auth/login', { username: 'CHEFE', password: PASSWORD })).status).toBe(200);
  });

  it('issues a new session id at every login and drops the old one', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const client = await loginAs(app, 'chefe');
    const first = client.cookieHeader;
    const again = await client.post('/api/auth/login', { username: 'chefe', password: PASSWORD });
    expect(again.status).toBe(200);
    expect(client.cookieHeader).not.toBe(first);
    const old = app.client({ cookie: first });
    expect((await old.get('/api/auth/me')).status).toBe(401);
    expect(await app.deps.db('sessions').count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('refuses the admin of an inactive shop with a clear message', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { is_active: false });
    const admin = await buildUser(app.deps.db, { site });
    const res = await app.client().post('/api/auth/login', { username: admin.username, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(messages.auth.inactiveSite);
  });

  it(`limits attempts per username and address (429 with Retry-After after ${LOGIN_LIMITS.perUser})`, async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const client = app.client();
    // one address failing, slowly enough that the account's own lock (login-limits.test.ts) has passed each time
    for (let i = 0; i < LOGIN_LIMITS.perUser; i++) {
      expect((await client.post('/api/auth/login', { username: 'chefe', password: 'errada-123' })).status).toBe(401);
      await app.deps.db('login_attempts').where('key', 'login-account:chefe').delete();
    }
    const blocked = await client.post('/api/auth/login', { username: 'chefe', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(messages.auth.tooManyAttempts);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // the counter lives in the database, where every API process sees it; a refused attempt adds nothing
    const row = await app.deps.db('login_attempts').where('key', 'like', 'login:chefe|%').first();
    expect(row.count).toBe(LOGIN_LIMITS.perUser);
  });
  it('refuses a login posted from another site (Origin / Sec-Fetch-Site)', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const evil = await app.client({ origin: 'https://evil.example' }).post('/api/auth/login', { username: 'chefe', password: PASSWORD });
    expect(evil.status).toBe(403);
    const crossSite = await app.client({ 'sec-fetch-site': 'cross-site' }).post('/api/auth/login', { username: 'chefe', password: PASSWORD });
    expect(crossSite.status).toBe(403);
    const host = new URL(app.url).host;
    const same = await app
      .client({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin' })
      .post('/api/auth/login', { username: 'chefe', password: PASSWORD });
    expect(same.status).toBe(200);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 without a session', async () => {
    const res = await getApp().client().get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(messages.auth.notLoggedIn);
  });

  it('logout destroys the session on the server, not just the cookie', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const client = await loginAs(app, 'chefe');
    const stolenCookie = client.cookieHeader;
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(messages.auth.logoutDone);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await app.client({ cookie: stolenCookie }).get('/api/auth/me')).status).toBe(401);
  });

  it('stores only a digest of the session id', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const client = await loginAs(app, 'chefe');
    const token = client.cookieHeader.split('=')[1]!;
    const rows = await app.deps.db('sessions').select('id');
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(token);
  });

  it('stores passwords as argon2id hashes at the product cost (19 MiB, two passes)', async () => {
    const app = getApp();
    const master = await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const client = await loginAs(app, 'chefe');
    const res = await client.post('/api/auth/password', { current_password: PASSWORD, new_password: 'outra-senha-forte-456' });
    expect(res.status).toBe(200);
    const row = await app.deps.db('users').where('id', master.id).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('outra-senha-forte-456', row.password_hash)).toBe(true);
    expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(false);
  });
});

describe('roles on the server', () => {
  it('401 for anonymous and 403 for a store admin on /api/master/*', async () => {
    const app = getApp();
    expect((await app.client().get('/api/master/stats')).status).toBe(401);
    const site = await buildSite(app.deps.db);
    const admin = await buildUser(app.deps.db, { site });
    const res = await (await loginAs(app, admin.username)).get('/api/master/stats');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(messages.auth.masterOnly);
  });

  it('lets the master read stats', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { is_active: false, is_published: false });
    await buildSite(app.deps.db);
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const res = await (await loginAs(app, 'chefe')).get('/api/master/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 2, active: 1, published: 1, inactive: 1 });
  });

  it('ends the sessions of a shop switched inactive at once', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    const admin = await buildUser(app.deps.db, { site });
    const client = await loginAs(app, admin.username);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await app.deps.db('sites').where('id', site.id).update({ is_active: false });
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});
