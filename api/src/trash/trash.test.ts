import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildSite, buildUser, loginAs, masterClient, PASSWORD, shopWithAdmin } from '../../test/factories.ts';
import { getWithHost } from '../../test/http-client.ts';
import { imageForm, pngImage, storedFiles } from '../images/test-images.ts';
import { messages } from '@vitrine/contract/messages';
import { trashMessages } from '@vitrine/contract/trash';
import { purgeExpiredTrash } from './purge.ts';
import { trashFeatures } from '../routes.ts';

/**
 * The trash (docs/api.md "Lixeira"): deleted products, categories and shops leave the shop at
 * once, come back whole for 30 days, then the pruning job purges them. PGlite, and PostgreSQL
 * with DATABASE_URL.
 */
const getApp = useTestApp();

/** A published shop with a product that has two pictures and options, made through the API. */
async function shopWithKite(app: TestApp, subdomain: string) {
  const shop = await shopWithAdmin(app, { subdomain });
  const category = await buildCategory(app.deps.db, shop.site, { name: 'Pipas' });
  const created = await shop.client.post('/api/products', {
    name: 'Pipa Arraia',
    price: '20',
    unit: 'unidade',
    category_id: category.id,
    options: [{ name: 'Cor', values: ['Azul', 'Verde'] }],
    variants: [
      { options: ['Azul'], price: '20' },
      { options: ['Verde'], price: '22' },
    ],
  });
  if (created.status !== 201) throw new Error(created.text);
  for (const color of ['#0000ff', '#00ff00']) await shop.client.post(`/api/products/${created.body.id}/images`, imageForm(await pngImage(120, 120, color)));
  const product = (await shop.client.get(`/api/store/products/${created.body.id}`)).body;
  return { ...shop, category, product };
}

const anonymous = (app: TestApp, subdomain: string) => app.client({ 'x-tenant-subdomain': subdomain });
const filesOf = (app: TestApp, siteId: number) => storedFiles(app.deps.config.dataDir).filter((f) => f.startsWith(`sites/${siteId}/`));
const silent = pino({ level: 'silent' });
const age = (app: TestApp, days: number) => app.deps.db('trash').update({ deleted_at: app.deps.db.raw(`now() - make_interval(days => ?)`, [days]) });

describe('products in the trash', () => {
  it('are gone for shoppers at once and come back with pictures and options', async () => {
    const app = getApp();
    const { client, product, site } = await shopWithKite(app, 'loja');
    const shopper = anonymous(app, 'loja');
    expect((await shopper.get(`/api/products/${product.id}`)).status).toBe(200);
    const files = filesOf(app, site.id);
    // read before the delete, so an answer kept by any cache on the way would show after it
    for (const image of product.images) expect((await shopper.get(image.url)).status).toBe(200);

    expect((await client.delete(`/api/products/${product.id}`)).status).toBe(204);

    expect((await shopper.get(`/api/products/${product.id}`)).status).toBe(404);
    expect((await shopper.get('/api/products?q=arraia')).body).toEqual([]);
    expect((await getWithHost(app.url, '/sitemap.xml', 'loja.localhost')).text).not.toContain(`/product/${product.id}-`);
    expect((await getWithHost(app.url, '/feeds/google.xml', 'loja.localhost')).text).not.toContain('Pipa Arraia');
    expect(filesOf(app, site.id)).toEqual(files); // the bytes stay until the purge
    // …but its pictures answer nobody meanwhile, whatever the width asked or the share image
    for (const image of product.images) expect((await shopper.get(image.url)).status).toBe(404);
    expect((await shopper.get(`${product.images[0].url}?w=200`)).status).toBe(404);

    const trash = await client.get('/api/trash');
    expect(trash.status).toBe(200);
    expect(trash.body).toHaveLength(1);
    expect(trash.body[0]).toMatchObject({ kind: 'product', id: product.id, name: 'Pipa Arraia', contents: '2 fotos, 2 combinações de opções' });
    const days = (Date.parse(trash.body[0].purge_at) - Date.parse(trash.body[0].deleted_at)) / 86_400_000;
    expect(days).toBe(30);

    const restored = await client.post(`/api/products/${product.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.headers.get('etag')).toMatch(/^"p/);
    expect(restored.body).toEqual(product);
    expect((await shopper.get(`/api/products/${product.id}`)).body.images).toHaveLength(2);
    expect((await client.get('/api/trash')).body).toEqual([]);
    // the photos are served again
    for (const image of product.images) expect((await shopper.get(image.url)).status).toBe(200);
  });

  it('two restores at once: one restores, the other gets the product as it is; again: the same', async () => {
    const app = getApp();
    const { client, product } = await shopWithKite(app, 'loja');
    await client.delete(`/api/products/${product.id}`);
    const both = await Promise.all([client.post(`/api/products/${product.id}/restore`), client.post(`/api/products/${product.id}/restore`)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].body).toEqual(both[1].body);
    expect(await app.deps.db('products').where('id', product.id)).toHaveLength(1);
    expect(await app.deps.db('product_images').where('product_id', product.id)).toHaveLength(2);
  });

  it('its category gone meanwhile: 409 naming category_id, nothing written', async () => {
    const app = getApp();
    const { client, product, category } = await shopWithKite(app, 'loja');
    await client.delete(`/api/products/${product.id}`);
    expect((await client.delete(`/api/categories/${category.id}`)).status).toBe(204);
    const res = await client.post(`/api/products/${product.id}/restore`);
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual({ category_id: trashMessages.categoryGone });
    expect((await client.get('/api/trash')).body.map((i: { kind: string }) => i.kind).sort()).toEqual(['category', 'product']);

    expect((await client.post(`/api/categories/${category.id}/restore`)).status).toBe(200);
    expect((await client.post(`/api/products/${product.id}/restore`)).status).toBe(200);
  });

  it('count in the quota while in the trash', async () => {
    const app = getApp();
    const { client, product } = await shopWithKite(app, 'loja');
    await client.delete(`/api/products/${product.id}`);
    expect((await client.get('/api/quotas')).body.products.used).toBe(1);
  });

  it('after 30 days the pruning job purges them, pictures’ bytes included; a restore then is 404', async () => {
    const app = getApp();
    const { client, product, site } = await shopWithKite(app, 'loja');
    await client.delete(`/api/products/${product.id}`);
    await age(app, 29);
    expect(await purgeExpiredTrash(app.deps, silent, trashFeatures)).toBe(0);
    await age(app, 31);
    expect(await purgeExpiredTrash(app.deps, silent, trashFeatures)).toBe(1);
    expect(filesOf(app, site.id)).toEqual([]);
    expect(await app.deps.db('images').where('site_id', site.id)).toEqual([]);
    const res = await client.post(`/api/products/${product.id}/restore`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(trashMessages.notFound);
  });

  it('"Excluir definitivamente" purges at once', async () => {
    const app = getApp();
    const { client, product, site } = await shopWithKite(app, 'loja');
    await client.delete(`/api/products/${product.id}`);
    expect((await client.delete(`/api/trash/products/${product.id}`)).status).toBe(204);
    expect(filesOf(app, site.id)).toEqual([]);
    expect((await client.delete(`/api/trash/products/${product.id}`)).status).toBe(404);
  });

  it('shop A cannot see, restore or purge shop B’s trash: 404', async () => {
    const app = getApp();
    const a = await shopWithKite(app, 'a');
    const b = await shopWithKite(app, 'b');
    await b.client.delete(`/api/products/${b.product.id}`);
    await b.client.delete(`/api/categories/${(await buildCategory(app.deps.db, b.site, { name: 'Vazia' })).id}`);
    expect((await a.client.get('/api/trash')).body).toEqual([]);
    expect((await a.client.post(`/api/products/${b.product.id}/restore`)).status).toBe(404);
    expect((await a.client.delete(`/api/trash/products/${b.product.id}`)).status).toBe(404);
    const bCategory = (await b.client.get('/api/trash')).body.find((i: { kind: string }) => i.kind === 'category');
    expect((await a.client.post(`/api/categories/${bCategory.id}/restore`)).status).toBe(404);
    expect((await a.client.delete(`/api/trash/categories/${bCategory.id}`)).status).toBe(404);
    expect((await b.client.get('/api/trash')).body).toHaveLength(2);
    expect((await a.client.with({ 'x-tenant-subdomain': 'b' }).get('/api/trash')).body).toEqual([]);
  });
});

describe('categories in the trash', () => {
  it('a restore whose name was taken meanwhile: 409 naming name, nothing written', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app, { subdomain: 'loja' });
    const created = await client.post('/api/categories', { name: 'Rabiolas' });
    await client.delete(`/api/categories/${created.body.id}`);
    await client.post('/api/categories', { name: 'rabiolas' });
    const res = await client.post(`/api/categories/${created.body.id}/restore`);
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual({ name: trashMessages.categoryNameTaken });
    expect((await client.get('/api/trash')).body).toHaveLength(1);
  });
});

describe('client shops in the trash', () => {
  it('are gone for shoppers and the owner, keep their subdomain, and come back as they were', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const site = await buildSite(app.deps.db, { subdomain: 'pipas', store_name: 'Pipas da Joana' });
    const admin = await buildUser(app.deps.db, { site });
    const owner = await loginAs(app, admin.username);
    await app.deps.db('custom_domains').insert({ site_id: site.id, domain: 'www.pipasdajoana.com.br' });

    expect((await master.delete(`/api/master/clients/${site.id}`)).status).toBe(204);
    expect((await anonymous(app, 'pipas').get('/api/site/info')).status).toBe(404);
    expect((await owner.get('/api/auth/me')).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: admin.username, password: PASSWORD })).status).not.toBe(200);
    expect((await master.get('/api/master/clients')).body).toEqual([]);
    expect((await master.get(`/api/master/clients/${site.id}`)).status).toBe(404);
    expect((await master.post(`/api/master/clients/${site.id}/publish`)).status).toBe(404);
    const listed = await master.get('/api/master/trash');
    expect(listed.body).toMatchObject([{ kind: 'shop', id: site.id, name: 'Pipas da Joana', subdomain: 'pipas' }]);

    const taken = await master.post('/api/master/clients', {
      client_name: 'Outro',
      client_email: 'o@example.com',
      site_name: 'X',
      store_name: 'X',
      subdomain: 'pipas',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual({ subdomain: messages.clients.subdomainTaken });
    const domainTaken = await master.post('/api/master/domains/setup', { subdomain: 'outra', custom_domain: 'www.pipasdajoana.com.br' });
    expect(domainTaken.status).not.toBe(200);

    const restored = await master.post(`/api/master/clients/${site.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: site.id, is_active: true, is_published: true });
    expect((await anonymous(app, 'pipas').get('/api/site/info')).status).toBe(200);
    expect((await app.client().post('/api/auth/login', { username: admin.username, password: PASSWORD })).status).toBe(200);
    expect((await master.get('/api/master/trash')).body).toEqual([]);
  });

  it('only the master sees and restores them; a store admin gets 403', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const { client: owner } = await shopWithAdmin(app, { subdomain: 'dona' });
    const other = await buildSite(app.deps.db, { subdomain: 'outra' });
    await master.delete(`/api/master/clients/${other.id}`);
    expect((await owner.get('/api/master/trash')).status).toBe(403);
    expect((await owner.post(`/api/master/clients/${other.id}/restore`)).status).toBe(403);
    expect((await owner.delete(`/api/master/trash/clients/${other.id}`)).status).toBe(403);
  });

  it('after 30 days the pruning job removes the shop and frees its subdomain', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const site = await buildSite(app.deps.db, { subdomain: 'pipas' });
    await master.delete(`/api/master/clients/${site.id}`);
    await age(app, 31);
    expect(await purgeExpiredTrash(app.deps, silent, trashFeatures)).toBe(1);
    expect(await app.deps.db('sites').where('id', site.id).first()).toBeUndefined();
    expect((await master.post(`/api/master/clients/${site.id}/restore`)).status).toBe(404);
  });
});
