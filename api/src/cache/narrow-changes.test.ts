import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { cacheMetrics } from './metrics.ts';
import { makeAnswer } from './answer.ts';
import { shopKey } from './keys.ts';
import { ResponseCache } from './response-cache.ts';

/**
 * Narrow changes (docs/architecture.md): an owner's edit of one product's own rows keeps the
 * shop's answers that cannot show it (other products' reads, other categories' lists and
 * product pages), and everything that can shows the edit at once. Real HTTP against the app,
 * on the test database (PGlite, and PostgreSQL in CI's second pass).
 */
const getApp = useTestApp({ CACHE_MAX_MB: '16' });

describe('a product’s own edit keeps the answers that do not show it', () => {
  it('keeps other products and categories, renders again what shows the product, and drops everything on a wide change', async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app, { subdomain: 'estreita', store_name: 'Loja Estreita' });
    const pipas = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const linhas = await buildCategory(app.deps.db, site, { name: 'Linhas' });
    const raia = await buildProduct(app.deps.db, site, pipas, { name: 'Pipa Raia', price: '10.00' });
    const arraia = await buildProduct(app.deps.db, site, pipas, { name: 'Pipa Arraia', price: '20.00' });
    const linha = await buildProduct(app.deps.db, site, linhas, { name: 'Linha 10', price: '30.00' });
    const get = (path: string) => getWithHost(app.url, path, 'estreita.localhost');
    const slug = async (id: number) => ((await get(`/api/products/${id}`)).body as { slug: string }).slug;
    const reads = {
      raiaPage: `/product/${raia.id}-${await slug(raia.id)}`,
      raiaApi: `/api/products/${raia.id}`,
      linhaPage: `/product/${linha.id}-${await slug(linha.id)}`,
      linhaApi: `/api/products/${linha.id}`,
      pipasList: `/api/products?category_id=${pipas.id}`,
      linhasList: `/api/products?category_id=${linhas.id}`,
      pipasPage: `/products?categoria=${pipas.id}`,
      linhasPage: `/products?categoria=${linhas.id}`,
      home: '/',
      search: '/products?q=linha',
      robots: '/robots.txt',
    };
    type Read = keyof typeof reads;
    const states = async () => {
      const seen = {} as Record<Read, string>;
      for (const [name, path] of Object.entries(reads) as [Read, string][]) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        seen[name] = res.headers.get('x-cache') ?? '';
      }
      return seen;
    };
    /** What every read should say: HIT for these, MISS for the others. */
    const cached = (...hits: Read[]) => Object.fromEntries(Object.keys(reads).map((name) => [name, hits.includes(name as Read) ? 'HIT' : 'MISS']));
    const edit = async (product: typeof raia, price: string, category = product.category_id) => {
      const res = await client.put(`/api/products/${product.id}`, { name: product.name, price, unit: 'unidade', category_id: category });
      expect(res.status).toBe(200);
    };

    await states();
    expect(Object.values(await states()).every((s) => s === 'HIT')).toBe(true);

    // the line's price: its own reads, its category's lists, home and search go; the kites stay
    const carried = cacheMetrics().carried;
    await edit(linha, '31.50');
    expect(await states()).toEqual(cached('raiaPage', 'raiaApi', 'pipasList', 'pipasPage', 'robots'));
    expect(cacheMetrics().carried - carried).toBe(5);
    for (const path of [reads.linhaPage, reads.linhasPage, reads.home, reads.search]) expect((await get(path)).text, path).toContain('31,50');
    expect((await get(reads.linhaApi)).body).toMatchObject({ price: 31.5 });
    expect((await get(reads.linhasList)).body).toMatchObject([{ id: linha.id, price: 31.5 }]);

    // another kite's price: the Raia's own read stays, its page goes (its related row shows the Arraia)
    await edit(arraia, '22.00');
    const afterKite = await states();
    expect(afterKite).toMatchObject({ raiaApi: 'HIT', raiaPage: 'MISS', pipasList: 'MISS', pipasPage: 'MISS', linhaApi: 'HIT', linhasList: 'HIT' });
    expect((await get(reads.raiaPage)).text).toContain('22,00');

    // the Raia's own price shows at once in its read and its page
    await edit(raia, '11.00');
    expect(await states()).toMatchObject({ raiaApi: 'MISS', raiaPage: 'MISS', linhaApi: 'HIT', linhaPage: 'HIT' });
    expect((await get(reads.raiaApi)).body).toMatchObject({ price: 11 });
    expect((await get(reads.raiaPage)).text).toContain('11,00');

    // a new line: its category's lists and pages, the related row of that category, every menu's
    // counts (category pages), home and search go; the kite's own read and page stay
    const created = await client.post('/api/products', { name: 'Linha 20', price: '40.00', unit: 'unidade', category_id: linhas.id });
    expect(created.status).toBe(201);
    expect(await states()).toEqual(cached('raiaPage', 'raiaApi', 'linhaApi', 'pipasList', 'robots'));
    expect((await get(reads.linhasList)).body).toHaveLength(2);
    expect((await get(reads.linhaPage)).text).toContain('Linha 20');

    // a move to another category: both categories' answers and every menu go, other products' reads stay
    await edit(linha, '31.50', pipas.id);
    expect(await states()).toEqual(cached('raiaApi', 'robots'));
    expect((await get(reads.pipasPage)).text).toContain('Linha 10');
    expect((await get(reads.linhasList)).body).toHaveLength(1);

    // a category renamed: wide too
    await states();
    await app.deps.db('categories').where({ id: linhas.id }).update({ name: 'Linhas e carretéis' });
    await app.deps.cache?.settle();
    expect(Object.values(await states()).every((s) => s === 'MISS')).toBe(true);
  }, 120_000);
});

describe('home and the catalogue keep across edits of products they do not show', () => {
  it('keeps home while the edited product is not among its six, and drops it when it is, or when the pick may move', async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app, { subdomain: 'vitrine-fixa', store_name: 'Vitrine Fixa' });
    const pipas = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    // the owner's order is newest first: the first one made is the eighth, off the home page
    const made = [];
    for (let i = 1; i <= 8; i++) made.push(await buildProduct(app.deps.db, site, pipas, { name: `Pipa ${i}`, price: `${i}.00` }));
    const [eighth, , , , , , , first] = made as [(typeof made)[number], ...(typeof made)[number][]];
    const get = (path: string) => getWithHost(app.url, path, 'vitrine-fixa.localhost');
    const reads = { home: '/', homeApi: '/api/products?limit=6', catalogue: '/products', byPrice: '/products?ordem=menor-preco', categories: '/categories' };
    const states = async () => {
      const seen: Record<string, string | null> = {};
      for (const [name, path] of Object.entries(reads)) seen[name] = (await get(path)).headers.get('x-cache');
      return seen;
    };
    const edit = async (product: { id: number; name: string }, price: string) =>
      expect((await client.put(`/api/products/${product.id}`, { name: product.name, price, unit: 'unidade', category_id: pipas.id })).status).toBe(200);

    await states();
    expect(Object.values(await states()).every((s) => s === 'HIT')).toBe(true);
    expect((await get(reads.home)).text).not.toContain('Pipa 1<');

    await edit(eighth!, '1.50');
    expect(await states()).toEqual({ home: 'HIT', homeApi: 'HIT', catalogue: 'MISS', byPrice: 'MISS', categories: 'HIT' });
    expect((await get(reads.catalogue)).text).toContain('1,50');

    await edit(first!, '8.50');
    expect(await states()).toMatchObject({ home: 'MISS', homeApi: 'MISS', categories: 'HIT' });
    expect((await get(reads.home)).text).toContain('8,50');

    // starred: the pick moves, home and the counts' pages go
    await app.deps.db('products').where({ id: eighth!.id }).update({ is_featured: true });
    await app.deps.cache?.settle();
    expect(await states()).toEqual({ home: 'MISS', homeApi: 'MISS', catalogue: 'MISS', byPrice: 'MISS', categories: 'MISS' });
    expect((await get(reads.home)).text).toContain('Pipa 1');
  }, 120_000);
});

describe('an answer is carried to a new version only over changes this process heard', () => {
  const key = (version: number, url: string) => shopKey({ id: 7, content_version: version }, { headers: {}, url });
  const kite = (price: string) => ({ ...makeAnswer(200, 'text/plain', `Pipa ${price}`), scope: { products: [1], categories: [10] } });
  const change = (before: number, after: number, products: number[], categories: number[]) => ({
    before: String(before),
    after: String(after),
    products,
    categories,
    counts: false,
  });

  it('carries over every link heard, and renders again when one is missing or the change touched it', async () => {
    const cache = new ResponseCache(2 ** 20, () => true);
    const read = async (version: number, url: string, price: string) => (await cache.get(7, key(version, url), async () => kite(price))).state;
    expect(await read(1, '/pipa', '10')).toBe('MISS');
    expect(await read(1, '/outra', '10')).toBe('MISS');

    cache.narrowChange(7, change(1, 2, [2], [20]));
    cache.narrowChange(7, change(2, 3, [3], [20]));
    expect(await read(3, '/pipa', '10')).toBe('HIT');

    // a link not heard (3 → 4): the version 5 is reached over 4 → 5 alone, so nothing is carried
    cache.narrowChange(7, change(4, 5, [2], [20]));
    expect(await read(5, '/outra', '11')).toBe('MISS');

    // a change of the product itself, or of its category, drops it
    cache.narrowChange(7, change(5, 6, [1], [10]));
    expect(await read(6, '/pipa', '12')).toBe('MISS');
    cache.narrowChange(7, change(6, 7, [9], [10]));
    expect(await read(7, '/pipa', '13')).toBe('MISS');
    expect((await cache.get(7, key(7, '/pipa'), async () => kite('x'))).answer.body?.toString()).toBe('Pipa 13');

    // a wide change forgets the links: nothing older is carried past it
    cache.dropOwner(7);
    expect(await read(7, '/outra', '14')).toBe('MISS');
    cache.narrowChange(7, change(7, 9, [2], [20]));
    expect(await read(9, '/outra', '15')).toBe('HIT');
  });
});
