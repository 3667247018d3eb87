import { describe, expect, it } from 'vitest';
import { renderStorefrontPage, renderApp, storefrontCss } from '@vitrine/widget/ssr';
import type { LinkConfig } from '../src/model/shop.ts';
import { categories, product, shop } from './fixtures.ts';
import { bootState, type BootData } from '../src/model/boot.ts';
import type { PageState } from '../src/model/load-page.ts';
import type { Product } from '../src/model/types.ts';

const hosted: LinkConfig = { mode: 'hosted', images: { kind: 'api', base: '' } };

describe('server render', () => {
  it('renders a product page with its data, head and hydration data', () => {
    const p = product({ id: 7, name: 'Pipa Raia', price: 9.9, old_price: 12.9, is_promotion: true });
    const { status, html, parts } = renderStorefrontPage({
      shop,
      links: hosted,
      state: { route: { view: 'product', id: 7 }, data: { view: 'product', product: p, related: [] } },
      script: '/assets/storefront.js',
      apiBase: '',
    });
    expect(status).toBe(200);
    // the server keeps the stylesheet's bytes and hash: the parts are the page, cut around it
    expect(parts.before + parts.style + parts.after).toBe(html);
    expect([parts.before.endsWith('<style>'), parts.after.startsWith('</style>')]).toEqual([true, true]);
    expect(parts.style).toContain(storefrontCss);
    expect(html).toContain('<h1 class="vs-product-name" tabindex="-1">Pipa Raia</h1>');
    expect(html).toContain('R$\u00a09,90');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost:3000/product/7">');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('--vs-primary:#3B82F6');
    expect(storefrontCss.length).toBeGreaterThan(5000);
    expect(html).toContain(storefrontCss); // the stylesheet is inline: no request before the first paint
    expect(html).toMatch(/<script id="vitrine-boot" type="application\/json">\{/);
  });

  it('answers 404 for a missing product', () => {
    const { status, html } = renderStorefrontPage({
      shop,
      links: hosted,
      state: { route: { view: 'product', id: 99 }, data: { view: 'product', product: null, related: [] } },
      script: null,
      apiBase: '',
    });
    expect(status).toBe(404);
    expect(html).toContain('Produto não encontrado');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('counts a big catalogue as Brazilians write numbers', () => {
    const many = (total: number) =>
      renderApp(shop, hosted, {
        route: { view: 'products', q: 'pipa', categoryId: null },
        data: { view: 'products', categories: categories.map((c) => ({ ...c, product_count: 4992 })), items: [product({ id: 1 })], total },
      });
    expect(many(1043)).toContain('1.043 produtos encontrados');
    expect(many(1)).toContain('1 produto encontrado');
    const categoriesPage = renderApp(shop, hosted, {
      route: { view: 'categories' },
      data: { view: 'categories', categories: [{ ...categories[0]!, product_count: 4992 }] },
    });
    expect(categoriesPage).toContain('4.992 produtos');
  });

  it('keeps ?sub= on every link when the shop was named by it', () => {
    const html = renderApp(
      shop,
      { ...hosted, keepQuery: 'sub=demo' },
      {
        route: { view: 'home' },
        data: { view: 'home', categories, featured: [product({ id: 3 })], starred: true },
      },
    );
    expect(html).toContain('href="/products?categoria=1&amp;sub=demo"');
    expect(html).toContain('href="/product/3-pipa-3?sub=demo"');
  });

  describe("the page's data for its script", () => {
    /** What a card shows of its product (components/product-card.tsx), sorted. */
    const CARD_FIELDS = ['availability', 'category_name', 'id', 'images', 'is_promotion', 'name', 'old_price', 'price', 'price_max', 'slug', 'unit'];
    const rich = (id: number) =>
      product({
        id,
        description: `Descrição longa da pipa ${id}, com tudo o que o lojista escreveu.`,
        images: [0, 1, 2].map((i) => ({ ...product({ id }).images[0]!, id: id * 10 + i, position: i, is_primary: i === 0 })),
        options: [{ name: 'Cor', values: ['Azul', 'Verde'] }],
        price_max: 19.9,
      });
    const bootOf = (html: string) => JSON.parse(/<script id="vitrine-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as BootData;
    const pages: PageState<Product>[] = [
      {
        route: { view: 'products', q: '', categoryId: null, sort: 'relevancia' },
        data: { view: 'products', categories, items: [rich(1), rich(2)], total: 2, featured: [rich(3)] },
      },
      { route: { view: 'home' }, data: { view: 'home', categories, featured: [rich(4)], starred: true } },
      { route: { view: 'product', id: 5 }, data: { view: 'product', product: rich(5), related: [rich(6)] } },
    ];

    it('carries the listed products as their cards show them, and renders the same markup from it', () => {
      for (const state of pages) {
        const boot = bootOf(renderStorefrontPage({ shop, links: hosted, state, script: null, apiBase: '' }).html);
        const listed = Object.values(boot.state.data).flatMap((v) => (Array.isArray(v) && v[0]?.slug ? v : [])) as ReturnType<typeof rich>[];
        expect(listed.length, state.data.view).toBeGreaterThan(0);
        // the card's fields and its first picture's, nothing else (no text, options, dates, order)
        for (const p of listed) {
          expect(Object.keys(p).sort(), state.data.view).toEqual(CARD_FIELDS);
          expect(p.images).toEqual([{ image_id: p.images[0]!.image_id, width: 640, height: 640 }]);
        }
        // what hydration adopts: the markup from the lighter data is the server's, byte for byte
        expect(renderApp(shop, hosted, boot.state)).toBe(renderApp(shop, hosted, state));
      }
    });

    it("writes the shop's part once per shop view, the same bytes as the whole data written at once", () => {
      const bootText = (html: string) => /<script id="vitrine-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
      const renamed = { ...shop, site: { ...shop.site, site_name: 'Outra </script> loja' } };
      for (const view of [shop, shop, renamed, shop]) {
        const state = pages[0]!;
        const whole: BootData = { shop: view, links: hosted, ...bootState(state, false), apiBase: '' };
        const text = bootText(renderStorefrontPage({ shop: view, links: hosted, state, script: null, apiBase: '' }).html);
        expect(text).toBe(JSON.stringify(whole).replace(/</g, '\\u003c').replace(/>/g, '\\u003e'));
        expect(JSON.parse(text).shop.site.site_name).toBe(view.site.site_name);
      }
    });

    it("keeps a product page's product whole, and a static export's full catalogue", () => {
      const product = bootOf(renderStorefrontPage({ shop, links: hosted, state: pages[2]!, script: null, apiBase: '' }).html).state.data;
      expect(product.view === 'product' && product.product).toMatchObject({
        description: expect.stringContaining('Descrição longa'),
        options: [{ name: 'Cor' }],
      });
      expect(product.view === 'product' && product.product?.images).toHaveLength(3);
      expect(bootState(pages[0]!, true)).toEqual({ state: pages[0], fullCatalogue: true });
      expect(bootState(pages[0]!, true).state).toBe(pages[0]);
    });
  });
});
