import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

/**
 * bad input never gives a 500. Each case names what a careless client or
 * an attacker sends and the status it must get, with a pt-BR error to show.
 */
const getApp = useTestApp();
const ENGLISH = /invalid|expected|too (small|big)|required|received/i;

const product = (categoryId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Pipa',
  price: 10,
  unit: 'unidade',
  category_id: categoryId,
  ...extra,
});

describe('bad input on the store API', () => {
  it('answers 4xx with a pt-BR message to every malformed request, never 500', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    const p = await buildProduct(app.deps.db, site, cat);
    const huge = 'x'.repeat(10_000);

    type Case = [label: string, method: 'get' | 'post' | 'put' | 'delete', path: string, body: unknown, status: number, field?: string];
    const cases: Case[] = [
      // products: types, missing fields, prices, lengths
      ['price negative', 'post', '/api/products', product(cat.id, { price: -1 }), 400, 'price'],
      ['price as text', 'post', '/api/products', product(cat.id, { price: 'dez reais' }), 400, 'price'],
      ['price with 3 places', 'post', '/api/products', product(cat.id, { price: 1.999 }), 400, 'price'],
      ['price in exponent form', 'post', '/api/products', product(cat.id, { price: '1e3' }), 400, 'price'],
      ['price too large', 'post', '/api/products', product(cat.id, { price: 1e12 }), 400, 'price'],
      ['price null', 'post', '/api/products', product(cat.id, { price: null }), 400, 'price'],
      ['price as an object', 'post', '/api/products', product(cat.id, { price: { amount: 1 } }), 400, 'price'],
      ['old_price negative', 'post', '/api/products', product(cat.id, { old_price: -5 }), 400, 'old_price'],
      ['unit not in the list', 'post', '/api/products', product(cat.id, { unit: 'caixa' }), 400, 'unit'],
      ['name missing', 'post', '/api/products', { price: 1, unit: 'kit', category_id: cat.id }, 400, 'name'],
      ['name as a number', 'post', '/api/products', product(cat.id, { name: 42 }), 400, 'name'],
      ['name too long', 'post', '/api/products', product(cat.id, { name: huge }), 400, 'name'],
      ['description too long', 'post', '/api/products', product(cat.id, { description: huge }), 400, 'description'],
      ['category_id as text', 'post', '/api/products', product(cat.id, { category_id: 'pipas' }), 400, 'category_id'],
      ['category_id boolean', 'post', '/api/products', product(cat.id, { category_id: true }), 400, 'category_id'],
      ['category_id too big', 'post', '/api/products', product(cat.id, { category_id: 99999999999 }), 400, 'category_id'],
      ['category_id unknown', 'post', '/api/products', product(123456), 400, 'category_id'],
      ['is_promotion as text', 'post', '/api/products', product(cat.id, { is_promotion: 'sim' }), 400, 'is_promotion'],
      ['body is an array', 'post', '/api/products', [product(cat.id)], 400],
      ['body is a string', 'post', '/api/products', JSON.stringify('pipa'), 400],
      ['PUT with a bad price', 'put', `/api/products/${p.id}`, product(cat.id, { price: '-0.01' }), 400, 'price'],
      // a NUL byte: no text column can hold it, whichever field carries it
      ['NUL in a product name', 'post', '/api/products', product(cat.id, { name: 'pipa\u0000azul' }), 400, 'name'],
      ['NUL in a category description', 'put', `/api/categories/${cat.id}`, { name: 'Ok', description: 'a\u0000b' }, 400, 'description'],
      ['NUL in the WhatsApp (normalised away otherwise)', 'put', '/api/config', { store_name: 'Loja', whatsapp: '11\u000098765-4321' }, 400, 'whatsapp'],
      ['NUL in the store name', 'put', '/api/config', { store_name: 'Lo\u0000ja' }, 400, 'store_name'],
      // ids in the path
      ['product id in binary notation', 'delete', '/api/products/0b1', undefined, 400],
      ['product id in hex notation', 'put', '/api/products/0x1', product(cat.id), 400],
      ['product id with a sign', 'delete', '/api/products/+1', undefined, 400],
      ['product id with spaces', 'delete', '/api/products/%201', undefined, 400],
      ['product id with a leading zero', 'get', '/api/products/01', undefined, 400],
      ['category id with a NUL', 'delete', '/api/categories/1%00', undefined, 400],
      ['product id not numeric', 'get', '/api/products/abc', undefined, 400],
      ['product id negative', 'put', '/api/products/-1', product(cat.id), 400],
      ['product id decimal', 'delete', '/api/products/1.5', undefined, 400],
      ['product id beyond int4', 'get', '/api/products/99999999999', undefined, 400],
      ['image id not numeric', 'delete', `/api/products/${p.id}/images/abc`, undefined, 400],
      ['image id in primary not numeric', 'post', `/api/products/${p.id}/images/x/primary`, undefined, 400],
      ['image order not a list', 'put', `/api/products/${p.id}/images/order`, { image_ids: 'a,b' }, 400, 'image_ids'],
      ['image order empty', 'put', `/api/products/${p.id}/images/order`, { image_ids: [] }, 400, 'image_ids'],
      ['image order with text ids', 'put', `/api/products/${p.id}/images/order`, { image_ids: ['1'] }, 400],
      ['category id not numeric', 'put', '/api/categories/abc', { name: 'X' }, 400],
      ['image uuid malformed', 'get', '/api/images/not-a-uuid', undefined, 404],
      ['image width not numeric', 'get', '/api/images/00000000-0000-4000-8000-000000000000?w=big', undefined, 400],
      // list query
      ['limit too large', 'get', '/api/products?limit=100000', undefined, 400],
      ['limit not numeric', 'get', '/api/products?limit=dez', undefined, 400],
      ['offset negative', 'get', '/api/products?offset=-1', undefined, 400],
      ['category filter not numeric', 'get', '/api/products?category_id=pipas', undefined, 400],
      ['search too long', 'get', `/api/products?q=${'a'.repeat(500)}`, undefined, 400],
      // categories
      ['category name missing', 'post', '/api/categories', {}, 400, 'name'],
      ['category name as array', 'post', '/api/categories', { name: ['Pipas'] }, 400, 'name'],
      ['category name too long', 'post', '/api/categories', { name: huge }, 400, 'name'],
      ['category description too long', 'put', `/api/categories/${cat.id}`, { name: 'Ok', description: huge }, 400, 'description'],
      // settings
      ['store name missing', 'put', '/api/config', { whatsapp: '11987654321' }, 400, 'store_name'],
      ['store name as an object', 'put', '/api/config', { store_name: { pt: 'Loja' } }, 400, 'store_name'],
      ['address too long', 'put', '/api/config', { store_name: 'Loja', address: huge }, 400, 'address'],
      ['maps link not http', 'put', '/api/config', { store_name: 'Loja', google_maps_link: 'ftp://x' }, 400, 'google_maps_link'],
      ['colour not hex', 'put', '/api/config', { store_name: 'Loja', accent_color: 'rgb(0,0,0)' }, 400, 'accent_color'],
    ];

    for (const [label, method, path, body, status, field] of cases) {
      const res =
        method === 'get' || method === 'delete'
          ? await client[method](path)
          : typeof body === 'string'
            ? await client[method](path, body, { headers: { 'content-type': 'application/json' } })
            : await client[method](path, body);
      expect(res.status, `${label}: ${res.text}`).toBe(status);
      expect(typeof res.body.error, label).toBe('string');
      // no library default (English) text reaches the user
      for (const text of [res.body.error, ...Object.values(res.body.details ?? {})]) expect(text, label).not.toMatch(ENGLISH);
      if (field) expect(res.body.details, label).toHaveProperty([field]);
    }
    // product 1 exists: a server that read "0b1" or "+1" as 1 would have deleted it
    expect(p.id).toBe(1);
    expect((await client.get(`/api/products/${p.id}`)).status).toBe(200);
  });

  it('refuses a NUL byte in a search with 400 naming the parameter, and ignores other control characters', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    await buildProduct(app.deps.db, site, cat, { name: 'Pipa Azul' });
    const res = await client.get('/api/products?q=pipa%00azul');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messages.http.invalidCharacters, details: { q: messages.http.invalidCharacters } });
    expect((await client.get('/api/products?q=pipa%07')).body).toHaveLength(1);
  });

  it('answers 400 to broken JSON and 415 to a JSON route sent another content type', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const broken = await client.post('/api/categories', '{"name": "Pipas"', { headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe(messages.http.invalidJson);
    const form = await client.post('/api/categories', 'name=Pipas', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    const text = await client.put('/api/config', 'store_name', { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('answers 413 to a JSON body over the limit', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const res = await client.post('/api/categories', { name: 'Pipas', description: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(messages.http.bodyTooLarge);
  });
});
