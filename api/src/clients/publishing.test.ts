import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite, buildUser, loginAs, masterClient } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

describe('POST /api/master/clients/:id/publish and /unpublish', () => {
  it('shows and hides the shop on the public calls at once, and answers the client', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana', is_published: false });
    const category = await buildCategory(app.deps.db, site);
    await buildProduct(app.deps.db, site, category, { name: 'Pipa Arraia' });
    const { client: master } = await masterClient(app);
    const shopper = app.client({ 'x-tenant-subdomain': 'joana' });

    expect((await shopper.get('/api/site/info')).status).toBe(404);
    expect((await shopper.get('/api/products')).status).toBe(404);

    const published = await master.post(`/api/master/clients/${site.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id: site.id, subdomain: 'joana', is_published: true });
    expect((await shopper.get('/api/site/info')).body.subdomain).toBe('joana');
    expect((await shopper.get('/api/products')).body.map((p: { name: string }) => p.name)).toEqual(['Pipa Arraia']);
    expect((await shopper.get('/api/categories')).status).toBe(200);

    const unpublished = await master.post(`/api/master/clients/${site.id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.is_published).toBe(false);
    const info = await shopper.get('/api/site/info');
    expect(info.status).toBe(404);
    expect(info.body.error).toBe(messages.http.storeNotFound);
    expect((await shopper.get('/api/products')).status).toBe(404);
    expect((await shopper.get('/api/categories')).status).toBe(404);
  });

  it("keeps an unpublished shop's admin working on it", async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { is_published: true });
    const admin = await buildUser(app.deps.db, { site });
    const shop = await loginAs(app, admin.username);
    const { client: master } = await masterClient(app);
    await master.post(`/api/master/clients/${site.id}/unpublish`);
    expect((await shop.get('/api/config')).status).toBe(200);
    expect((await shop.get('/api/products')).status).toBe(200);
  });

  it('counts in the stats and records who did it', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { is_published: false });
    await buildSite(app.deps.db, { is_published: false, is_active: false });
    const { client: master, master: user } = await masterClient(app);
    await master.post(`/api/master/clients/${site.id}/publish`);
    expect((await master.get('/api/master/stats')).body).toEqual({ total: 2, active: 1, published: 1, inactive: 1 });
    const audit = await master.get('/api/master/audit');
    expect(audit.body[0]).toMatchObject({ action: 'client.publish', actor_username: user.username, site_id: site.id, subdomain: site.subdomain });
  });

  it('answers 404 for an unknown client', async () => {
    const { client: master } = await masterClient(getApp());
    const res = await master.post('/api/master/clients/4242/publish');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(messages.clients.notFound);
  });
});
