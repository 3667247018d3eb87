import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

/**
 * The old price (preço antigo) is above the price, whichever way a product comes in: the
 * API's create and update (also an update that changes only one of the two), a combination's
 * prices, and a spreadsheet line. Refused with 400 naming the field, nothing written.
 */
const getApp = useTestApp();
const notHigher = messages.products.oldPriceNotHigher;

async function shop(app: TestApp) {
  const { client, site } = await shopWithAdmin(app);
  const kites = await buildCategory(app.deps.db, site, { name: 'Pipas' });
  const product = (fields: Record<string, unknown>) => ({ name: 'Pipa Raia', unit: 'unidade', category_id: kites.id, ...fields });
  const rows = () => app.deps.db('products').where('site_id', site.id).orderBy('id').select('id', 'price', 'old_price', 'is_promotion');
  return { client, site, product, rows };
}

describe('old price above the price', () => {
  it('refuses a new product whose old price is not above its price, naming old_price, writing nothing', async () => {
    const { client, product, rows } = await shop(getApp());
    for (const old_price of ['12,90', 10, '0,01']) {
      const res = await client.post('/api/products', product({ price: '12,90', old_price }));
      expect(res.status, String(old_price)).toBe(400);
      expect(res.body).toEqual({ error: notHigher, details: { old_price: notHigher } });
    }
    expect(await rows()).toEqual([]);
    const ok = await client.post('/api/products', product({ price: '12,90', old_price: '12,91' }));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ price: 12.9, old_price: 12.91, is_promotion: true });
  });

  it('refuses an update that changes only the price, or only the old price, past the other; the product stays as it was', async () => {
    const { client, product, rows } = await shop(getApp());
    const created = await client.post('/api/products', product({ price: 10, old_price: 15 }));
    const before = await rows();

    // old_price absent keeps the stored 15: a price of 15 or more breaks the pair
    const priceOnly = await client.put(`/api/products/${created.body.id}`, product({ price: '15,00' }));
    expect(priceOnly.status).toBe(400);
    expect(priceOnly.body.details).toEqual({ old_price: notHigher });
    const oldOnly = await client.put(`/api/products/${created.body.id}`, product({ price: 10, old_price: '9,99' }));
    expect(oldOnly.status).toBe(400);
    expect(oldOnly.body.details).toEqual({ old_price: notHigher });
    expect(await rows()).toEqual(before);

    const fine = await client.put(`/api/products/${created.body.id}`, product({ price: '14,99' }));
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ price: 14.99, old_price: 15 });
  });

  it('checks each combination’s own prices, and leaves the product’s to the combinations', async () => {
    const { client, product, rows } = await shop(getApp());
    const options = [{ name: 'Tamanho', values: ['P', 'G'] }];
    const bad = await client.post(
      '/api/products',
      product({
        price: 10,
        options,
        variants: [
          { options: ['P'], price: 10, old_price: 12 },
          { options: ['G'], price: 20, old_price: 20 },
        ],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ 'variants.1.old_price': notHigher });
    expect(await rows()).toEqual([]);

    // no is_promotion sent: a combination's old price puts the product on promotion
    const created = await client.post(
      '/api/products',
      product({
        price: 10,
        options,
        variants: [
          { options: ['P'], price: 10, old_price: null },
          { options: ['G'], price: 20, old_price: 25 },
        ],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price: 10, old_price: null, is_promotion: true });
    // an update without options keeps the combinations, whose cheapest gives the price
    const kept = await client.put(`/api/products/${created.body.id}`, product({ price: 99 }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ price: 10, old_price: null });
  });

  it('refuses a spreadsheet line whose old price is not above its price, in the dry run and the import', async () => {
    const { client, product, rows } = await shop(getApp());
    const created = await client.post('/api/products', product({ price: 10, old_price: 15 }));
    const before = await rows();
    const send = (body: string, dryRun: boolean) =>
      client.post(`/api/store/products/import${dryRun ? '?dry_run=true' : ''}`, body, { headers: { 'content-type': 'text/csv' } });
    const both = ['id;nome;categoria;preco;preco_antigo', `${created.body.id};Pipa Raia;Pipas;10,00;10,00`, ';Pipa Nova;Pipas;8,00;7,00', ''].join('\r\n');
    // without the preco_antigo column the stored 15 stays, below the new price of 16
    const priceOnly = ['id;preco', `${created.body.id};16,00`, ''].join('\r\n');

    const dry = await send(both, true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors.map((e: { message: string }) => e.message)).toEqual([`Linha 2, preco_antigo: ${notHigher}`, `Linha 3, preco_antigo: ${notHigher}`]);
    const real = await send(both, false);
    expect(real.status).toBe(422);
    expect(real.body.details['linha 3, preco_antigo']).toBe(notHigher);
    const kept = await send(priceOnly, false);
    expect(kept.status).toBe(422);
    expect(kept.body.details['linha 2, preco_antigo']).toBe(notHigher);
    expect(await rows()).toEqual(before);
  });
});
