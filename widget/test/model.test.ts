import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS as CONTRACT_WIDTHS } from '@vitrine/contract';
import { canonicalPath, parseRoute, routeFromAttributes, routePath } from '../src/model/routes.ts';
import { buyChannel, whatsappLink } from '../src/model/contact-links.ts';
import { IMAGE_WIDTHS } from '../src/model/constants.ts';
import { imageSrc, imageWidths, responsiveImage } from '../src/model/images.ts';
import { featuredProducts, loadPage, pageStatus, popularCategories } from '../src/model/load-page.ts';
import { catalogueSource } from '../src/client/catalogue-source.ts';
import { excerpt, formatPrice } from '../src/model/format.ts';
import { hrefFor, type ShopView } from '../src/model/shop.ts';
import { pageHead, scriptJson } from '../src/model/seo.ts';
import { DEFAULT_VALUE_BLOCKS, defaultValueBlocks } from '@vitrine/contract/shop-words-defaults';
import { categories, product, shop, site } from './fixtures.ts';

describe('routes', () => {
  it('reads every page and its Portuguese alias from the address', () => {
    expect(parseRoute('/')).toEqual({ view: 'home' });
    expect(parseRoute('/index.html')).toEqual({ view: 'home' });
    expect(parseRoute('/produtos', '?categoria=3&q=pipa')).toEqual({ view: 'products', q: 'pipa', categoryId: 3 });
    expect(parseRoute('/products/')).toEqual({ view: 'products', q: '', categoryId: null });
    expect(parseRoute('/Categorias')).toEqual({ view: 'categories' });
    expect(parseRoute('/contato')).toEqual({ view: 'contact' });
    expect(parseRoute('/produto/12')).toEqual({ view: 'product', id: 12, slug: '' });
    expect(parseRoute('/product/12/')).toEqual({ view: 'product', id: 12, slug: '' });
    expect(parseRoute('/product/12-pipa-raia/')).toEqual({ view: 'product', id: 12, slug: 'pipa-raia' });
    expect(parseRoute('/produto/12-Pipa-Raia')).toEqual({ view: 'product', id: 12, slug: 'pipa-raia' });
  });

  it('treats malformed ids and unknown paths as missing pages, never as errors', () => {
    expect(parseRoute('/product/abc')).toEqual({ view: 'product', id: null, slug: '' });
    expect(parseRoute('/product/0')).toEqual({ view: 'product', id: null, slug: '' });
    expect(parseRoute('/product/99999999999')).toEqual({ view: 'product', id: null, slug: '' });
    expect(parseRoute('/products', '?categoria=-1')).toEqual({ view: 'products', q: '', categoryId: null });
    expect(parseRoute('/%E0%A4%A')).toEqual({ view: 'notfound' });
    expect(parseRoute('/admin')).toEqual({ view: 'notfound' });
  });

  it('gives each page one canonical path; a search is not a page of its own', () => {
    expect(routePath({ view: 'products', q: 'linha', categoryId: 2 })).toBe('/products?categoria=2&q=linha');
    expect(canonicalPath({ view: 'products', q: 'linha', categoryId: 2 })).toBe('/products?categoria=2');
    expect(canonicalPath({ view: 'product', id: 5 })).toBe('/product/5');
    expect(canonicalPath({ view: 'product', id: 5, slug: 'pipa-raia' })).toBe('/product/5-pipa-raia');
  });

  it('opens the widget on the page its attributes name, the catalogue by default', () => {
    expect(routeFromAttributes(null, null, null)).toEqual({ view: 'products', q: '', categoryId: null });
    expect(routeFromAttributes('products', null, '4')).toEqual({ view: 'products', q: '', categoryId: 4 });
    expect(routeFromAttributes('product', '9', null)).toEqual({ view: 'product', id: 9 });
    expect(routeFromAttributes('categorias', null, null)).toEqual({ view: 'categories' });
  });

  it('makes links for each way the storefront is shown', () => {
    const to = { view: 'product', id: 3, slug: 'pipa' } as const;
    const api = { kind: 'api', base: '' } as const;
    expect(hrefFor({ mode: 'hosted', images: api }, 'https://loja.com', to)).toBe('/product/3-pipa');
    expect(hrefFor({ mode: 'hosted', images: api, keepQuery: 'sub=demo' }, 'https://loja.com', to)).toBe('/product/3-pipa?sub=demo');
    expect(hrefFor({ mode: 'widget', images: api }, 'https://loja.com', to)).toBe('https://loja.com/product/3-pipa');
    expect(hrefFor({ mode: 'widget', images: api, hash: true }, 'https://loja.com', to)).toBe('#/product/3-pipa');
  });
});

describe('contact to buy', () => {
  const p = product({ name: 'Pipa Raia', price: 12.9, unit: 'unidade' });
  it('opens WhatsApp with the product, its price and its link', () => {
    const buy = buyChannel(site, p, 'https://demo.vitrine.com.br/product/1', '/contact');
    expect(buy.kind).toBe('whatsapp');
    const url = new URL(buy.href);
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toBe(
      'Olá! Tenho interesse no produto *Pipa Raia* (R$\u00a012,90 / unidade). Ainda está disponível? https://demo.vitrine.com.br/product/1',
    );
  });

  it('falls back to Instagram, then to the contact page', () => {
    expect(buyChannel({ ...site, whatsapp: null }, p, 'x', '/contact')).toMatchObject({ kind: 'instagram', href: 'https://www.instagram.com/pipasdovento/' });
    expect(buyChannel({ ...site, whatsapp: null, instagram: null, instagram_url: null }, p, 'x', '/contact')).toMatchObject({
      kind: 'contact',
      href: '/contact',
      external: false,
    });
  });

  it('asks whether a sold-out product comes back, whatever the channel: it cannot be bought', () => {
    const out = { ...p, availability: 'esgotado' as const };
    expect(buyChannel(site, out, 'x', '/contact')).toMatchObject({ kind: 'whatsapp', label: 'Perguntar se vai voltar' });
    expect(buyChannel({ ...site, whatsapp: null }, out, 'x', '/contact')).toMatchObject({ kind: 'instagram', label: 'Perguntar se vai voltar' });
    expect(buyChannel({ ...site, whatsapp: null, instagram: null, instagram_url: null }, out, 'x', '/contact')).toMatchObject({
      kind: 'contact',
      label: 'Perguntar se vai voltar',
    });
    expect(buyChannel({ ...site, whatsapp: null }, p, 'x', '/contact').label).toBe('Comprar pelo Instagram');
  });

  it('keeps only digits in the wa.me number', () => {
    expect(whatsappLink('+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappLink('')).toBeNull();
  });
});

describe('images', () => {
  it('offers the API’s widths (the contract’s list) up to the picture’s own', () => {
    expect(IMAGE_WIDTHS).toEqual(CONTRACT_WIDTHS);
    expect(imageWidths(640)).toEqual([160, 480, 640]);
    expect(imageWidths(2400)).toEqual([160, 480, 960, 1600]);
    expect(imageWidths(100)).toEqual([100]);
  });

  it('builds src, srcset and the intrinsic size', () => {
    const img = responsiveImage({ kind: 'api', base: '' }, { image_id: 'abc', width: 1200, height: 900 }, 480);
    expect(img).toEqual({
      src: '/api/images/abc?w=480',
      srcSet: '/api/images/abc?w=160 160w, /api/images/abc?w=480 480w, /api/images/abc?w=960 960w, /api/images/abc?w=1200 1200w',
      width: 1200,
      height: 900,
    });
    expect(imageSrc({ kind: 'static', base: '' }, 'abc', 480)).toBe('/images/abc/w480.webp');
  });
});

describe('what each page shows', () => {
  it("features up to 6 products in the shop's order, sold-out ones last", () => {
    const list = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => product({ id, availability: id === 2 ? 'esgotado' : 'disponivel' }));
    expect(featuredProducts(list).map((p) => p.id)).toEqual([1, 3, 4, 5, 6, 7]);
  });

  it('shows as destaques only the starred products, never filled up with others', async () => {
    const items = [1, 2, 3, 4].map((id) => product({ id, is_featured: id === 3, is_promotion: id === 1, old_price: id === 1 ? 20 : null }));
    const home = await loadPage(catalogueSource(categories, items), { view: 'home' });
    expect(home.data.view === 'home' && [home.data.starred, home.data.featured.map((p) => p.id)]).toEqual([true, [3]]);
    // nothing starred: the first products, shown as "Produtos", not as destaques
    const none = await loadPage(
      catalogueSource(
        categories,
        items.map((p) => ({ ...p, is_featured: false })),
      ),
      { view: 'home' },
    );
    expect(none.data.view === 'home' && [none.data.starred, none.data.featured.map((p) => p.id)]).toEqual([false, [1, 2, 3, 4]]);
    const links = await loadPage(catalogueSource(categories, items), { view: 'links' });
    expect(links.data.view === 'links' && links.data.featured.map((p) => p.id)).toEqual([3]);
  });

  it('shows shoppers no empty category, and the destaques under a search that found nothing', async () => {
    const items = [product({ id: 1, name: 'Pipa Raia', is_featured: true }), product({ id: 2, name: 'Rabiola', category_id: 2 })];
    const source = catalogueSource(categories, items); // Linhas (id 3) has no product
    const cats = await loadPage(source, { view: 'categories' });
    expect(cats.data.view === 'categories' && cats.data.categories.map((c) => c.name)).toEqual(['Pipas', 'Rabiolas']);
    const nothing = await loadPage(source, { view: 'products', q: 'bolsa', categoryId: null });
    expect(nothing.data.view === 'products' && [nothing.data.total, nothing.data.featured?.map((p) => p.id)]).toEqual([0, [1]]);
    const found = await loadPage(source, { view: 'products', q: 'raia', categoryId: null });
    expect(found.data.view === 'products' && [found.data.total, found.data.featured]).toEqual([1, undefined]);
  });

  it('shows up to 4 popular categories, the fullest first, none empty', () => {
    const many = [
      ...categories,
      { id: 4, name: 'A', description: null, product_count: 9, emoji: '🛍️' },
      { id: 5, name: 'B', description: null, product_count: 2, emoji: '🛍️' },
      { id: 6, name: 'C', description: null, product_count: 5, emoji: '🛍️' },
    ];
    expect(popularCategories(many).map((c) => c.id)).toEqual([4, 6, 1, 5]);
  });

  it('shows up to 4 related products of the same category, never the product itself', async () => {
    const items = [1, 2, 3, 4, 5, 6].map((id) => product({ id, category_id: 1 }));
    const state = await loadPage(catalogueSource(categories, [...items, product({ id: 7, category_id: 2 })]), { view: 'product', id: 2 });
    expect(state.data.view === 'product' && state.data.related.map((p) => p.id)).toEqual([1, 3, 4, 5]);
    expect(pageStatus(state)).toBe(200);
    expect(pageStatus(await loadPage(catalogueSource(categories, items), { view: 'product', id: 99 }))).toBe(404);
  });

  it('searches a catalogue like the API: name and descriptions, no case, no accents', async () => {
    const source = catalogueSource(categories, [
      product({ id: 1, name: 'Pipa Raia' }),
      product({ id: 2, name: 'Linha', description: 'Algodão encerado', category_id: 2 }),
    ]);
    expect((await source.products({ q: 'ALGODAO' })).items.map((p) => p.id)).toEqual([2]);
    expect((await source.products({ category_id: 1 })).total).toBe(1);
    expect((await source.products({ limit: 1, offset: 1 })).items.map((p) => p.id)).toEqual([2]);
  });

  it('searches a static catalogue as the API does: every word in any order, plural or singular, category names, name first; sorts', async () => {
    const source = catalogueSource(categories, [
      product({ id: 1, name: 'Cola Branca', description: 'Cola para pipa', category_name: 'Acessórios', price: 5, position: 3 }),
      product({ id: 2, name: 'Pipa Raia', category_name: 'Pipas', price: 12, position: 1 }),
      product({ id: 3, name: 'Rabiola', description: 'Para pipas raia', category_name: 'Rabiolas', price: 2, position: 2 }),
    ]);
    const ids = async (q: string, sort?: 'menor-preco') => (await source.products({ q, sort })).items.map((p) => p.id);
    expect(await ids('PIPAS')).toEqual([2, 3, 1]);
    expect(await ids('raia pipa')).toEqual([2, 3]);
    expect(await ids('acessorio')).toEqual([1]);
    expect(await ids('pipa', 'menor-preco')).toEqual([3, 1, 2]);
    expect((await source.products({})).items.map((p) => p.id)).toEqual([2, 3, 1]);
  });
});

describe('formatting', () => {
  it('writes prices in reais as Brazilians do', () => {
    expect(formatPrice(1234.5)).toBe('R$\u00a01.234,50');
  });
  it('cuts long text at a word', () => {
    expect(excerpt('uma frase bem comprida para cortar', 20)).toBe('uma frase bem…');
  });
});

describe('JSON inside a <script>', () => {
  it('cannot close its tag or end a line for old parsers, and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a > b < c', lines: 'um\u2028dois\u2029três', plain: 'Pipa Raia' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('um\\u2028dois\\u2029três');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("default words name only the shop's own channels", () => {
  const images = { kind: 'api', base: '' } as const;
  const shopWith = (whatsapp: string | null, instagram: string | null): ShopView => ({
    ...shop,
    site: { ...site, whatsapp, instagram, store_description: null, site_description: null },
  });
  const descriptions = async (s: ShopView) => {
    const source = catalogueSource(categories, [product({ id: 1 })]);
    const head = async (route: Parameters<typeof loadPage>[1]) => pageHead(s, await loadPage(source, route), images).description;
    return {
      home: await head({ view: 'home' }),
      products: await head({ view: 'products', q: '', categoryId: null }),
      contact: await head({ view: 'contact' }),
      links: await head({ view: 'links' }),
    };
  };

  it('speaks of WhatsApp only when the shop has one', async () => {
    const both = await descriptions(shopWith('5511987654321', 'pipasdovento'));
    expect(both.home).toBe('Conheça os produtos da loja Pipas do Vento e fale com a loja pelo WhatsApp.');
    expect(both.products).toContain('atendimento direto pelo WhatsApp.');
    expect(both.contact).toMatch(/^Fale com a loja Pipas do Vento pelo WhatsApp ou Instagram\./);
    expect(both.links).toMatch(/^Pipas do Vento: WhatsApp, Instagram, categorias e destaques num só lugar\./);

    const instagram = await descriptions(shopWith(null, 'armarinho'));
    expect(Object.values(instagram).join(' ')).not.toContain('WhatsApp');
    expect(instagram.home).toBe('Conheça os produtos da loja Pipas do Vento e fale com a loja pelo Instagram.');
    expect(instagram.products).toContain('atendimento direto pelo Instagram.');
    expect(instagram.contact).toMatch(/^Fale com a loja Pipas do Vento pelo Instagram\./);
    expect(instagram.links).toMatch(/^Pipas do Vento: Instagram, categorias e destaques num só lugar\./);

    const neither = await descriptions(shopWith(null, null));
    expect(Object.values(neither).join(' ')).not.toMatch(/WhatsApp|Instagram/);
    expect(neither.home).toBe('Conheça os produtos da loja Pipas do Vento.');
    expect(neither.contact).toMatch(/^Fale com a loja Pipas do Vento\./);
  });

  it("words the home page's first value block by the shop's channel, the spec's text with WhatsApp", () => {
    expect(defaultValueBlocks({ whatsapp: '5511987654321', instagram: 'pipas' })).toEqual(DEFAULT_VALUE_BLOCKS);
    expect(defaultValueBlocks({ instagram: 'armarinho' })[0]!.text).toBe('Tire dúvidas e combine sua compra pelo Instagram, com quem entende do assunto.');
    expect(defaultValueBlocks({})[0]!.text).toBe('Tire dúvidas e combine sua compra direto com a loja, com quem entende do assunto.');
    expect(defaultValueBlocks({}).slice(1)).toEqual(DEFAULT_VALUE_BLOCKS.slice(1));
  });
});
