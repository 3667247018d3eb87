import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, masterClient, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { kiteShop } from '../storefront/storefront-test-shop.ts';

const getApp = useTestApp();
const m = messages.readiness;

describe('GET /api/readiness: what stands between the shop and its shoppers', () => {
  it('a new draft shop without contact or photos lists all three, each with its reason', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app, { is_published: false, whatsapp: null, instagram: null });
    const res = await client.get('/api/readiness');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ready: false,
      items: [
        { key: 'published', ok: false, message: m.notPublished },
        { key: 'contact', ok: false, message: m.noContact },
        { key: 'photo', ok: false, message: m.noPhoto },
      ],
    });
  });

  it('a published shop with WhatsApp and a product with a photo is ready; the master reads the same by client id', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage, { instagram: null });
    const { client: master } = await masterClient(app);
    const res = await master.get(`/api/master/clients/${site.id}/readiness`);
    expect(res.body).toEqual({
      ready: true,
      items: [
        { key: 'published', ok: true, message: m.published },
        { key: 'contact', ok: true, message: m.contact },
        { key: 'photo', ok: true, message: m.photo },
      ],
    });
    expect((await master.get('/api/master/clients/99999/readiness')).status).toBe(404);
  });

  it("a store admin always reads their own shop's list, whatever shop the request names", async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage); // ready, subdomain pipas
    const { client } = await shopWithAdmin(app, { is_published: false });
    const res = await client.get('/api/readiness', { headers: { 'x-tenant-subdomain': 'pipas' } });
    expect(res.body.ready).toBe(false);
    expect((await client.get('/api/master/clients/1/readiness')).status).toBe(403);
  });
});

describe('publishing a shop nobody can contact asks for confirmation', () => {
  it('409 with the reason, nothing changes; ?force=true publishes', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { is_published: false, whatsapp: null, instagram: '  ' });
    const { client: master } = await masterClient(app);
    const refused = await master.post(`/api/master/clients/${site.id}/publish`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(m.publishNoContact);
    expect((await app.deps.db('sites').where({ id: site.id }).first()).is_published).toBe(false);
    expect(await app.deps.db('audit_log').where({ action: 'client.publish' })).toEqual([]);

    const forced = await master.post(`/api/master/clients/${site.id}/publish?force=true`);
    expect(forced.status).toBe(200);
    expect(forced.body.is_published).toBe(true);
  });

  it('a shop with Instagram only publishes at once', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { is_published: false, whatsapp: null, instagram: 'pipas' });
    const { client: master } = await masterClient(app);
    expect((await master.post(`/api/master/clients/${site.id}/publish`)).status).toBe(200);
  });
});
