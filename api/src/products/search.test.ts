import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildSite, buildUser, loginAs } from '../../test/factories.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { buildDemoCatalogue } from '../../test/demo-catalogue-rows.ts';
import { DEMO_CATEGORIES } from '../seed/demo-catalogue.ts';

const getApp = useTestApp();

const inCategory = (name: string) => DEMO_CATEGORIES.find((c) => c.name === name)!.products.map((p) => p.name);
const KITES = inCategory('Pipas');
const TAILS = inCategory('Rabiolas');
const ACCESSORIES = inCategory('Acessórios');

async function demoShop(app: TestApp) {
  const site = await buildSite(app.deps.db, { subdomain: 'pipas' });
  const ids = await buildDemoCatalogue(app.deps.db, site);
  const anon = app.client({ 'x-tenant-subdomain': 'pipas' });
  const search = async (q: string, extra = '') => {
    const res = await anon.get(`/api/products?q=${encodeURIComponent(q)}${extra}`);
    expect(res.status).toBe(200);
    return res.body.map((p: { name: string }) => p.name) as string[];
  };
  return { site, ids, anon, search };
}

/**
 * What shoppers type on the demo kite shop, and what they must see, in order.
 * `exactly`: the whole answer in this order; `first`: the answer starts with these (in any
 * order among themselves when `anyOrder`).
 */
const QUERIES: Array<{ q: string; why: string; exactly?: string[]; first?: string[]; anyOrder?: boolean }> = [
  { q: 'PIPA', why: 'upper case; the five kites before products that only mention kites', first: KITES, anyOrder: true },
  { q: 'pipas', why: 'plural finds the singular "Pipa …" names, kites first', first: KITES, anyOrder: true },
  { q: 'acessorio', why: 'no accent, singular: the category Acessórios, in the shop’s order', exactly: ACCESSORIES },
  { q: 'Acessórios', why: 'the category name as written', exactly: ACCESSORIES },
  {
    q: 'rabiolas',
    why: 'a category name in the plural; names first, then a name that says it in the plural',
    exactly: ['Rabiola de Seda', 'Rabiola Plástica Colorida 20 m', 'Pacote de Rabiolas Sortidas', 'Rabiola Fita de Cetim 15 m'],
  },
  {
    q: 'raia pipa',
    why: 'two words of a name, in another order',
    exactly: ['Pipa Raia Tradicional 50 cm', 'Kit 5 Pipas de Papel de Seda', 'Vareta de Bambu 60 cm (10 unidades)'],
  },
  { q: 'bambu vareta', why: 'two words, name before description', first: ['Vareta de Bambu 60 cm (10 unidades)', 'Vareta de Bambu 80 cm (10 unidades)'] },
  {
    q: 'cola pipa',
    why: 'a whole word is not read as a prefix of another (cola ≠ colorida)',
    exactly: ['Cola Branca para Pipa 90 g', 'Kit Montagem Completo'],
  },
  {
    q: 'carre',
    why: 'what is being typed: a prefix',
    exactly: ['Linha 10 Carretel 500 m', 'Carretilha de Madeira com Linha 200 m', 'Carretel Plástico Grande'],
  },
  { q: 'estrla', why: 'a missing letter', exactly: ['Pipa Estrela de Seda 70 cm'] },
  { q: 'luvaz', why: 'a wrong letter', exactly: ['Luvas de Proteção para Pipa'] },
  { q: 'rabiloa', why: 'two letters swapped', exactly: TAILS },
  {
    q: 'carretilah',
    why: 'a typo: the closest name first (the shop lists the Carretel before it), then the others as close in the shop’s order',
    exactly: ['Carretilha de Madeira com Linha 200 m', 'Linha 10 Carretel 500 m', 'Carretel Plástico Grande'],
  },
  { q: 'carretel plastco', why: 'two words, one with a typo: every word must be close', exactly: ['Carretel Plástico Grande'] },
  { q: 'algodão', why: 'accents typed, found in the description', first: ['Linha Fio 4 Algodão 1000 jardas'] },
  { q: 'xyzzy', why: 'nothing like it', exactly: [] },
];

describe('catalogue search on the demo shop (PostgreSQL full text, portuguese, unaccent, pg_trgm)', () => {
  for (const { q, why, exactly, first, anyOrder } of QUERIES) {
    it(`"${q}": ${why}`, async () => {
      const { search } = await demoShop(getApp());
      const names = await search(q);
      if (exactly) expect(names).toEqual(exactly);
      if (first && anyOrder) expect(new Set(names.slice(0, first.length))).toEqual(new Set(first));
      else if (first) expect(names.slice(0, first.length)).toEqual(first);
    });
  }

  it('upper case, plural and singular answer the same list; other products that mention kites come after them', async () => {
    const { search } = await demoShop(getApp());
    const upper = await search('PIPA');
    expect(await search('pipas')).toEqual(upper);
    expect(await search('pipa')).toEqual(upper);
    expect(upper.length).toBeGreaterThan(KITES.length);
    expect(upper.slice(KITES.length).some((n) => KITES.includes(n))).toBe(false);
  });

  it('searches within a category and sorts by price when asked, keeping the total in X-Total-Count', async () => {
    const { search, anon } = await demoShop(getApp());
    const categories = (await anon.get('/api/categories')).body as Array<{ id: number; name: string }>;
    const lines = categories.find((c) => c.name === 'Linhas')!;
    expect(await search('linha', `&category_id=${lines.id}`)).toEqual([
      'Linha 10 Carretel 500 m',
      'Carretilha de Madeira com Linha 200 m',
      'Linha Encerada',
      'Linha Fio 4 Algodão 1000 jardas',
    ]);
    expect(await search('rabiola', '&sort=menor-preco')).toEqual([
      'Rabiola de Seda',
      'Rabiola Plástica Colorida 20 m',
      'Rabiola Fita de Cetim 15 m',
      'Pacote de Rabiolas Sortidas',
    ]);
    expect(await search('rabiola', '&sort=maior-preco')).toEqual([
      'Pacote de Rabiolas Sortidas',
      'Rabiola Fita de Cetim 15 m',
      'Rabiola Plástica Colorida 20 m',
      'Rabiola de Seda',
    ]);
    const page = await anon.get('/api/products?q=pipa&limit=2&offset=2');
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('x-total-count')).toBe(String((await search('pipa')).length));
  });

  it('a search with a typo pages like any other: its total on every page, in a category, and past the end', async () => {
    const { search, anon } = await demoShop(getApp());
    // full text finds nothing for "rabiloa": the typo search answers, in the same query (products/queries.ts)
    const all = await search('rabiloa');
    expect(all).toEqual(TAILS);
    const second = await anon.get('/api/products?q=rabiloa&limit=2&offset=2');
    expect(second.body.map((p: { name: string }) => p.name)).toEqual(all.slice(2, 4));
    expect(second.headers.get('x-total-count')).toBe(String(all.length));
    const past = await anon.get('/api/products?q=rabiloa&limit=2&offset=40');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe(String(all.length));
    // and a full-text search past its end does not turn into a typo search
    const pastFound = await anon.get('/api/products?q=pipa&limit=2&offset=200');
    expect(pastFound.body).toEqual([]);
    expect(pastFound.headers.get('x-total-count')).toBe(String((await search('pipa')).length));
    const categories = (await anon.get('/api/categories')).body as Array<{ id: number; name: string }>;
    const kites = categories.find((c) => c.name === 'Pipas')!;
    // within a category of none of them, the typo finds nothing
    expect(await search('rabiloa', `&category_id=${kites.id}`)).toEqual([]);
  });

  it('a renamed category is found by its new name at once, and no longer by the old one', async () => {
    const app = getApp();
    const { site, search } = await demoShop(app);
    const admin = await shopWithAdminOf(app, site);
    const categories = (await admin.get('/api/categories')).body as Array<{ id: number; name: string }>;
    const accessories = categories.find((c) => c.name === 'Acessórios')!;
    expect((await admin.put(`/api/categories/${accessories.id}`, { name: 'Ferramentas' })).status).toBe(200);
    expect(await search('ferramenta')).toEqual(ACCESSORIES);
    expect(await search('acessorio')).toEqual([]);
  });

  it('full-text syntax typed by a shopper is just punctuation: symbols alone find nothing, words around them are searched', async () => {
    const { search } = await demoShop(getApp());
    expect(await search('%_&|!:*')).toEqual([]);
    expect(await search("pipa' & raia:* | (seda) <-> ! de do da")).toEqual(await search('pipa raia seda'));
    expect((await search('pipa raia seda papel varetas bambu linha estirante tradicional')).length).toBeGreaterThanOrEqual(0);
  });
});

/** The demo shop's admin, logged in. */
async function shopWithAdminOf(app: TestApp, site: SiteRow) {
  const admin = await buildUser(app.deps.db, { site });
  return loginAs(app, admin.username);
}
