import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite, buildUser, loginAs, masterClient } from '../../test/factories.ts';
import { pngImage } from '../images/test-images.ts';
import { processImage } from '../images/pipeline.ts';
import { saveProcessedImage } from '../images/image-store.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

/** A shop with everything a shop can own: admin and session, catalogue, images, logo, domain. */
async function fullShop(app: TestApp, subdomain: string) {
  const { db, storage } = app.deps;
  const site = await buildSite(db, { subdomain });
  const admin = await buildUser(db, { site });
  const session = await loginAs(app, admin.username);
  const category = await buildCategory(db, site);
  const product = await buildProduct(db, site, category);
  const processed = await processImage(await pngImage(400, 300));
  const photo = await saveProcessedImage(db, storage, site.id, processed);
  const logo = await saveProcessedImage(db, storage, site.id, processed);
  await db('product_images').insert({ site_id: site.id, product_id: product.id, image_id: photo.id, original_name: 'pipa.png', is_primary: true });
  await db('sites').where({ id: site.id }).update({ store_logo: logo.id });
  await db('custom_domains').insert({ site_id: site.id, domain: `www.${subdomain}.com.br` });
  return { site, admin, session, product, photo };
}

const TENANT_TABLES = ['categories', 'products', 'product_images', 'images', 'custom_domains', 'users'] as const;

async function rowsOf(app: TestApp, siteId: number) {
  const counts: Record<string, number> = {};
  for (const t of TENANT_TABLES) counts[t] = (await app.deps.db(t).where({ site_id: siteId })).length;
  return counts;
}

const uploadsOf = (app: TestApp, siteId: number) => path.join(app.deps.config.dataDir, 'uploads', 'sites', String(siteId));

describe('DELETE /api/master/clients/:id, then for good from the trash', () => {
  it('removes everything of the shop and nothing of any other', async () => {
    const app = getApp();
    const doomed = await fullShop(app, 'apagada');
    const kept = await fullShop(app, 'mantida');
    const keptRowsBefore = await rowsOf(app, kept.site.id);
    const { client: master } = await masterClient(app);
    expect(fs.existsSync(uploadsOf(app, doomed.site.id))).toBe(true);

    expect((await master.delete(`/api/master/clients/${doomed.site.id}`)).status).toBe(204);
    const res = await master.delete(`/api/master/trash/clients/${doomed.site.id}`);

    expect(res.status).toBe(204);
    // the shop, its rows, its admin and the admin's sessions are gone
    expect(await app.deps.db('sites').where({ id: doomed.site.id }).first()).toBeUndefined();
    expect(await rowsOf(app, doomed.site.id)).toEqual({ categories: 0, products: 0, product_images: 0, images: 0, custom_domains: 0, users: 0 });
    expect(await app.deps.db('sessions').where({ user_id: doomed.admin.id })).toHaveLength(0);
    expect((await doomed.session.get('/api/auth/me')).status).toBe(401);
    expect(fs.existsSync(uploadsOf(app, doomed.site.id))).toBe(false);
    expect((await app.client().get(`/api/images/${doomed.photo.id}`)).status).toBe(404);
    expect((await app.client({ 'x-tenant-subdomain': 'apagada' }).get('/api/site/info')).status).toBe(404);

    // the other shop has every row, file and session it had
    expect(await rowsOf(app, kept.site.id)).toEqual(keptRowsBefore);
    expect(fs.existsSync(uploadsOf(app, kept.site.id))).toBe(true);
    expect((await kept.session.get('/api/auth/me')).status).toBe(200);
    expect((await app.client().get(`/api/images/${kept.photo.id}`)).status).toBe(200);
    const keptProducts = await app.client({ 'x-tenant-subdomain': 'mantida' }).get('/api/products');
    expect(keptProducts.body.map((p: { id: number }) => p.id)).toEqual([kept.product.id]);

    // the audit log keeps the record of what was deleted
    const entry = await app.deps.db('audit_log').where({ action: 'client.delete' }).first();
    expect(entry).toMatchObject({ site_id: doomed.site.id, subdomain: 'apagada' });
  });

  it('answers 404 for a shop that does not exist (or is already in the trash, or purged)', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    const { client: master } = await masterClient(app);
    expect((await master.delete(`/api/master/clients/${site.id}`)).status).toBe(204);
    const again = await master.delete(`/api/master/clients/${site.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(messages.clients.notFound);
    expect((await master.delete(`/api/master/trash/clients/${site.id}`)).status).toBe(204);
    expect((await master.delete(`/api/master/trash/clients/${site.id}`)).status).toBe(404);
    expect((await master.post(`/api/master/clients/${site.id}/restore`)).status).toBe(404);
  });
});
