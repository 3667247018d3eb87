import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, masterClient, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

describe('GET /api/categories', () => {
  it("lists the shop categories alphabetically with id, name, description, product_count and the card's emoji", async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app, { subdomain: 'pipas' });
    const linhas = await buildCategory(app.deps.db, site, { name: 'Linhas', description: 'Linhas e carretéis' });
    const acessorios = await buildCategory(app.deps.db, site, { name: 'Acessórios' });
    await buildProduct(app.deps.db, site, linhas);
    await buildProduct(app.deps.db, site, linhas);

    const res = await app.client({ 'x-tenant-subdomain': 'pipas' }).get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: acessorios.id, name: 'Acessórios', description: null, product_count: 0, emoji: '🧰' },
      { id: linhas.id, name: 'Linhas', description: 'Linhas e carretéis', product_count: 2, emoji: '🧵' },
    ]);
    const one = await app.client({ 'x-tenant-subdomain': 'pipas' }).get(`/api/categories/${linhas.id}`);
    expect(one.body).toEqual({ id: linhas.id, name: 'Linhas', description: 'Linhas e carretéis', product_count: 2, emoji: '🧵' });
  });

  it('answers 404 Loja não encontrada to the public for an unpublished shop, and keeps working for its admin', async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app, { subdomain: 'rascunho', is_published: false });
    await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const anon = await app.client({ 'x-tenant-subdomain': 'rascunho' }).get('/api/categories');
    expect(anon.status).toBe(404);
    expect(anon.body.error).toBe(messages.http.storeNotFound);
    const own = await client.get('/api/categories');
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(1);
    expect((await client.post('/api/categories', { name: 'Linhas' })).status).toBe(201);
  });
});

describe('POST /api/categories', () => {
  it('creates a category and answers it (201)', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const res = await client.post('/api/categories', { name: '  Rabiolas  ', description: 'Rabiolas coloridas' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Rabiolas', description: 'Rabiolas coloridas', product_count: 0, emoji: '🎀' });
    expect((await client.get('/api/categories')).body).toHaveLength(1);
  });

  it('refuses a name already used in the shop, ignoring case and accents (409)', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    expect((await client.post('/api/categories', { name: 'Acessórios' })).status).toBe(201);
    for (const name of ['acessorios', 'ACESSÓRIOS', ' Acessorios ']) {
      const res = await client.post('/api/categories', { name });
      expect(res.status, name).toBe(409);
      expect(res.body.error).toBe(messages.categories.duplicate);
    }
  });

  it('allows the same name in two different shops', async () => {
    const app = getApp();
    const a = await shopWithAdmin(app);
    const b = await shopWithAdmin(app);
    expect((await a.client.post('/api/categories', { name: 'Pipas' })).status).toBe(201);
    expect((await b.client.post('/api/categories', { name: 'Pipas' })).status).toBe(201);
  });

  it('requires a name (400 naming the field) and the login (401)', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const res = await client.post('/api/categories', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.details.name).toBe('Nome da categoria é obrigatório.');
    const anon = await app.client({ 'x-tenant-subdomain': site.subdomain }).post('/api/categories', { name: 'X' });
    expect(anon.status).toBe(401);
  });

  it('lets a master act on a shop named by X-Tenant-Subdomain, and writes it to the audit log', async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app, { subdomain: 'alvo' });
    const { client, master } = await masterClient(app);
    const res = await client.with({ 'x-tenant-subdomain': 'alvo' }).post('/api/categories', { name: 'Pelo master' });
    expect(res.status).toBe(201);
    expect(await app.deps.db('categories').where({ site_id: site.id, name: 'Pelo master' }).first()).toBeDefined();
    const audit = await app.deps.db('audit_log').where({ action: 'act_on_site', site_id: site.id }).first();
    expect(audit).toMatchObject({ actor_username: master.username, subdomain: 'alvo' });
    // without naming a shop the master is told to name one
    const none = await client.post('/api/categories', { name: 'Sem loja' });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(messages.http.storeRequired);
  });
});

describe('PUT /api/categories/:id', () => {
  it('renames a category and keeps the description when the form sends only the name', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site, { name: 'Pipas', description: 'Pipas de papel' });
    const res = await client.put(`/api/categories/${cat.id}`, { name: 'Pipas e Raias' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: cat.id, name: 'Pipas e Raias', description: 'Pipas de papel', emoji: '🪁' });
    // the card's emoji follows the new name
    const renamed = await client.put(`/api/categories/${cat.id}`, { name: 'Presentes' });
    expect(renamed.body.emoji).toBe('🎁');
    await client.put(`/api/categories/${cat.id}`, { name: 'Pipas e Raias' });
    const cleared = await client.put(`/api/categories/${cat.id}`, { name: 'Pipas e Raias', description: '' });
    expect(cleared.body.description).toBeNull();
  });

  it('allows changing only the case of the name, and refuses the name of another category (409)', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const pipas = await buildCategory(app.deps.db, site, { name: 'pipas' });
    await buildCategory(app.deps.db, site, { name: 'Linhas' });
    expect((await client.put(`/api/categories/${pipas.id}`, { name: 'Pipas' })).status).toBe(200);
    const dup = await client.put(`/api/categories/${pipas.id}`, { name: 'línhas' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(messages.categories.duplicate);
  });

  it('answers 404 Categoria não encontrada for an unknown id', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const res = await client.put('/api/categories/424242', { name: 'X' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(messages.categories.notFound);
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes an empty category (204)', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    expect((await client.delete(`/api/categories/${cat.id}`)).status).toBe(204);
    expect((await client.get('/api/categories')).body).toEqual([]);
    expect((await client.delete(`/api/categories/${cat.id}`)).status).toBe(404);
  });

  it('refuses a category with products: 409 Não é possível excluir categoria com produtos', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    await buildProduct(app.deps.db, site, cat);
    const res = await client.delete(`/api/categories/${cat.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Não é possível excluir categoria com produtos');
    expect((await client.get('/api/categories')).body).toHaveLength(1);
  });
});
