import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, buildUser, loginAs, masterClient, PASSWORD } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

describe('POST /api/master/clients/:id/access', () => {
  it('gives the admin a new password, ends the old sessions, and answers a ready message', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana', client_name: 'Joana Pipas', store_name: 'Pipas da Joana' });
    await buildUser(app.deps.db, { site, username: 'joana' });
    const oldSession = await loginAs(app, 'joana');
    const { client: master } = await masterClient(app);

    const res = await master.post(`/api/master/clients/${site.id}/access`);

    expect(res.status).toBe(200);
    const loginUrl = `${app.deps.config.publicUrl}/admin/login`;
    expect(res.body).toMatchObject({ username: 'joana', password: expect.stringMatching(/^[A-Za-z0-9]{16}$/), login_url: loginUrl });
    expect(res.body.message).toContain('Olá, Joana Pipas!');
    expect(res.body.message).toContain('Pipas da Joana');
    expect(res.body.message).toContain(`Acesse: ${loginUrl}`);
    expect(res.body.message).toContain('Usuário: joana');
    expect(res.body.message).toContain(`Senha: ${res.body.password}`);

    expect((await oldSession.get('/api/auth/me')).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: 'joana', password: PASSWORD })).status).toBe(401);
    const fresh = await loginAs(app, 'joana', res.body.password);
    expect((await fresh.get('/api/auth/me')).body.client_site_id).toBe(site.id);
    const entry = await app.deps.db('audit_log').where({ action: 'client.access' }).first();
    expect(entry).toMatchObject({ site_id: site.id, subdomain: 'joana' });
    // the password is in nobody's log
    expect(JSON.stringify(entry.details)).not.toContain(res.body.password);
  });

  it("leaves other shops' admins logged in", async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    await buildUser(app.deps.db, { site });
    const other = await buildSite(app.deps.db);
    const otherAdmin = await buildUser(app.deps.db, { site: other });
    const otherSession = await loginAs(app, otherAdmin.username);
    const { client: master } = await masterClient(app);
    expect((await master.post(`/api/master/clients/${site.id}/access`)).status).toBe(200);
    expect((await otherSession.get('/api/auth/me')).status).toBe(200);
  });

  it('creates the admin, named after the subdomain, for a shop that has none', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'sem-admin' });
    const { client: master } = await masterClient(app);
    const res = await master.post(`/api/master/clients/${site.id}/access`);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('sem-admin');
    await loginAs(app, 'sem-admin', res.body.password);
  });

  it('answers 404 for an unknown client', async () => {
    const { client: master } = await masterClient(getApp());
    const res = await master.post('/api/master/clients/777/access');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(messages.clients.notFound);
  });
});
