import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';

const getApp = useTestApp();

/** A handbag shop: a bag sold in Tamanho P/G and Cor Preta/Caramelo, one hidden combination in Vinho. */
async function bagShop(app: TestApp, subdomain: string) {
  const shop = await shopWithAdmin(app, { subdomain, store_name: 'Ateliê da Ana' });
  const bags = await buildCategory(app.deps.db, shop.site, { name: 'Bolsas' });
  const wallet = await buildProduct(app.deps.db, shop.site, bags, { name: 'Carteira de couro' });
  const created = await shop.client.post('/api/products', {
    name: 'Bolsa Tiracolo',
    price: '120',
    unit: 'unidade',
    category_id: bags.id,
    options: [
      { name: 'Tamanho', values: ['P', 'G'] },
      { name: 'Cor', values: ['Preta', 'Caramelo', 'Vinho'] },
    ],
    variants: [
      { options: ['G', 'Preta'], price: '150', availability: 'disponivel' },
      { options: ['P', 'Caramelo'], price: '120', availability: 'disponivel' },
      { options: ['P', 'Vinho'], price: '120', availability: 'oculto' },
    ],
  });
  expect(created.status).toBe(201);
  const anon = app.client({ 'x-tenant-subdomain': subdomain });
  const search = async (q: string) => {
    const res = await anon.get(`/api/products?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body.map((p: { name: string }) => p.name) as string[];
  };
  return { ...shop, bags, wallet, bag: created.body as { id: number }, anon, search };
}

describe('search finds option values', () => {
  it('"preta", "tamanho G" and "caramelo" find the bag sold in them; a value only a hidden combination has finds nothing', async () => {
    const s = await bagShop(getApp(), 'ana-opcoes');
    expect(await s.search('preta')).toEqual(['Bolsa Tiracolo']);
    expect(await s.search('tamanho G')).toEqual(['Bolsa Tiracolo']);
    expect(await s.search('bolsa caramelo')).toEqual(['Bolsa Tiracolo']);
    expect(await s.search('vinho')).toEqual([]);
    expect(await s.search('couro')).toEqual(['Carteira de couro']);
  });

  it('follows a change of the options at once: a value taken away is no longer found, a new one is', async () => {
    const s = await bagShop(getApp(), 'ana-muda');
    const changed = await s.client.put(`/api/products/${s.bag.id}`, {
      name: 'Bolsa Tiracolo',
      price: '120',
      unit: 'unidade',
      category_id: s.bags.id,
      options: [{ name: 'Cor', values: ['Caramelo', 'Verde'] }],
      variants: [
        { options: ['Caramelo'], price: '120', availability: 'disponivel' },
        { options: ['Verde'], price: '130', availability: 'esgotado' },
      ],
    });
    expect(changed.status).toBe(200);
    expect(await s.search('preta')).toEqual([]);
    expect(await s.search('verde')).toEqual(['Bolsa Tiracolo']);
    expect(await s.search('tamanho')).toEqual([]);
  });
});

describe("the shop's search synonyms", () => {
  it('papagaio finds the pipas once the owner says so, in their shop only; the shoppers never read the list', async () => {
    const app = getApp();
    const a = await shopWithAdmin(app, { subdomain: 'sinonimo-a' });
    const b = await shopWithAdmin(app, { subdomain: 'sinonimo-b' });
    for (const shop of [a, b])
      await buildProduct(app.deps.db, shop.site, await buildCategory(app.deps.db, shop.site, { name: 'Pipas' }), { name: 'Pipa Raia' });
    const searchIn = async (sub: string, q: string) =>
      ((await app.client({ 'x-tenant-subdomain': sub }).get(`/api/products?q=${encodeURIComponent(q)}`)).body as { name: string }[]).map((p) => p.name);
    expect(await searchIn('sinonimo-a', 'papagaio')).toEqual([]);

    const saved = await a.client.put('/api/config', { store_name: 'A', search_synonyms: [{ term: ' Papagaio ', means: 'pipa' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.search_synonyms).toEqual([{ term: 'papagaio', means: 'pipa' }]);
    expect(await searchIn('sinonimo-a', 'papagaio')).toEqual(['Pipa Raia']);
    expect(await searchIn('sinonimo-a', 'papagáio raia')).toEqual(['Pipa Raia']);
    // shop B has its own words: A's synonym changes nothing there, even named by header
    await a.client.put(
      '/api/config',
      { store_name: 'A', search_synonyms: [{ term: 'arraia', means: 'pipa' }] },
      { headers: { 'X-Tenant-Subdomain': 'sinonimo-b' } },
    );
    expect(await searchIn('sinonimo-b', 'papagaio')).toEqual([]);
    expect(await searchIn('sinonimo-b', 'arraia')).toEqual([]);
    expect((await b.client.get('/api/config')).body.search_synonyms).toEqual([]);
    // the public site info does not carry them
    expect((await app.client({ 'x-tenant-subdomain': 'sinonimo-a' }).get('/api/site/info')).body).not.toHaveProperty('search_synonyms');
    // [] (or null) removes them
    expect((await a.client.put('/api/config', { store_name: 'A', search_synonyms: [] })).body.search_synonyms).toEqual([]);
    expect(await searchIn('sinonimo-a', 'arraia')).toEqual([]);
  });

  it('refuses synonyms that are not one word each, or a word twice, with a pt-BR message, changing nothing', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    for (const [synonyms, field, message] of [
      [[{ term: 'pipa grande', means: 'raia' }], 'search_synonyms.0.term', 'Palavra buscada: uma palavra só, sem espaços nem símbolos.'],
      [[{ term: 'pipa', means: '' }], 'search_synonyms.0.means', 'Quer dizer: informe uma palavra.'],
      [[{ term: 'pipa', means: 'raia | x' }], 'search_synonyms.0.means', 'Quer dizer: uma palavra só, sem espaços nem símbolos.'],
      [
        [
          { term: 'pipa', means: 'raia' },
          { term: 'Pipa', means: 'arraia' },
        ],
        'search_synonyms',
        'Cada palavra buscada aparece uma vez só.',
      ],
      ['pipa=raia', 'search_synonyms', 'Envie os sinônimos como uma lista.'],
    ] as const) {
      const res = await client.put('/api/config', { store_name: 'Outra', search_synonyms: synonyms });
      expect(res.status, field).toBe(400);
      expect(res.body.details[field], field).toBe(message);
    }
    expect((await app.deps.db('sites').where('id', site.id).first()).search_synonyms).toBeNull();
  });
});

describe('destaques', () => {
  it('?featured=true lists only what the owner starred; a bad value is a pt-BR 400', async () => {
    const app = getApp();
    const s = await bagShop(app, 'ana-destaques');
    expect((await s.client.patch(`/api/products/${s.wallet.id}`, { is_featured: true })).status).toBe(200);
    const starred = await s.anon.get('/api/products?featured=true');
    expect(starred.body.map((p: { name: string }) => p.name)).toEqual(['Carteira de couro']);
    expect(starred.headers.get('x-total-count')).toBe('1');
    expect((await s.anon.get('/api/products?featured=false')).body.map((p: { name: string }) => p.name)).toEqual(['Bolsa Tiracolo']);
    const bad = await s.anon.get('/api/products?featured=sim');
    expect(bad.status).toBe(400);
    expect(bad.body.details.featured).toBe('featured deve ser true ou false.');
  });
});
