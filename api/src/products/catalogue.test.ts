import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { getWithHost } from '../../test/http-client.ts';
import { messages } from '@vitrine/contract/messages';
import { imageForm, pngImage, storedFiles } from '../images/test-images.ts';

const getApp = useTestApp();

/** A shop with an admin, two categories and three products (created in this order). */
async function shop(app: TestApp, subdomain: string) {
  const given = await shopWithAdmin(app, { subdomain });
  const kites = await buildCategory(app.deps.db, given.site, { name: 'Pipas' });
  const lines = await buildCategory(app.deps.db, given.site, { name: 'Linhas' });
  const raia = await buildProduct(app.deps.db, given.site, kites, { name: 'Pipa Raia', price: '12.90' });
  const arraia = await buildProduct(app.deps.db, given.site, kites, { name: 'Pipa Arraia', price: '15.90' });
  const line = await buildProduct(app.deps.db, given.site, lines, { name: 'Linha 10', price: '4.90' });
  const anon = app.client({ 'x-tenant-subdomain': subdomain });
  const names = async (path = '/api/products') => ((await anon.get(path)).body as Array<{ name: string }>).map((p) => p.name);
  return { ...given, kites, lines, raia, arraia, line, anon, names };
}

describe('availability: disponivel, esgotado, oculto', () => {
  it('esgotado stays on the shop, marked; oculto leaves the public list, search, product page and sitemap, and its admin still sees it', async () => {
    const app = getApp();
    const s = await shop(app, 'estoque');
    const sold = await s.client.patch(`/api/products/${s.raia.id}`, { availability: 'esgotado' });
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({ id: s.raia.id, availability: 'esgotado' });
    expect((await s.anon.get(`/api/products/${s.raia.id}`)).body.availability).toBe('esgotado');

    expect((await s.client.patch(`/api/products/${s.arraia.id}`, { availability: 'oculto' })).status).toBe(200);
    expect(await s.names()).toEqual(['Linha 10', 'Pipa Raia']);
    expect(await s.names('/api/products?q=arraia')).toEqual([]);
    expect((await s.anon.get(`/api/products/${s.arraia.id}`)).status).toBe(404);
    const sitemap = await getWithHost(app.url, '/sitemap.xml', 'estoque.localhost');
    expect(sitemap.text).toContain(`/product/${s.raia.id}`);
    expect(sitemap.text).not.toContain(`/product/${s.arraia.id}`);

    // its admin: the product page (to edit it) and the admin list, filtered or not
    expect((await s.client.get(`/api/products/${s.arraia.id}`)).body.availability).toBe('oculto');
    const all = await s.client.get('/api/store/products');
    expect(all.body.map((p: { name: string }) => p.name)).toEqual(['Linha 10', 'Pipa Arraia', 'Pipa Raia']);
    expect(all.headers.get('x-total-count')).toBe('3');
    const hidden = await s.client.get('/api/store/products?availability=oculto&q=pipa');
    expect(hidden.body.map((p: { id: number }) => p.id)).toEqual([s.arraia.id]);
    expect((await s.client.get('/api/store/products?availability=')).body).toHaveLength(3);
  });

  it('is set on creation and kept by an edit that does not send it; destaque too', async () => {
    const app = getApp();
    const s = await shop(app, 'criar');
    const created = await s.client.post('/api/products', {
      name: 'Pipa Nova',
      price: 10,
      unit: 'unidade',
      category_id: s.kites.id,
      availability: 'esgotado',
      is_featured: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ availability: 'esgotado', is_featured: true });
    const edited = await s.client.put(`/api/products/${created.body.id}`, { name: 'Pipa Nova 2', price: 11, unit: 'unidade', category_id: s.kites.id });
    expect(edited.body).toMatchObject({ name: 'Pipa Nova 2', availability: 'esgotado', is_featured: true });
    const plain = await s.client.post('/api/products', { name: 'Pipa Simples', price: 10, unit: 'unidade', category_id: s.kites.id });
    expect(plain.body).toMatchObject({ availability: 'disponivel', is_featured: false });
  });

  it('refuses bad values with a pt-BR message and writes nothing', async () => {
    const app = getApp();
    const s = await shop(app, 'ruim');
    for (const body of [{ availability: 'vendido' }, { availability: null }, { is_featured: 'sim' }, {}, []]) {
      const res = await s.client.patch(`/api/products/${s.raia.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    expect((await s.client.patch(`/api/products/${s.raia.id}`, { availability: 'vendido' })).body.details.availability).toBe(
      messages.catalogue.availabilityInvalid,
    );
    expect((await s.client.get('/api/store/products?availability=vendido')).status).toBe(400);
    expect((await s.anon.get('/api/products?sort=barato')).body.error).toBeTruthy();
    expect((await s.client.get(`/api/products/${s.raia.id}`)).body).toMatchObject({ availability: 'disponivel', is_featured: false });
    expect((await s.client.patch('/api/products/999999', { availability: 'oculto' })).status).toBe(404);
    expect((await s.anon.patch(`/api/products/${s.raia.id}`, { availability: 'oculto' })).status).toBe(401);
    expect((await s.anon.get('/api/store/products')).status).toBe(401);
  });
});

describe('order: the owner orders products and categories, and the shop follows', () => {
  it('new products go after the others; a saved order is what the public list shows; categories too', async () => {
    const app = getApp();
    const s = await shop(app, 'ordem');
    const before = await s.names();
    const created = await s.client.post('/api/products', { name: 'Pipa Nova', price: 10, unit: 'unidade', category_id: s.kites.id });
    expect(await s.names()).toEqual([...before, 'Pipa Nova']);

    const order = [s.line.id, s.raia.id, created.body.id, s.arraia.id];
    const saved = await s.client.put('/api/catalogue/products-order', { ids: order });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ids: order });
    expect(await s.names()).toEqual(['Linha 10', 'Pipa Raia', 'Pipa Nova', 'Pipa Arraia']);
    expect(await s.names(`/api/products?category_id=${s.kites.id}`)).toEqual(['Pipa Raia', 'Pipa Nova', 'Pipa Arraia']);
    // the other sorts stay available
    expect(await s.names('/api/products?sort=menor-preco')).toEqual(['Linha 10', 'Pipa Nova', 'Pipa Raia', 'Pipa Arraia']);
    expect((await s.names('/api/products?sort=novidades'))[0]).toBe('Pipa Nova');

    expect((await s.client.put('/api/catalogue/categories-order', { ids: [s.lines.id, s.kites.id] })).status).toBe(200);
    expect((await s.anon.get('/api/categories')).body.map((c: { name: string }) => c.name)).toEqual(['Linhas', 'Pipas']);
    const newCategory = await s.client.post('/api/categories', { name: 'Acessórios' });
    expect((await s.anon.get('/api/categories')).body.map((c: { id: number }) => c.id)).toEqual([s.lines.id, s.kites.id, newCategory.body.id]);
  });

  it('refuses an order that misses, repeats or invents an id, and keeps the old one', async () => {
    const app = getApp();
    const s = await shop(app, 'ordemruim');
    const before = await s.names();
    for (const ids of [[s.raia.id, s.arraia.id], [s.raia.id, s.arraia.id, s.line.id, s.line.id], [s.raia.id, s.arraia.id, s.line.id, 999999], [], 'x', [1.5]]) {
      const res = await s.client.put('/api/catalogue/products-order', { ids });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    expect((await s.client.put('/api/catalogue/products-order', { ids: [s.raia.id, s.arraia.id] })).body.error).toBe(messages.catalogue.productOrderInvalid);
    expect(await s.names()).toEqual(before);
  });
});

describe('destaque', () => {
  it('marks and unmarks a product as destaque', async () => {
    const app = getApp();
    const s = await shop(app, 'destaque');
    expect((await s.client.patch(`/api/products/${s.arraia.id}`, { is_featured: true })).body.is_featured).toBe(true);
    expect((await s.anon.get(`/api/products/${s.arraia.id}`)).body.is_featured).toBe(true);
    expect((await s.client.patch(`/api/products/${s.arraia.id}`, { is_featured: false })).body.is_featured).toBe(false);
  });
});

describe('POST /api/products/:id/duplicate', () => {
  it('copies the product with copies of its pictures, hidden and first, and either can be deleted without harming the other', async () => {
    const app = getApp();
    const s = await shop(app, 'copia');
    const options = [{ name: 'Tamanho', values: ['P', 'G'] }];
    const variants = [
      { options: ['P'], price: '12,90', availability: 'disponivel' },
      { options: ['G'], price: '19,90', availability: 'oculto' },
    ];
    const edited = await s.client.put(`/api/products/${s.raia.id}`, {
      name: 'Pipa Raia',
      price: '12.90',
      unit: 'unidade',
      category_id: s.kites.id,
      description: 'Papel de seda',
      old_price: 15,
      options,
      variants,
    });
    expect(edited.status).toBe(200);
    const up = await s.client.post(`/api/products/${s.raia.id}/images`, imageForm(await pngImage(), { filename: 'raia.png' }));
    await s.client.post(`/api/products/${s.raia.id}/images`, imageForm(await pngImage(300, 200, '#000000'), { filename: 'raia-2.png' }));
    const filesBefore = storedFiles(app.deps.config.dataDir).length;

    const copy = await s.client.post(`/api/products/${s.raia.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Pipa Raia (cópia)',
      description: 'Papel de seda',
      price: edited.body.price,
      old_price: edited.body.old_price,
      category_id: s.kites.id,
      availability: 'oculto',
      is_featured: false,
    });
    expect(copy.body.id).not.toBe(s.raia.id);
    expect(copy.body.options).toEqual(edited.body.options);
    expect(copy.body.variants.map((v: { options: string[]; price: number; availability: string }) => [v.options, v.price, v.availability])).toEqual([
      [['P'], 12.9, 'disponivel'],
      [['G'], 19.9, 'oculto'],
    ]);
    expect(copy.body.images.map((i: { original_name: string; is_primary: boolean }) => [i.original_name, i.is_primary])).toEqual([
      ['raia.png', true],
      ['raia-2.png', false],
    ]);
    expect(copy.body.images[0].image_id).not.toBe(up.body.image_id);
    expect(storedFiles(app.deps.config.dataDir).length).toBe(filesBefore * 2);
    expect((await s.client.get('/api/store/products')).body[0].id).toBe(copy.body.id);

    // deleting the original leaves the copy's pictures in place
    expect((await s.client.delete(`/api/products/${s.raia.id}`)).status).toBe(204);
    const picture = await s.client.get(copy.body.images[0].url);
    expect(picture.status).toBe(200);
  });

  it('a long name stays within the limit; an unknown product is 404 and copies nothing', async () => {
    const app = getApp();
    const s = await shop(app, 'copia2');
    const long = await buildProduct(app.deps.db, s.site, s.kites, { name: 'P'.repeat(120) });
    const copy = await s.client.post(`/api/products/${long.id}/duplicate`);
    expect(copy.body.name).toHaveLength(120);
    expect(copy.body.name.endsWith(' (cópia)')).toBe(true);
    const count = (await s.client.get('/api/store/products')).body.length;
    expect((await s.client.post('/api/products/999999/duplicate')).status).toBe(404);
    expect((await s.client.get('/api/store/products')).body.length).toBe(count);
  });
});

describe('tenant isolation of the catalogue tools', () => {
  it("shop A's admin can neither read, change, reorder nor copy shop B's products or categories", async () => {
    const app = getApp();
    const a = await shop(app, 'loja-a');
    const b = await shop(app, 'loja-b');
    await b.client.patch(`/api/products/${b.arraia.id}`, { availability: 'oculto' });
    const bBefore = (await b.client.get('/api/store/products')).body;

    // naming shop B in the header changes nothing: a store admin works on their own shop
    const asB = { headers: { 'x-tenant-subdomain': 'loja-b' } };
    const listed = await a.client.get('/api/store/products', asB);
    expect(listed.body.map((p: { id: number }) => p.id).sort()).toEqual([a.raia.id, a.arraia.id, a.line.id].sort());
    expect((await a.client.get(`/api/store/products?availability=oculto`, asB)).body).toEqual([]);
    expect((await a.client.get(`/api/products/${b.arraia.id}`)).status).toBe(404);

    expect((await a.client.patch(`/api/products/${b.raia.id}`, { availability: 'oculto' }, asB)).status).toBe(404);
    expect((await a.client.patch(`/api/products/${b.raia.id}`, { is_featured: true })).status).toBe(404);
    expect((await a.client.post(`/api/products/${b.raia.id}/duplicate`, undefined, asB)).status).toBe(404);
    expect((await a.client.put('/api/catalogue/products-order', { ids: [b.line.id, b.raia.id, b.arraia.id] }, asB)).status).toBe(400);
    expect((await a.client.put('/api/catalogue/products-order', { ids: [a.raia.id, a.arraia.id, a.line.id, b.raia.id] })).status).toBe(400);
    expect((await a.client.put('/api/catalogue/categories-order', { ids: [b.lines.id, b.kites.id] }, asB)).status).toBe(400);

    expect((await b.client.get('/api/store/products')).body).toEqual(bBefore);
    expect((await b.anon.get('/api/categories')).body.map((c: { id: number }) => c.id)).toEqual([b.lines.id, b.kites.id]); // unchanged: by name (same position)
    // and B's hidden product is not shown to A's admin on B's public shop either
    expect((await a.client.get(`/api/products/${b.arraia.id}`, asB)).status).toBe(404);
  });
});
