import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, masterClient, shopWithAdmin } from '../../test/factories.ts';
import { versionMessages } from '@vitrine/contract/versions';

/**
 * Conditional writes (docs/api.md "Edições concorrentes"): every editable resource answers its
 * ETag, and a write sent with a stale If-Match gets 412 with the current version and who made
 * it, nothing written. PGlite, and PostgreSQL with DATABASE_URL.
 */
const getApp = useTestApp();

async function shopWithProduct(app: TestApp, subdomain: string) {
  const shop = await shopWithAdmin(app, { subdomain });
  const category = await buildCategory(app.deps.db, shop.site, { name: `Pipas ${subdomain}` });
  const product = await buildProduct(app.deps.db, shop.site, category, { name: 'Pipa Arraia', price: '89.90' });
  return { ...shop, category, product };
}

const form = (categoryId: number, over: Record<string, unknown> = {}) => ({
  name: 'Pipa Arraia',
  price: '89,90',
  unit: 'unidade',
  category_id: categoryId,
  ...over,
});

describe('products: ETag and If-Match', () => {
  it('the older tab’s save is refused with 412, naming who changed it and when; nothing is written', async () => {
    const app = getApp();
    const { client: tab1, category, product, admin } = await shopWithProduct(app, 'loja');
    const tab2 = tab1; // the same session in two tabs

    const opened1 = await tab1.get(`/api/store/products/${product.id}`);
    const opened2 = await tab2.get(`/api/store/products/${product.id}`);
    expect(opened1.status).toBe(200);
    const etag = opened1.headers.get('etag')!;
    expect(etag).toMatch(/^"p\d+-0"$/);
    expect(opened2.headers.get('etag')).toBe(etag);

    const saved = await tab1.put(`/api/products/${product.id}`, form(category.id, { price: '79,90' }), { headers: { 'if-match': etag } });
    expect(saved.status).toBe(200);
    const newEtag = saved.headers.get('etag')!;
    expect(newEtag).not.toBe(etag);

    const stale = await tab2.put(`/api/products/${product.id}`, form(category.id, { description: 'Nova descrição' }), { headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    expect(stale.body.error).toBe(versionMessages.stale);
    expect(stale.body.etag).toBe(newEtag);
    expect(stale.headers.get('etag')).toBe(newEtag);
    expect(stale.body.changed_by).toBe(admin.username);
    expect(Math.abs(Date.parse(stale.body.changed_at) - Date.now())).toBeLessThan(60_000);
    expect(stale.body.current).toMatchObject({ id: product.id, price: 79.9, description: null });
    const row = await app.deps.db('products').where('id', product.id).first();
    expect(row.price).toBe('79.90');
    expect(row.description).toBeNull();

    // "Salvar mesmo assim": the same save with the current version goes through
    const forced = await tab2.put(`/api/products/${product.id}`, form(category.id, { description: 'Nova descrição', price: '79,90' }), {
      headers: { 'if-match': newEtag },
    });
    expect(forced.status).toBe(200);
    expect(forced.body.description).toBe('Nova descrição');
  });

  it('options are part of the version, quick toggles and delete honour If-Match, a write without it always goes through', async () => {
    const app = getApp();
    const { client, category, product } = await shopWithProduct(app, 'loja');
    const etag = (await client.get(`/api/store/products/${product.id}`)).headers.get('etag')!;
    const withOptions = await client.put(
      `/api/products/${product.id}`,
      form(category.id, {
        options: [{ name: 'Tamanho', values: ['P', 'G'] }],
        variants: [
          { options: ['P'], price: '10' },
          { options: ['G'], price: '12' },
        ],
      }),
    );
    expect(withOptions.status).toBe(200);
    expect(withOptions.headers.get('etag')).toMatch(/^"p\d+-3"$/);

    expect((await client.patch(`/api/products/${product.id}`, { is_featured: true }, { headers: { 'if-match': etag } })).status).toBe(412);
    expect((await client.delete(`/api/products/${product.id}`, { headers: { 'if-match': etag } })).status).toBe(412);
    expect(await app.deps.db('products').where('id', product.id).first('is_featured')).toEqual({ is_featured: false });
    expect((await client.patch(`/api/products/${product.id}`, { is_featured: true })).status).toBe(200);
    expect((await client.put(`/api/products/${product.id}`, form(category.id), { headers: { 'if-match': '*' } })).status).toBe(200);
  });

  it('a weak or malformed If-Match is no match: 412 and 400', async () => {
    const app = getApp();
    const { client, category, product } = await shopWithProduct(app, 'loja');
    const etag = (await client.get(`/api/store/products/${product.id}`)).headers.get('etag')!;
    expect((await client.put(`/api/products/${product.id}`, form(category.id), { headers: { 'if-match': `W/${etag}` } })).status).toBe(412);
    const bad = await client.put(`/api/products/${product.id}`, form(category.id), { headers: { 'if-match': 'sem-aspas' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(versionMessages.badIfMatch);
  });

  it('shop A’s If-Match on shop B’s product: 404, and B’s product is unchanged', async () => {
    const app = getApp();
    const a = await shopWithProduct(app, 'a');
    const b = await shopWithProduct(app, 'b');
    const bEtag = (await b.client.get(`/api/store/products/${b.product.id}`)).headers.get('etag')!;
    expect((await a.client.get(`/api/store/products/${b.product.id}`)).status).toBe(404);
    for (const headers of [{ 'if-match': bEtag }, { 'if-match': '*' }, { 'if-match': '"p1-0"' }]) {
      expect((await a.client.put(`/api/products/${b.product.id}`, form(a.category.id), { headers })).status).toBe(404);
      expect((await a.client.delete(`/api/products/${b.product.id}`, { headers })).status).toBe(404);
    }
    expect((await b.client.get(`/api/store/products/${b.product.id}`)).headers.get('etag')).toBe(bEtag);
  });
});

describe('categories, settings and client shops: ETag and If-Match', () => {
  it('a category: stale rename refused, isolation', async () => {
    const app = getApp();
    const a = await shopWithProduct(app, 'a');
    const b = await shopWithProduct(app, 'b');
    const opened = await a.client.get(`/api/store/categories/${a.category.id}`);
    const etag = opened.headers.get('etag')!;
    expect(etag).toMatch(/^"c\d+"$/);
    expect((await a.client.put(`/api/categories/${a.category.id}`, { name: 'Pipas grandes' }, { headers: { 'if-match': etag } })).status).toBe(200);
    const stale = await a.client.put(`/api/categories/${a.category.id}`, { name: 'Pipas pequenas' }, { headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    expect(stale.body.current.name).toBe('Pipas grandes');
    expect(stale.body.changed_by).toBe(a.admin.username);
    expect((await a.client.get(`/api/store/categories/${b.category.id}`)).status).toBe(404);
    expect((await a.client.put(`/api/categories/${b.category.id}`, { name: 'X' }, { headers: { 'if-match': '*' } })).status).toBe(404);
  });

  it('the shop’s settings and words: the master’s change makes the owner’s open copy stale', async () => {
    const app = getApp();
    const { client: owner, site } = await shopWithAdmin(app, { subdomain: 'loja' });
    const { client: master, master: masterUser } = await masterClient(app);
    const opened = await owner.get('/api/store/config');
    const etag = opened.headers.get('etag')!;
    expect(etag).toMatch(/^"s\d+"$/);
    const clientEtag = (await master.get(`/api/master/clients/${site.id}`)).headers.get('etag');
    expect(clientEtag).toBe(etag); // one row, one version

    const byMaster = await master.put(`/api/master/clients/${site.id}`, { contact_whatsapp: '(81) 98765-4321' }, { headers: { 'if-match': etag } });
    expect(byMaster.status).toBe(200);
    const stale = await owner.put('/api/config', { store_name: 'Outra', hero_tagline: 'Pipas!' }, { headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    expect(stale.body.changed_by).toBe(masterUser.username);
    expect(stale.body.current.whatsapp).toContain('98765');
    expect((await app.deps.db('sites').where('id', site.id).first()).store_name).not.toBe('Outra');

    const staleMaster = await master.put(`/api/master/clients/${site.id}`, { city: 'Olinda' }, { headers: { 'if-match': etag } });
    expect(staleMaster.status).toBe(412);
    expect((await master.delete(`/api/master/clients/${site.id}`, { headers: { 'if-match': etag } })).status).toBe(412);
    const ok = await owner.put('/api/config', { store_name: 'Outra' }, { headers: { 'if-match': stale.body.etag } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('etag')).not.toBe(stale.body.etag);
  });
});
