import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

/** a price typed the Brazilian way is never stored 100× too high. */
describe('product prices typed as people type them', () => {
  it('stores 12,50, R$ 12,50 and 1.234,56 as those amounts, and the shop reads them back', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    for (const [typed, stored] of [
      ['12,50', '12.50'],
      ['12.50', '12.50'],
      ['R$ 12,50', '12.50'],
      ['1.234,56', '1234.56'],
      ['0,5', '0.50'],
    ] as const) {
      const res = await client.post('/api/products', { name: `Pipa ${typed}`, price: typed, old_price: 'R$ 2.000,00', unit: 'unidade', category_id: cat.id });
      expect(res.status, typed).toBe(201);
      expect(res.body.price, typed).toBe(Number(stored));
      const row = await app.deps.db('products').where({ id: res.body.id }).first();
      expect(row.price, typed).toBe(stored);
      expect(row.old_price).toBe('2000.00');
    }
  });

  it('refuses ambiguous or invalid prices with a pt-BR message naming the field, writing nothing', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    for (const [price, message] of [
      ['1.234', messages.money.ambiguous('Preço', '1.234')],
      ['1,234.56', messages.money.foreignFormat('Preço')],
      ['12,505', messages.money.tooManyDecimals('Preço')],
      ['doze', messages.money.invalid('Preço')],
      ['-1,00', messages.money.negative('Preço')],
      ['', messages.money.required('Preço')],
    ] as const) {
      const res = await client.post('/api/products', { name: 'Pipa', price, unit: 'unidade', category_id: cat.id });
      expect(res.status, price).toBe(400);
      expect(res.body.error, price).toBe(message);
      expect(res.body.details.price, price).toBe(message);
    }
    const bad = await client.post('/api/products', { name: 'Pipa', price: '10', old_price: '1.500', unit: 'unidade', category_id: cat.id });
    expect(bad.status).toBe(400);
    expect(bad.body.details.old_price).toBe(messages.money.ambiguous('Preço antigo', '1.500'));
    expect(await app.deps.db('products').where('site_id', site.id).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('PUT accepts the pt-BR form too, and a blank old price clears it', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const cat = await buildCategory(app.deps.db, site);
    const created = await client.post('/api/products', { name: 'Carretel', price: 30, old_price: 40, unit: 'unidade', category_id: cat.id });
    const res = await client.put(`/api/products/${created.body.id}`, { name: 'Carretel', price: '29,90', old_price: '', unit: 'unidade', category_id: cat.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 29.9, old_price: null });
  });
});
