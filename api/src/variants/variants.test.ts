import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

/**
 * a product's options (up to two types) and its combinations, each with
 * its own price, old price and availability; written with the product in one transaction,
 * hidden combinations kept from shoppers, never reachable from another shop.
 */
const getApp = useTestApp();

const SIZES_AND_COLOURS = {
  options: [
    { name: 'Tamanho', values: ['P', 'M', 'G'] },
    { name: 'Cor', values: ['Azul', 'Verde'] },
  ],
  variants: [
    { options: ['P', 'Azul'], price: '10,00' },
    { options: ['M', 'Azul'], price: 15, old_price: '18,90' },
    { options: ['G', 'Azul'], price: '25,00', availability: 'esgotado' },
    { options: ['G', 'Verde'], price: '99,00', availability: 'oculto' },
  ],
};

async function givenShop(app: TestApp, subdomain?: string) {
  const { site, client } = await shopWithAdmin(app, subdomain ? { subdomain } : {});
  const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
  return { site, client, category, shopper: app.client().with({ 'X-Tenant-Subdomain': site.subdomain }) };
}

const body = (categoryId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Pipa Raia',
  price: '30,00',
  unit: 'unidade',
  category_id: categoryId,
  ...extra,
});

describe('product options', () => {
  it('creates a product with two option types and its combinations; the price becomes the lowest on show', async () => {
    const app = getApp();
    const { client, category } = await givenShop(app);

    const res = await client.post('/api/products', body(category.id, SIZES_AND_COLOURS));

    expect(res.status, res.text).toBe(201);
    expect(res.body.options).toEqual(SIZES_AND_COLOURS.options);
    expect(
      res.body.variants.map((v: { options: string[]; price: number; old_price: number | null; availability: string }) => [
        v.options,
        v.price,
        v.old_price,
        v.availability,
      ]),
    ).toEqual([
      [['P', 'Azul'], 10, null, 'disponivel'],
      [['M', 'Azul'], 15, 18.9, 'disponivel'],
      [['G', 'Azul'], 25, null, 'esgotado'],
      [['G', 'Verde'], 99, null, 'oculto'], // its admin sees the hidden one
    ]);
    expect(res.body.price).toBe(10);
    expect(res.body.price_max).toBe(25); // the hidden 99 is not on show
    const stored = await app.deps.db('product_variants').where({ product_id: res.body.id }).orderBy('position');
    expect(stored.map((v: { price: string }) => v.price)).toEqual(['10.00', '15.00', '25.00', '99.00']);
  });

  it('shows shoppers every combination but the hidden ones, in the list and on the product', async () => {
    const app = getApp();
    const { client, category, shopper } = await givenShop(app);
    const created = await client.post('/api/products', body(category.id, SIZES_AND_COLOURS));

    const one = await shopper.get(`/api/products/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body.variants.map((v: { options: string[] }) => v.options.join('/'))).toEqual(['P/Azul', 'M/Azul', 'G/Azul']);
    expect([one.body.price, one.body.price_max]).toEqual([10, 25]);

    const list = await shopper.get('/api/products');
    expect(list.body[0].variants).toHaveLength(3);
    expect(list.body[0].price_max).toBe(25);
  });

  it('keeps the options on a PUT that does not send them, replaces them when sent, and [] takes them away', async () => {
    const app = getApp();
    const { client, category } = await givenShop(app);
    const { body: p } = await client.post('/api/products', body(category.id, SIZES_AND_COLOURS));

    const renamed = await client.put(`/api/products/${p.id}`, body(category.id, { name: 'Pipa Raia Nova', price: 77 }));
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.variants).toHaveLength(4);
    expect(renamed.body.price).toBe(10); // still the lowest combination, whatever the form's price field said

    const one = await client.put(
      `/api/products/${p.id}`,
      body(category.id, { options: [{ name: 'Cor', values: ['Rosa'] }], variants: [{ options: ['Rosa'], price: '12,50' }] }),
    );
    expect(one.status, one.text).toBe(200);
    expect(one.body.options).toEqual([{ name: 'Cor', values: ['Rosa'] }]);
    expect(one.body.variants.map((v: { options: string[]; price: number }) => [v.options, v.price])).toEqual([[['Rosa'], 12.5]]);
    expect(one.body.price).toBe(12.5);

    const none = await client.put(`/api/products/${p.id}`, body(category.id, { options: [] }));
    expect(none.status, none.text).toBe(200);
    expect([none.body.options, none.body.variants, none.body.price, none.body.price_max]).toEqual([[], [], 30, 30]);
    expect(await app.deps.db('product_variants').where({ product_id: p.id })).toEqual([]);
    expect(await app.deps.db('product_options').where({ product_id: p.id })).toEqual([]);
  });

  it('refuses bad options with a pt-BR message naming the field, and writes nothing', async () => {
    const app = getApp();
    const { client, category, site } = await givenShop(app);
    const existing = await buildProduct(app.deps.db, site, category, { name: 'Pipa Antiga' });
    const twoTypes = SIZES_AND_COLOURS.options;
    type Case = [label: string, extra: Record<string, unknown>, field: string, message?: string];
    const cases: Case[] = [
      ['three option types', { options: [...twoTypes, { name: 'Material', values: ['Seda'] }], variants: [] }, 'options', messages.variants.tooManyTypes],
      ['a type without a name', { options: [{ name: ' ', values: ['P'] }], variants: [{ options: ['P'], price: 1 }] }, 'options.0.name'],
      [
        'the same type twice',
        {
          options: [
            { name: 'Cor', values: ['A'] },
            { name: 'cor', values: ['B'] },
          ],
          variants: [{ options: ['A', 'B'], price: 1 }],
        },
        'options.1.name',
      ],
      ['a type without values', { options: [{ name: 'Cor', values: [] }], variants: [] }, 'options.0.values'],
      ['a value twice', { options: [{ name: 'Cor', values: ['Azul', 'Azul'] }], variants: [{ options: ['Azul'], price: 1 }] }, 'options.0.values.1'],
      ['types without combinations', { options: twoTypes }, 'variants', messages.variants.combinationsRequired],
      ['combinations without types', { variants: [{ options: ['P'], price: 1 }] }, 'variants', messages.variants.noTypes],
      [
        'a value not of its type',
        { options: twoTypes, variants: [{ options: ['GG', 'Azul'], price: 1 }] },
        'variants.0.options.0',
        messages.variants.unknownValue('GG', 'Tamanho'),
      ],
      ['one value for two types', { options: twoTypes, variants: [{ options: ['P'], price: 1 }] }, 'variants.0.options'],
      [
        'the same combination twice',
        {
          options: twoTypes,
          variants: [
            { options: ['P', 'Azul'], price: 1 },
            { options: ['P', 'Azul'], price: 2 },
          ],
        },
        'variants.1.options',
      ],
      ['an ambiguous price', { options: twoTypes, variants: [{ options: ['P', 'Azul'], price: '1.234' }] }, 'variants.0.price'],
      ['a negative old price', { options: twoTypes, variants: [{ options: ['P', 'Azul'], price: 1, old_price: -2 }] }, 'variants.0.old_price'],
      [
        'an unknown availability',
        { options: twoTypes, variants: [{ options: ['P', 'Azul'], price: 1, availability: 'talvez' }] },
        'variants.0.availability',
        messages.catalogue.availabilityInvalid,
      ],
      ['options not a list', { options: 'Tamanho: P, M' }, 'options'],
      ['a combination not an object', { options: twoTypes, variants: ['P/Azul'] }, 'variants.0'],
    ];
    for (const [label, extra, field, message] of cases) {
      for (const [method, path] of [
        ['post', '/api/products'],
        ['put', `/api/products/${existing.id}`],
      ] as const) {
        const res = await client[method](path, body(category.id, { name: 'Não deve ficar', ...extra }));
        expect(res.status, `${label} (${method}): ${res.text}`).toBe(400);
        expect(res.body.details, `${label} (${method})`).toHaveProperty([field]);
        if (message) expect(res.body.details[field], label).toBe(message);
      }
    }
    expect(await app.deps.db('products').where({ site_id: site.id }).pluck('name')).toEqual(['Pipa Antiga']);
    expect(await app.deps.db('product_variants').where({ site_id: site.id })).toEqual([]);
  });

  it('never reads or changes another shop’s options', async () => {
    const app = getApp();
    const a = await givenShop(app, 'loja-a');
    const b = await givenShop(app, 'loja-b');
    const { body: bProduct } = await b.client.post('/api/products', body(b.category.id, SIZES_AND_COLOURS));
    const before = await app.deps.db('product_variants').where({ site_id: b.site.id }).orderBy('id');

    // A's admin names B's product, with or without B's header
    expect((await a.client.put(`/api/products/${bProduct.id}`, body(a.category.id, { options: [] }))).status).toBe(404);
    expect(
      (await a.client.put(`/api/products/${bProduct.id}`, body(a.category.id, { options: [] }), { headers: { 'X-Tenant-Subdomain': 'loja-b' } })).status,
    ).toBe(404);
    expect((await a.client.get(`/api/products/${bProduct.id}`)).status).toBe(404);
    // A's admin reading B's shop publicly sees it as any shopper: no hidden combination
    const asShopper = await a.client.get(`/api/products/${bProduct.id}`, { headers: { 'X-Tenant-Subdomain': 'loja-b' } });
    expect(asShopper.status).toBe(200);
    expect(asShopper.body.variants.some((v: { availability: string }) => v.availability === 'oculto')).toBe(false);

    expect(await app.deps.db('product_variants').where({ site_id: b.site.id }).orderBy('id')).toEqual(before);
    // and A's own product with options lands in A's shop only
    const own = await a.client.post('/api/products', body(a.category.id, SIZES_AND_COLOURS));
    expect(own.status).toBe(201);
    expect(new Set(await app.deps.db('product_variants').where({ product_id: own.body.id }).pluck('site_id'))).toEqual(new Set([a.site.id]));
  });

  it('takes the options away with the product', async () => {
    const app = getApp();
    const { client, category } = await givenShop(app);
    const { body: p } = await client.post('/api/products', body(category.id, SIZES_AND_COLOURS));
    expect((await client.delete(`/api/products/${p.id}`)).status).toBe(204);
    expect(await app.deps.db('product_variants').where({ product_id: p.id })).toEqual([]);
    expect(await app.deps.db('product_options').where({ product_id: p.id })).toEqual([]);
  });
});
