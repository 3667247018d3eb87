import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, buildUser, loginAs, masterClient, PASSWORD } from '../../test/factories.ts';
import { ensureMaster } from '../seed/seed.ts';

const getApp = useTestApp();
const OWN = 'minha-senha-789';

const newClient = (overrides: Record<string, unknown> = {}) => ({
  client_name: 'Joana Pipas',
  client_email: 'joana@example.com',
  site_name: 'Pipas da Joana',
  store_name: 'Pipas da Joana',
  subdomain: 'joana-gerada',
  ...overrides,
});

describe('a password the platform generated is flagged until its owner changes it', () => {
  it('a client created without a password: login and /auth/me say so, and a change clears it', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const created = await master.post('/api/master/clients', newClient());
    expect(created.status).toBe(201);
    const username = created.body.client.admin_username;

    const admin = app.client();
    const login = await admin.post('/api/auth/login', { username, password: created.body.initial_password });
    expect(login.status).toBe(200);
    expect(login.body.password_generated).toBe(true);
    expect((await admin.get('/api/auth/me')).body.password_generated).toBe(true);

    const change = await admin.post('/api/auth/password', { current_password: created.body.initial_password, new_password: OWN });
    expect(change.status).toBe(200);
    expect((await admin.get('/api/auth/me')).body.password_generated).toBe(false);
    expect((await app.client().post('/api/auth/login', { username, password: OWN })).body.password_generated).toBe(false);
  });

  it('a client created with a password the master chose is not flagged', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const created = await master.post('/api/master/clients', newClient({ username: 'joana-escolhida', password: 'uma-senha-boa' }));
    expect(created.status).toBe(201);
    const login = await app.client().post('/api/auth/login', { username: 'joana-escolhida', password: 'uma-senha-boa' });
    expect(login.body.password_generated).toBe(false);
  });

  it('"Enviar acesso" flags that shop’s admin only; another shop’s admin and the master are untouched', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    const ana = await buildUser(app.deps.db, { site });
    const other = await buildUser(app.deps.db, { site: await buildSite(app.deps.db) });
    const { client: master } = await masterClient(app);

    const access = await master.post(`/api/master/clients/${site.id}/access`);
    expect(access.status).toBe(200);

    const anaSession = await loginAs(app, ana.username, access.body.password);
    expect((await anaSession.get('/api/auth/me')).body.password_generated).toBe(true);
    expect((await (await loginAs(app, other.username)).get('/api/auth/me')).body.password_generated).toBe(false);
    expect((await master.get('/api/auth/me')).body.password_generated).toBe(false);

    // the other shop's admin changing their own password leaves Ana's flag as it is
    const otherSession = await loginAs(app, other.username);
    expect((await otherSession.post('/api/auth/password', { current_password: PASSWORD, new_password: OWN })).status).toBe(200);
    expect((await anaSession.get('/api/auth/me')).body.password_generated).toBe(true);
  });

  it('"Enviar acesso" flags again a password that had been changed', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    const ana = await buildUser(app.deps.db, { site });
    const { client: master } = await masterClient(app);
    const first = await master.post(`/api/master/clients/${site.id}/access`);
    const session = await loginAs(app, ana.username, first.body.password);
    expect((await session.post('/api/auth/password', { current_password: first.body.password, new_password: OWN })).status).toBe(200);
    expect((await session.get('/api/auth/me')).body.password_generated).toBe(false);

    const second = await master.post(`/api/master/clients/${site.id}/access`);
    expect((await (await loginAs(app, ana.username, second.body.password)).get('/api/auth/me')).body.password_generated).toBe(true);
  });

  it('the master seeded with a generated password is flagged; one given by the environment is not', async () => {
    const app = getApp();
    const generated = await ensureMaster(app.deps.db, 'chefe-gerado');
    const given = await ensureMaster(app.deps.db, 'chefe-dado', 'senha-do-ambiente-1');
    expect(given.generatedPassword).toBeUndefined();
    const a = await app.client().post('/api/auth/login', { username: 'chefe-gerado', password: generated.generatedPassword });
    const b = await app.client().post('/api/auth/login', { username: 'chefe-dado', password: 'senha-do-ambiente-1' });
    expect(a.body).toMatchObject({ user_type: 'master', password_generated: true });
    expect(b.body).toMatchObject({ user_type: 'master', password_generated: false });
  });
});
