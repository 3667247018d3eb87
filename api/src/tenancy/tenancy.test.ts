import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, buildUser, loginAs } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { getWithHost } from '../../test/http-client.ts';

const getApp = useTestApp();

describe('which shop a public request reads', () => {
  it('finds the shop by header, by ?sub and by host, in that order', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'pipas', store_name: 'Pipas' });
    await buildSite(app.deps.db, { subdomain: 'linhas', store_name: 'Linhas' });
    const c = app.client();
    expect((await c.get('/api/site/info', { headers: { 'x-tenant-subdomain': 'pipas' } })).body.store_name).toBe('Pipas');
    expect((await c.get('/api/site/info?sub=linhas')).body.store_name).toBe('Linhas');
    expect((await getWithHost(app.url, '/api/site/info', 'LINHAS.localhost:3000')).body.store_name).toBe('Linhas');
    expect((await c.get('/api/site/info?sub=linhas', { headers: { 'x-tenant-subdomain': 'pipas' } })).body.store_name).toBe('Pipas');
  });

  it('serves a shop on its custom domain once the DNS check verified it, not before', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas', store_name: 'Pipas' });
    await buildSite(app.deps.db, { subdomain: 'loja', store_name: 'Outra' });
    await app.deps.db('custom_domains').insert({ site_id: site.id, domain: 'loja.pipasdobairro.com.br' });
    // pendente: 404, and no fallback to the shop its first label names
    expect((await getWithHost(app.url, '/api/site/info', 'loja.pipasdobairro.com.br')).status).toBe(404);
    await app.deps.db('custom_domains').update({ status: 'verificado' });
    const res = await getWithHost(app.url, '/api/site/info', 'loja.pipasdobairro.com.br');
    expect(res.status).toBe(200);
    expect(res.body.subdomain).toBe('pipas');
  });

  it('answers 404 "Loja não encontrada" for an unknown, malformed or missing shop', async () => {
    const c = getApp().client();
    for (const res of [
      await c.get('/api/site/info?sub=nenhuma'),
      await c.get('/api/site/info', { headers: { 'x-tenant-subdomain': '../etc' } }),
      await getWithHost(getApp().url, '/api/site/info', 'nenhuma.localhost'),
      await c.get('/api/site/info'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: messages.http.storeNotFound });
    }
  });

  it('hides an unpublished or inactive shop from the public, not from its admin or the master', async () => {
    const app = getApp();
    const draft = await buildSite(app.deps.db, { subdomain: 'rascunho', is_published: false });
    await buildSite(app.deps.db, { subdomain: 'parada', is_active: false });
    const anon = app.client();
    expect((await anon.get('/api/site/info?sub=rascunho')).status).toBe(404);
    expect((await anon.get('/api/products?sub=parada')).status).toBe(404);

    const admin = await buildUser(app.deps.db, { site: draft });
    const own = await loginAs(app, admin.username);
    expect((await own.get('/api/site/info?sub=rascunho')).status).toBe(200);
    expect((await own.get('/api/site/info')).body.subdomain).toBe('rascunho'); // no shop named: their own

    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const master = await loginAs(app, 'chefe');
    expect((await master.get('/api/site/info?sub=parada')).status).toBe(200);
  });

  it("does not show a store admin another shop's unpublished data", async () => {
    const app = getApp();
    const a = await buildSite(app.deps.db, { subdomain: 'loja-a' });
    await buildSite(app.deps.db, { subdomain: 'loja-b', is_published: false });
    const adminA = await loginAs(app, (await buildUser(app.deps.db, { site: a })).username);
    const res = await adminA.get('/api/site/info', { headers: { 'x-tenant-subdomain': 'loja-b' } });
    expect(res.status).toBe(404);
  });
});
