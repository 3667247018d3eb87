import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

const valid = (category_id: number) => ({
  name: 'Pipa Raia Tradicional',
  description: 'Pipa de papel de seda com varetas de bambu',
  price: 12.9,
  unit: 'unidade',
  category_id,
});

describe('GET /api/products', () => {
  it('finds by name or description ignoring case and accents: "acessorio" finds "Acessório"', async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app, { subdomain: 'busca' });
    const cat = await buildCategory(app.deps.db, site);
    const hit = await buildProduct(app.deps.db, site, cat, { name: 'Kit Acessório Completo' });
    const byDescription = await buildProduct(app.deps.db, site, cat, { name: 'Carretel', description: 'Acompanha ACESSÓRIOS' });
    await buildProduct(app.deps.db, site, cat, { name: 'Linha 10' });
    const anon = app.client({ 'x-tenant-subdomain': 'busca' });
    const res = await anon.get('/api/products?q=acessorio');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual([hit.id, byDescription.id].sort());
    expect(res.headers.get('x-total-count')).toBe('2');
    // a query with no word in it (only symbols) finds nothing rather than everything
    expect((await anon.get('/api/products?q=%25')).body).toEqual([]);
  });

  it('filters by category, pages with limit/offset (body stays an array, total in X-Total-Count), newest first', async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app, { subdomain: 'pagina' });
    const pipas = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const linhas = await buildCategory(app.deps.db, site, { name: 'Linhas' });
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await buildProduct(app.deps.db, site, pipas, { created_at: new Date(Date.UTC(2026, 0, 1 + i)) }));
    await buildProduct(app.deps.db, site, linhas);
    const anon = app.client({ 'x-tenant-subdomain': 'pagina' });

    const page = await anon.get(`/api/products?category_id=${pipas.id}&limit=2&offset=1`);
    expect(Array.isArray(page.body)).toBe(true);
    expect(page.headers.get('x-total-count')).toBe('5');
    expect(page.body.map((p: { id: number }) => p.id)).toEqual([made[3]!.id, made[2]!.id]);
    expect(page.body[0]).toMatchObject({ category_id: pipas.id, category_name: 'Pipas', images: [] });
    // a page past the end is empty and still tells the total
    const past = await anon.get(`/api/products?category_id=${pipas.id}&offset=10`);
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('5');
    expect((await anon.get('/api/products')).headers.get('x-total-count')).toBe('6');
  });

  it('GET /api/products/:id answers 404 Produto não encontrado', async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app);
    const res = await app.client({ 'x-tenant-subdomain': site.subdomain }).get('/api/products/99999');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Produto não encontrado');
  });
});

describe('POST /api/products', () => {
  it('creates a product (201) with the spec fields and exact money', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const res = await client.post('/api/products', { ...valid(cat.id), old_price: '15,50', short_description: 'Clássica' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Pipa Raia Tradicional',
      price: 12.9,
      old_price: 15.5,
      is_promotion: true,
      unit: 'unidade',
      category_id: cat.id,
      category_name: 'Pipas',
      short_description: 'Clássica',
      images: [],
    });
    const row = await app.deps.db('products').where('id', res.body.id).first();
    expect(row.price).toBe('12.90'); // numeric, never a float
    expect(row.search_vector).toContain("'tradicional':3A"); // the search vector is kept by the database
    // and it is found by the public search right away
    const found = await client.get('/api/products?q=BAMBU');
    expect(found.body.map((p: { id: number }) => p.id)).toEqual([res.body.id]);
  });

  it('keeps cents exact: small, two-place and the largest prices survive the round trip', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    for (const [sent, back] of [
      [0.1, 0.1],
      ['0.30', 0.3],
      [19.99, 19.99],
      ['99999999.99', 99999999.99],
      [0, 0],
    ] as const) {
      const res = await client.post('/api/products', { ...valid(cat.id), price: sent });
      expect(res.status, String(sent)).toBe(201);
      expect(res.body.price).toBe(back);
    }
  });

  it('accepts category_id as a numeric string (forms) and refuses a category of another shop with 400', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const other = await shopWithAdmin(app);
    const own = await buildCategory(app.deps.db, site);
    const foreign = await buildCategory(app.deps.db, other.site);
    expect((await client.post('/api/products', { ...valid(own.id), category_id: String(own.id) })).status).toBe(201);
    const res = await client.post('/api/products', valid(foreign.id));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.products.categoryInvalid);
    expect(res.body.details).toHaveProperty('category_id');
    expect(await app.deps.db('products').where('site_id', other.site.id).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('requires name, price, unit and category_id, naming each missing field', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const res = await client.post('/api/products', {});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['category_id', 'name', 'price', 'unit']);
  });
});

describe('PUT /api/products/:id', () => {
  it.each([
    ['of another shop', 'foreign'],
    ['that does not exist', 'made-up'],
  ] as const)('refuses an edit moving a product to a category %s with 400, the product left as it was', async (_, which) => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const other = await shopWithAdmin(app);
    const own = await buildCategory(app.deps.db, site);
    const foreign = await buildCategory(app.deps.db, other.site);
    const created = await client.post('/api/products', valid(own.id));
    expect(created.status).toBe(201);
    const categoryId = which === 'foreign' ? foreign.id : foreign.id + 1000;
    const res = await client.put(`/api/products/${created.body.id}`, { ...valid(own.id), name: 'Outro nome', category_id: categoryId });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.products.categoryInvalid);
    expect(res.body.details).toHaveProperty('category_id');
    const row = await app.deps.db('products').where('id', created.body.id).first();
    expect({ name: row.name, category_id: row.category_id }).toEqual({ name: created.body.name, category_id: own.id });
    // the same edit in its own category goes through
    const ok = await client.put(`/api/products/${created.body.id}`, { ...valid(own.id), name: 'Outro nome' });
    expect([ok.status, ok.body.name]).toEqual([200, 'Outro nome']);
  });

  it('updates the form fields and keeps short_description, old_price and is_promotion when absent', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const pipas = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const linhas = await buildCategory(app.deps.db, site, { name: 'Linhas' });
    const created = await client.post('/api/products', { ...valid(pipas.id), old_price: 20, short_description: 'Resumo' });

    const res = await client.put(`/api/products/${created.body.id}`, {
      name: 'Linha Chilena',
      price: '8.5',
      unit: 'metro',
      category_id: linhas.id,
      description: 'Linha encerada',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      name: 'Linha Chilena',
      price: 8.5,
      unit: 'metro',
      category_id: linhas.id,
      category_name: 'Linhas',
      description: 'Linha encerada',
      short_description: 'Resumo',
      old_price: 20,
      is_promotion: true,
    });
    const found = await client.get('/api/products?q=encerada');
    expect(found.body).toHaveLength(1);
    expect((await client.get('/api/products?q=bambu')).body).toHaveLength(0);

    const cleared = await client.put(`/api/products/${created.body.id}`, { ...valid(pipas.id), old_price: null, is_promotion: false });
    expect(cleared.body).toMatchObject({ old_price: null, is_promotion: false });
  });

  it('answers 404 for an unknown product and 400 for a category of another shop', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const other = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    const product = await buildProduct(app.deps.db, site, cat);
    expect((await client.put('/api/products/99999', valid(cat.id))).status).toBe(404);
    const foreign = await buildCategory(app.deps.db, other.site);
    const res = await client.put(`/api/products/${product.id}`, valid(foreign.id));
    expect(res.status).toBe(400);
    expect((await app.deps.db('products').where('id', product.id).first()).category_id).toBe(cat.id);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes (204), then 404', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    const product = await buildProduct(app.deps.db, site, cat);
    expect((await client.delete(`/api/products/${product.id}`)).status).toBe(204);
    const again = await client.delete(`/api/products/${product.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(messages.products.notFound);
    // the category is empty again and can go
    expect((await client.delete(`/api/categories/${cat.id}`)).status).toBe(204);
  });
});
