import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite, buildUser, loginAs, masterClient, PASSWORD } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { DEFAULT_COLORS } from '@vitrine/contract/common';

const getApp = useTestApp();

const newClient = (overrides: Record<string, unknown> = {}) => ({
  client_name: 'Joana Pipas',
  client_email: 'joana@example.com',
  site_name: 'Pipas da Joana',
  store_name: 'Pipas da Joana',
  subdomain: 'joana',
  ...overrides,
});

describe('POST /api/master/clients', () => {
  it('creates the shop, its settings and its admin in one go, answering a generated password once', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);

    const res = await master.post('/api/master/clients', newClient({ contact_whatsapp: '(11) 98765-4321' }));

    expect(res.status).toBe(201);
    expect(res.body.id).toBeGreaterThan(0);
    expect(res.body.initial_password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(res.body.client).toMatchObject({
      id: res.body.id,
      client_name: 'Joana Pipas',
      admin_username: 'joana',
      subdomain: 'joana',
      site_url: expect.stringMatching(/^http:\/\/joana\.localhost(:\d+)?$/),
      is_active: true,
      is_published: false,
      product_count: 0,
      custom_domain: null,
      contact_whatsapp: '5511987654321',
      ...DEFAULT_COLORS,
    });
    // the admin logs in with the password answered once, and sees their own shop
    const admin = await loginAs(app, 'joana', res.body.initial_password);
    const me = await admin.get('/api/auth/me');
    expect(me.body).toMatchObject({ username: 'joana', user_type: 'store_admin', client_site_id: res.body.id, full_name: 'Joana Pipas' });
    const config = await admin.get('/api/config');
    expect(config.body).toMatchObject({ store_name: 'Pipas da Joana', whatsapp: '5511987654321', ...DEFAULT_COLORS });
    // only an argon2id hash of it is kept
    const row = await app.deps.db('users').where({ username: 'joana' }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(res.body.initial_password);
  });

  it('takes a chosen username and password, and then answers no password', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const res = await master.post('/api/master/clients', newClient({ username: 'Joana.Admin', password: 'uma-senha-boa', is_active: true }));
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('initial_password');
    expect(res.body.client.admin_username).toBe('joana.admin');
    expect((await app.client().post('/api/auth/login', { username: 'joana.admin', password: 'uma-senha-boa' })).status).toBe(200);
  });

  it('names each missing or wrong field in pt-BR', async () => {
    const { client: master } = await masterClient(getApp());
    const res = await master.post('/api/master/clients', { client_email: 'não-é-email', subdomain: 'Com Espaço', password: 'curta' });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject({
      client_name: 'Nome do cliente é obrigatório.',
      client_email: 'E-mail inválido.',
      site_name: 'Nome do site é obrigatório.',
      store_name: 'Nome da loja é obrigatório.',
      subdomain: messages.clients.subdomainFormat,
      password: 'A senha deve ter ao menos 8 caracteres.',
    });
  });

  it.each([['-joana'], ['joana-'], ['a'], ['x'.repeat(64)], ['joana_pipas'], ['joána']])('refuses the subdomain %j', async (subdomain) => {
    const { client: master } = await masterClient(getApp());
    const res = await master.post('/api/master/clients', newClient({ subdomain }));
    expect(res.status).toBe(400);
    expect(res.body.details.subdomain).toBe(messages.clients.subdomainFormat);
  });

  it.each([['www'], ['api'], ['admin'], ['app'], ['static'], ['cdn'], ['mail']])('refuses the reserved subdomain %s', async (subdomain) => {
    const { client: master } = await masterClient(getApp());
    const res = await master.post('/api/master/clients', newClient({ subdomain }));
    expect(res.status).toBe(400);
    expect(res.body.details.subdomain).toBe(messages.clients.subdomainReserved);
  });

  it('answers 409 for a subdomain already taken', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    const { client: master } = await masterClient(app);
    const res = await master.post('/api/master/clients', newClient({ username: 'outra-pessoa' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(messages.clients.subdomainTaken);
    expect(await app.deps.db('users').where({ username: 'outra-pessoa' }).first()).toBeUndefined();
  });

  it('a create that fails halfway (the admin user) leaves no shop behind', async () => {
    const app = getApp();
    const other = await buildSite(app.deps.db);
    await buildUser(app.deps.db, { site: other, username: 'joana' });
    const { client: master } = await masterClient(app);
    const before = await app.deps.db('sites').count('* as n').first();

    // the shop row goes in first; the username clash comes at the second insert
    const res = await master.post('/api/master/clients', newClient());

    expect(res.status).toBe(409);
    expect(res.body.error).toBe(messages.clients.usernameTaken);
    expect(res.body.details).toEqual({ username: messages.clients.usernameTaken });
    expect(await app.deps.db('sites').where({ subdomain: 'joana' }).first()).toBeUndefined();
    expect(await app.deps.db('sites').count('* as n').first()).toEqual(before);
    expect(await app.deps.db('audit_log').where({ action: 'client.create' }).first()).toBeUndefined();
  });
});

describe('GET /api/master/clients', () => {
  it('lists every shop newest first with its admin, product count and site address', async () => {
    const app = getApp();
    const old = await buildSite(app.deps.db, { subdomain: 'antiga', created_at: new Date('2025-01-01') });
    await buildUser(app.deps.db, { site: old, username: 'admin-antiga' });
    const cat = await buildCategory(app.deps.db, old);
    await buildProduct(app.deps.db, old, cat);
    await buildProduct(app.deps.db, old, cat);
    await buildSite(app.deps.db, { subdomain: 'nova', created_at: new Date('2026-01-01') });
    const { client: master } = await masterClient(app);

    const res = await master.get('/api/master/clients');

    expect(res.status).toBe(200);
    expect(res.body.map((c: { subdomain: string }) => c.subdomain)).toEqual(['nova', 'antiga']);
    expect(res.body[1]).toMatchObject({ admin_username: 'admin-antiga', product_count: 2, site_url: expect.stringContaining('antiga.localhost') });
    expect(res.body[0]).toMatchObject({ admin_username: null, product_count: 0 });
  });

  it('finds one shop by ?subdomain= (an array of one, or empty)', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    await buildSite(app.deps.db, { subdomain: 'pedro' });
    const { client: master } = await masterClient(app);
    const found = await master.get('/api/master/clients?subdomain=JOANA');
    expect(found.body.map((c: { subdomain: string }) => c.subdomain)).toEqual(['joana']);
    expect((await master.get('/api/master/clients?subdomain=ninguem')).body).toEqual([]);
    expect((await master.get('/api/master/clients?subdomain=n%C3%A3o')).status).toBe(400);
  });

  it('answers 404 with a clear message for an unknown client, 400 for a bad id', async () => {
    const { client: master } = await masterClient(getApp());
    const res = await master.get('/api/master/clients/999');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(messages.clients.notFound);
    expect((await master.get('/api/master/clients/abc')).status).toBe(400);
  });
});

describe('PUT /api/master/clients/:id', () => {
  it('changes only the fields sent, keeps the username, and shows in the shop settings', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const created = await master.post('/api/master/clients', newClient({ password: 'uma-senha-boa' }));
    const id = created.body.id;

    const res = await master.put(`/api/master/clients/${id}`, {
      store_name: 'Pipas & Linhas',
      contact_instagram: '@pipasdajoana',
      primary_color: '#112233',
      username: 'outro-nome',
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      store_name: 'Pipas & Linhas',
      contact_instagram: 'pipasdajoana',
      primary_color: '#112233',
      client_name: 'Joana Pipas',
      admin_username: 'joana',
    });
    const shop = await loginAs(app, 'joana', 'uma-senha-boa');
    expect((await shop.get('/api/config')).body).toMatchObject({ store_name: 'Pipas & Linhas', instagram: 'pipasdajoana' });
  });

  it('answers 409 when moving to a subdomain already taken and 404 for an unknown client', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'pedro' });
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    const { client: master } = await masterClient(app);
    const res = await master.put(`/api/master/clients/${site.id}`, { subdomain: 'pedro' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(messages.clients.subdomainTaken);
    expect((await master.put('/api/master/clients/999', { store_name: 'X' })).status).toBe(404);
    const invalid = await master.put(`/api/master/clients/${site.id}`, { client_email: 'x', subdomain: 'www' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toMatchObject({ client_email: 'E-mail inválido.', subdomain: messages.clients.subdomainReserved });
  });

  it("switching a shop inactive ends its admins' sessions and refuses their login with a clear message", async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    const admin = await buildUser(app.deps.db, { site });
    const shop = await loginAs(app, admin.username);
    const other = await buildSite(app.deps.db);
    const otherAdmin = await buildUser(app.deps.db, { site: other });
    const otherShop = await loginAs(app, otherAdmin.username);
    const { client: master } = await masterClient(app);

    const res = await master.put(`/api/master/clients/${site.id}`, { is_active: false });

    expect(res.status).toBe(200);
    expect(res.body.is_active).toBe(false);
    expect(await app.deps.db('sessions').where({ user_id: admin.id })).toHaveLength(0);
    expect((await shop.get('/api/auth/me')).status).toBe(401);
    const login = await app.client().post('/api/auth/login', { username: admin.username, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(messages.auth.inactiveSite);
    // the other shop goes on
    expect((await otherShop.get('/api/auth/me')).status).toBe(200);
    // and switched back on, the admin logs in again
    await master.put(`/api/master/clients/${site.id}`, { is_active: true });
    expect((await app.client().post('/api/auth/login', { username: admin.username, password: PASSWORD })).status).toBe(200);
  });
});
