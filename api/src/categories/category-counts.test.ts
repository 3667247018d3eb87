import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';

/**
 * a hidden (oculto) product is off the public shop, so the public product_count
 * does not count it ("Pipas: 3 produtos" and the list shows 3). The admin's own list
 * (GET /store/categories) counts every product, since any of them keeps the category from
 * being deleted, and says how many of those are hidden.
 */
const getApp = useTestApp();

async function givenShop(app: TestApp, subdomain: string) {
  const { site, client } = await shopWithAdmin(app, { subdomain });
  const pipas = await buildCategory(app.deps.db, site, { name: 'Pipas' });
  const linhas = await buildCategory(app.deps.db, site, { name: 'Linhas' });
  const shown = await buildProduct(app.deps.db, site, pipas, { name: 'Pipa Raia' });
  const soldOut = await buildProduct(app.deps.db, site, pipas, { name: 'Pipa Arraia' });
  const hidden = await buildProduct(app.deps.db, site, pipas, { name: 'Pipa Peixinho' });
  const onlyHidden = await buildProduct(app.deps.db, site, linhas, { name: 'Linha 10' });
  // through the admin's own toggle, as an owner would
  for (const [p, availability] of [
    [soldOut, 'esgotado'],
    [hidden, 'oculto'],
    [onlyHidden, 'oculto'],
  ] as const) {
    expect((await client.patch(`/api/products/${p.id}`, { availability })).status).toBe(200);
  }
  return { site, client, pipas, linhas, shown, shopper: app.client({ 'x-tenant-subdomain': subdomain }) };
}

describe('category product_count', () => {
  it('counts for the public only the products on show (sold-out ones count, hidden ones do not)', async () => {
    const app = getApp();
    const { pipas, linhas, shopper } = await givenShop(app, 'pipas');

    const list = await shopper.get('/api/categories');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { name: string; product_count: number }) => [c.name, c.product_count])).toEqual([
      ['Linhas', 0],
      ['Pipas', 2],
    ]);
    expect((await shopper.get(`/api/categories/${pipas.id}`)).body.product_count).toBe(2);
    expect((await shopper.get(`/api/categories/${linhas.id}`)).body.product_count).toBe(0);
    // the count is what the shop's own list finds
    const inPipas = await shopper.get(`/api/products?category_id=${pipas.id}`);
    expect(inPipas.headers.get('x-total-count')).toBe('2');
  });

  it('gives the admin every product counted and how many are hidden, and follows a change at once', async () => {
    const app = getApp();
    const { client, shown, shopper } = await givenShop(app, 'pipas');

    const own = await client.get('/api/store/categories');
    expect(own.status).toBe(200);
    expect(own.body.map((c: { name: string; product_count: number; hidden_count: number }) => [c.name, c.product_count, c.hidden_count])).toEqual([
      ['Linhas', 1, 1],
      ['Pipas', 3, 1],
    ]);

    // hiding one more: the public count drops (the cached answer too), the admin's total stays
    expect((await shopper.get('/api/categories')).body[1].product_count).toBe(2);
    expect((await client.patch(`/api/products/${shown.id}`, { availability: 'oculto' })).status).toBe(200);
    expect((await shopper.get('/api/categories')).body[1].product_count).toBe(1);
    expect((await client.get('/api/store/categories')).body[1]).toMatchObject({ name: 'Pipas', product_count: 3, hidden_count: 2 });
  });

  it('keeps the admin list to the admin’s own shop, whatever shop is named, and away from anonymous callers', async () => {
    const app = getApp();
    const a = await givenShop(app, 'loja-a');
    const b = await givenShop(app, 'loja-b');
    await buildCategory(app.deps.db, b.site, { name: 'Só da B' });

    const asB = await a.client.get('/api/store/categories', { headers: { 'x-tenant-subdomain': 'loja-b' } });
    expect(asB.status).toBe(200);
    expect(asB.body.map((c: { id: number }) => c.id).sort()).toEqual([a.pipas.id, a.linhas.id].sort());
    expect((await a.shopper.get('/api/store/categories')).status).toBe(401);
  });
});
