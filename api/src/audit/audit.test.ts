import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, masterClient } from '../../test/factories.ts';

const getApp = useTestApp();

describe('GET /api/master/audit', () => {
  it('records every master action with who and on which shop, newest first', async () => {
    const app = getApp();
    const { client: master, master: user } = await masterClient(app);
    const created = await master.post('/api/master/clients', {
      client_name: 'Joana',
      client_email: 'joana@example.com',
      site_name: 'Pipas',
      store_name: 'Pipas',
      subdomain: 'joana',
      password: 'senha-da-joana',
      contact_whatsapp: '11987654321', // a shop nobody can contact would need a confirmed publish
    });
    const id = created.body.id;
    await master.put(`/api/master/clients/${id}`, { store_name: 'Pipas da Joana' });
    await master.post(`/api/master/clients/${id}/publish`);
    await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'www.pipasdajoana.com.br' });
    await master.post(`/api/master/clients/${id}/access`);
    await master.post(`/api/master/clients/${id}/unpublish`);
    await master.delete(`/api/master/clients/${id}`);

    const res = await master.get('/api/master/audit');

    expect(res.status).toBe(200);
    const mine = res.body.filter((e: { action: string }) => e.action !== 'login');
    expect(mine.map((e: { action: string }) => e.action)).toEqual([
      'client.delete',
      'client.unpublish',
      'client.access',
      'domains.setup',
      'client.publish',
      'client.update',
      'client.create',
    ]);
    for (const e of mine) expect(e).toMatchObject({ actor_username: user.username, site_id: id, subdomain: 'joana', created_at: expect.any(String) });
    expect(mine.find((e: { action: string }) => e.action === 'client.update').details).toEqual({ fields: ['store_name'] });
    expect(mine.find((e: { action: string }) => e.action === 'domains.setup').details).toMatchObject({
      provider: 'none',
      custom_domain: 'www.pipasdajoana.com.br',
    });
    // no password ever lands in the log
    expect(JSON.stringify(res.body)).not.toContain('senha-da-joana');
  });

  it('pages with ?limit and ?before, and filters by ?subdomain', async () => {
    const app = getApp();
    const a = await buildSite(app.deps.db, { subdomain: 'loja-a' });
    const b = await buildSite(app.deps.db, { subdomain: 'loja-b' });
    const { client: master } = await masterClient(app);
    for (const site of [a, b, a, b]) await master.post(`/api/master/clients/${site.id}/publish`);

    const page = await master.get('/api/master/audit?limit=2');
    expect(page.body).toHaveLength(2);
    const next = await master.get(`/api/master/audit?limit=2&before=${page.body[1].id}`);
    expect(next.body[0].id).toBeLessThan(page.body[1].id);
    const onlyA = await master.get('/api/master/audit?subdomain=loja-a');
    expect(onlyA.body.map((e: { subdomain: string }) => e.subdomain)).toEqual(['loja-a', 'loja-a']);

    const bad = await master.get('/api/master/audit?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.details.limit).toBe('Limite deve ser ao menos 1.');
    expect((await master.get('/api/master/audit?limit=abc')).status).toBe(400);
  });
});
