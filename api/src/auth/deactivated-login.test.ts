import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, buildUser, PASSWORD } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { LOGIN_LIMITS } from './login-limits.ts';

/** docs/decisions/0008-deactivated-shop-login.md */
const getApp = useTestApp();

async function deactivatedShopAdmin() {
  const app = getApp();
  const site = await buildSite(app.deps.db, { is_active: false });
  const admin = await buildUser(app.deps.db, { site });
  return { app, admin };
}

describe("a deactivated shop's admin at the login", () => {
  it('with the right password is told the shop is deactivated, and gets no session', async () => {
    const { app, admin } = await deactivatedShopAdmin();
    const res = await app.client().post('/api/auth/login', { username: admin.username, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: messages.auth.inactiveSite });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await app.deps.db('sessions').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('with a wrong password gets exactly the answer of an unknown user', async () => {
    const { app, admin } = await deactivatedShopAdmin();
    const wrong = await app.client().post('/api/auth/login', { username: admin.username, password: 'errada-123' });
    const unknown = await app.client().post('/api/auth/login', { username: 'ninguem-aqui', password: 'errada-123' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: messages.auth.invalidCredentials });
  });

  it('is held by the same account lock, so the 403 cannot be reached by guessing faster', async () => {
    const { app, admin } = await deactivatedShopAdmin();
    for (let i = 0; i < LOGIN_LIMITS.freeFailures + 1; i++) await app.client().post('/api/auth/login', { username: admin.username, password: `errada-${i}` });
    const res = await app.client().post('/api/auth/login', { username: admin.username, password: PASSWORD });
    expect(res.status).toBe(429);
  });
});
