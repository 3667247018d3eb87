import { describe, expect, it } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { renderApp, type PartStore } from '@vitrine/widget/ssr';
import { hrefFor, type LinkConfig } from '../src/model/shop.ts';
import type { PageState } from '../src/model/load-page.ts';
import type { Route } from '../src/model/routes.ts';
import { Header } from '../src/components/header.tsx';
import type { Product } from '../src/model/types.ts';
import { EnvContext, type StoreEnv } from '../src/components/env.ts';
import { cardKey, ProductCard } from '../src/components/product-card.tsx';
import { categories, product, shop } from './fixtures.ts';

/**
 * The server keeps a shop's header, footer and product cards as drawn (entries/kept-parts.ts):
 * a page drawn with kept parts must be the very page drawn without them, whatever the page,
 * and a part whose data changed must be drawn again.
 */
const hosted: LinkConfig = { mode: 'hosted', images: { kind: 'api', base: '' } };
const viaSub: LinkConfig = { ...hosted, keepQuery: 'sub=demo' };

function store() {
  const kept = new Map<string, string>();
  const counts = { hits: 0, sets: 0 };
  const parts: PartStore = {
    get: (scope, key) => {
      const html = kept.get(`${scope} ${key}`);
      if (html !== undefined) counts.hits++;
      return html;
    },
    set: (scope, key, html) => {
      counts.sets++;
      kept.set(`${scope} ${key}`, html);
    },
  };
  return { parts, counts, kept };
}

const [raia, rabiola, carretel] = [
  product({ id: 1, name: 'Pipa Raia', is_featured: true }),
  product({ id: 2, name: 'Rabiola 10 m', category_id: 2, category_name: 'Rabiolas', images: [] }),
  product({ id: 3, name: 'Carretel', price: 20, old_price: 25, is_promotion: true, availability: 'esgotado' }),
];

const pages: Record<string, PageState> = {
  home: { route: { view: 'home' }, data: { view: 'home', featured: [raia, rabiola, carretel], categories, starred: true } },
  products: { route: { view: 'products', q: '', categoryId: null }, data: { view: 'products', categories, items: [raia, rabiola, carretel], total: 3 } },
  search: { route: { view: 'products', q: 'pipa', categoryId: null }, data: { view: 'products', categories, items: [carretel, raia], total: 2 } },
  product: { route: { view: 'product', id: 1 }, data: { view: 'product', product: raia, related: [carretel, rabiola] } },
  categories: { route: { view: 'categories' }, data: { view: 'categories', categories } },
  contact: { route: { view: 'contact' }, data: { view: 'contact' } },
  links: { route: { view: 'links' }, data: { view: 'links', featured: [raia], categories } },
  notfound: { route: { view: 'notfound' }, data: { view: 'notfound' } },
} as Record<string, PageState>;

describe('kept parts', () => {
  it('draw every page exactly as without them, the first time and from the kept parts', () => {
    for (const links of [hosted, viaSub]) {
      const { parts, counts } = store();
      for (const [name, state] of Object.entries(pages)) {
        const drawn = renderApp(shop, links, state);
        expect(renderApp(shop, links, state, parts), `${name} ${links.keepQuery ?? ''}`).toBe(drawn);
        const hits = counts.hits;
        expect(renderApp(shop, links, state, parts), `${name} again`).toBe(drawn);
        // every page but the links card has the header and the footer
        if (name !== 'links') expect(counts.hits, name).toBeGreaterThan(hits);
      }
      expect(counts.sets).toBeGreaterThan(0);
    }
  });

  it("keep a part per links: a page reached by ?sub= links with it, the shop's own host without", () => {
    const { parts, kept } = store();
    const own = renderApp(shop, hosted, pages.products!, parts);
    const sub = renderApp(shop, viaSub, pages.products!, parts);
    expect(sub).toBe(renderApp(shop, viaSub, pages.products!));
    expect(sub).toContain('href="/product/1-pipa-raia?sub=demo"');
    expect(own).not.toContain('sub=demo');
    expect([...kept.keys()].filter((k) => k.endsWith(' header:products'))).toHaveLength(2);
  });

  it('draw a card again when what it shows changes, and the first cards load first', () => {
    const { parts } = store();
    renderApp(shop, hosted, pages.products!, parts);
    const cheaper = { ...raia, price: 9.9, price_max: 9.9 };
    const renamed = { ...rabiola, category_name: 'Rabiolas e linhas' };
    const back = { ...carretel, availability: 'disponivel' as const };
    const changed: PageState = { ...pages.products!, data: { view: 'products', categories, items: [back, cheaper, renamed], total: 3 } };
    const html = renderApp(shop, hosted, changed, parts);
    expect(html).toBe(renderApp(shop, hosted, changed));
    expect(html).toContain('R$\u00a09,90');
    expect(html).toContain('Rabiolas e linhas');
    expect(html).not.toContain('Esgotado');
    // the list's first two cards load eagerly: the carretel's card, kept lazy, is drawn again
    expect(html.match(/loading="eager"/g)).toHaveLength(2);
    expect(html).not.toContain('loading="lazy"');
  });

  it('key a card by every field of its product it shows: a changed card never comes from an older one', () => {
    const env: StoreEnv = { shop, links: hosted, href: (route) => hrefFor(hosted, shop.origin, route), headingOffset: 0, busy: false };
    const card = (props: { product: Product; eager?: boolean }) =>
      renderToString(
        <EnvContext.Provider value={env}>
          <ProductCard {...props} />
        </EnvContext.Provider>,
      );
    const base = product({ id: 5, name: 'Pipa Estrela', price: 15, old_price: 18, is_promotion: true, price_max: 22 });
    const changes: Array<[string, Product]> = [];
    for (const [field, value] of Object.entries(base)) {
      if (field === 'images') continue;
      changes.push([field, { ...base, [field]: changed(value) }]);
    }
    for (const [field, value] of Object.entries(base.images[0]!)) {
      changes.push([`images[0].${field}`, { ...base, images: [{ ...base.images[0]!, [field]: changed(value) }] }]);
    }
    changes.push(['no picture', { ...base, images: [] }], ['sold out', { ...base, availability: 'esgotado' }]);
    let shown = 0;
    for (const [field, other] of changes) {
      for (const eager of [false, true]) {
        if (card({ product: other, eager }) === card({ product: base, eager })) continue;
        shown++;
        expect(cardKey({ product: other, eager }), `${field} shows on the card`).not.toBe(cardKey({ product: base, eager }));
      }
    }
    expect(shown).toBeGreaterThan(10);
    expect(cardKey({ product: base, eager: true })).not.toBe(cardKey({ product: base, eager: false }));
  });
});

describe('the kept header', () => {
  it('shows of its route only the view, its key', () => {
    const env: StoreEnv = { shop, links: hosted, href: (route) => hrefFor(hosted, shop.origin, route), headingOffset: 0, busy: false };
    const header = (route: Route) =>
      renderToString(
        <EnvContext.Provider value={env}>
          <Header route={route} />
        </EnvContext.Provider>,
      );
    // routes of one view that differ in everything else draw the same header
    const same: Route[][] = [
      [
        { view: 'products', q: '', categoryId: null },
        { view: 'products', q: 'pipa azul', categoryId: 2, sort: 'menor-preco' },
      ],
      [
        { view: 'product', id: 1 },
        { view: 'product', id: 2, slug: 'rabiola-10-m' },
      ],
    ];
    for (const [a, b] of same) expect(header(b!)).toBe(header(a!));
    expect(header({ view: 'home' })).not.toBe(header({ view: 'contact' }));
  });
});

/** Another value of the same type. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return `${value} 2`;
  if (value === null) return 'outro';
  return value;
}
