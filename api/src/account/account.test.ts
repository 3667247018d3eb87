import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, buildUser, loginAs, masterClient, PASSWORD } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { PASSWORD_CHANGE_LIMIT } from './service.ts';

const getApp = useTestApp();
const NEW = 'nova-senha-456';

describe('POST /api/auth/password', () => {
  it('changes a store admin’s own password and ends their other sessions, keeping this one', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    const ana = await buildUser(app.deps.db, { site, username: 'ana-senha' });
    const here = await loginAs(app, 'ana-senha');
    const phone = await loginAs(app, 'ana-senha');
    const other = await buildUser(app.deps.db, { site: await buildSite(app.deps.db), username: 'beto-senha' });
    const beto = await loginAs(app, other.username);

    const res = await here.post('/api/auth/password', { current_password: PASSWORD, new_password: NEW });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: messages.account.passwordChanged, ended_sessions: 1 });
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await beto.get('/api/auth/me')).status).toBe(200); // nobody else is touched
    expect((await app.client().post('/api/auth/login', { username: 'ana-senha', password: PASSWORD })).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: 'ana-senha', password: NEW })).status).toBe(200);
    const audit = await app.deps.db('audit_log').where({ actor_user_id: ana.id, action: 'account.password_change' }).first();
    expect(JSON.stringify(audit.details)).not.toContain(NEW);
  });

  it('the master changes theirs too; with an API token every session ends and the token keeps working', async () => {
    const app = getApp();
    const { master, client } = await masterClient(app);
    const created = await client.post('/api/master/tokens', { name: 'ci' });
    expect(created.status).toBe(201);
    const bearer = app.client({ authorization: `Bearer ${created.body.token}` });
    const res = await bearer.post('/api/auth/password', { current_password: PASSWORD, new_password: NEW });
    expect(res.status).toBe(200);
    expect(res.body.ended_sessions).toBe(1);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await bearer.get('/api/auth/me')).body.username).toBe(master.username);
  });

  it('refuses a wrong current password, a short or unchanged new one, with 400 and nothing changed', async () => {
    const app = getApp();
    const user = await buildUser(app.deps.db, { site: await buildSite(app.deps.db), username: 'caio-senha' });
    const client = await loginAs(app, user.username);
    const other = await loginAs(app, user.username);
    for (const [body, field, message] of [
      [{ current_password: 'errada-999', new_password: NEW }, 'current_password', messages.account.wrongCurrent],
      [{ current_password: PASSWORD, new_password: 'curta' }, 'new_password', 'A senha deve ter ao menos 8 caracteres.'],
      [{ current_password: PASSWORD, new_password: PASSWORD }, 'new_password', messages.account.samePassword],
      [{ new_password: NEW }, 'current_password', messages.account.currentRequired],
    ] as const) {
      const res = await client.post('/api/auth/password', body);
      expect(res.status, field).toBe(400);
      expect(res.body.details[field], field).toBe(message);
    }
    expect((await other.get('/api/auth/me')).status).toBe(200);
    expect((await app.client().post('/api/auth/login', { username: user.username, password: PASSWORD })).status).toBe(200);
  });

  it('limits guesses of the current password, and needs a login', async () => {
    const app = getApp();
    const user = await buildUser(app.deps.db, { site: await buildSite(app.deps.db), username: 'dani-senha' });
    const client = await loginAs(app, user.username);
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT; i++) {
      expect((await client.post('/api/auth/password', { current_password: `errada-${i}x`, new_password: NEW })).status).toBe(400);
    }
    const blocked = await client.post('/api/auth/password', { current_password: PASSWORD, new_password: NEW });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await app.client().post('/api/auth/password', { current_password: PASSWORD, new_password: NEW })).status).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the user, this one included, and no one else’s', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    await buildUser(app.deps.db, { site, username: 'eva-sair' });
    await buildUser(app.deps.db, { site, username: 'fabio-sair' });
    const a = await loginAs(app, 'eva-sair');
    const b = await loginAs(app, 'eva-sair');
    const fabio = await loginAs(app, 'fabio-sair');
    const res = await a.post('/api/auth/logout-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: messages.account.loggedOutEverywhere, ended_sessions: 2 });
    expect(res.headers.getSetCookie().join()).toMatch(/vitrine_session=;/);
    expect((await a.get('/api/auth/me')).status).toBe(401);
    expect((await b.get('/api/auth/me')).status).toBe(401);
    expect((await fabio.get('/api/auth/me')).status).toBe(200);
    expect((await app.client().post('/api/auth/logout-all')).status).toBe(401);
  });
});
