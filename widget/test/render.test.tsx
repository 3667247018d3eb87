import { describe, expect, it } from 'vitest';
import { renderStorefrontPage, renderApp, storefrontCss } from '@vitrine/widget/ssr';
import type { LinkConfig } from '../src/model/shop.ts';
import { categories, product, shop } from './fixtures.ts';

const hosted: LinkConfig = { mode: 'hosted', images: { kind: 'api', base: '' } };

describe('server render', () => {
  it('renders a product page with its data, head and hydration data', () => {
    const p = product({ id: 7, name: 'Pipa Raia', price: 9.9, old_price: 12.9, is_promotion: true });
    const { status, html } = renderStorefrontPage({
      shop,
      links: hosted,
      state: { route: { view: 'product', id: 7 }, data: { view: 'product', product: p, related: [] } },
      script: '/assets/storefront.js',
      apiBase: '',
    });
    expect(status).toBe(200);
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
});
