import { describe, expect, it } from 'vitest';
import { canonicalPath, parseRoute, routePath } from '../src/model/routes.ts';
import { buyChannel } from '../src/model/contact-links.ts';
import { featuredProducts } from '../src/model/load-page.ts';
import { product, site } from './fixtures.ts';

describe('sorting kept in the address (?ordem=)', () => {
  it('reads, writes and drops the sort as the products page needs', () => {
    expect(parseRoute('/produtos', '?q=pipa&ordem=menor-preco')).toEqual({ view: 'products', q: 'pipa', categoryId: null, sort: 'menor-preco' });
    expect(parseRoute('/products', '?ordem=barato')).toEqual({ view: 'products', q: '', categoryId: null });
    expect(parseRoute('/products', '?ordem=relevancia')).toEqual({ view: 'products', q: '', categoryId: null });
    expect(routePath({ view: 'products', q: 'pipa', categoryId: 2, sort: 'novidades' })).toBe('/products?categoria=2&q=pipa&ordem=novidades');
    // a sort is not a page of its own for search engines
    expect(canonicalPath({ view: 'products', q: 'pipa', categoryId: 2, sort: 'maior-preco' })).toBe('/products?categoria=2');
  });
});

describe('availability and destaque on the shop', () => {
  it('a sold-out product asks the shop on WhatsApp whether it will be back', () => {
    const buy = buyChannel(site, product({ name: 'Pipa Raia', availability: 'esgotado' }), 'https://x/product/1', '/contact');
    expect(buy.label).toBe('Perguntar se vai voltar');
    expect(decodeURIComponent(buy.href)).toContain('*Pipa Raia* está esgotado. Ele vai voltar? https://x/product/1');
    expect(buyChannel(site, product(), 'u', '/contact').label).toBe('Comprar pelo WhatsApp');
  });

  it('the home page shows the starred products in the shop’s order, a promotion no higher, sold-out ones last', () => {
    const list = [
      product({ id: 1, is_featured: true }),
      product({ id: 2, availability: 'esgotado', is_featured: true }),
      product({ id: 3, is_promotion: true, old_price: 20, is_featured: true }),
      product({ id: 4, is_featured: true }),
      product({ id: 5, is_featured: true }),
    ];
    expect(featuredProducts(list, 5).map((p) => p.id)).toEqual([1, 3, 4, 5, 2]);
  });
});
