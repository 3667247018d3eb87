import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { getWithHost } from '../../test/http-client.ts';

/**
 * A shop's view (its name, colours, contact words, address) is kept with the row the shop
 * lookup holds (storefront/shop-view.ts). With no answer cached every page is rendered: each
 * shows its own shop, and a change of the shop shows on its next page.
 */
const getApp = useTestApp({ CACHE_MAX_MB: '0' });

async function page(app: TestApp, host: string, path = '/'): Promise<string> {
  const res = await getWithHost(app.url, path, host);
  expect(res.status).toBe(200);
  return res.text;
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe("a shop's view on its pages", () => {
  it("is the shop's own, and follows its name, colour and domain on the next page", async () => {
    const app = getApp();
    const db = app.deps.db;
    const pipas = await buildSite(db, { subdomain: 'pipas', store_name: 'Pipas do Zé', primary_color: '#1d4ed8' });
    const bolsas = await buildSite(db, { subdomain: 'bolsas', store_name: 'Bolsas da Ana', primary_color: '#be185d' });
    await buildProduct(db, pipas, await buildCategory(db, pipas, { name: 'Pipas' }), { name: 'Pipa Raia' });
    await buildProduct(db, bolsas, await buildCategory(db, bolsas, { name: 'Bolsas' }), { name: 'Bolsa Tiracolo' });

    for (const round of [1, 2]) {
      for (const path of ['/', '/products', '/contact']) {
        const mine = await page(app, 'pipas.localhost', path);
        expect(mine, `round ${round} ${path}`).toContain('Pipas do Zé');
        expect(mine).not.toContain('Bolsas da Ana');
        const theirs = await page(app, 'bolsas.localhost', path);
        expect(theirs).toContain('Bolsas da Ana');
        expect(theirs).not.toContain('Pipas do Zé');
      }
    }

    await db('sites').where({ id: pipas.id }).update({ store_name: 'Pipas e Rabiolas do Zé', primary_color: '#047857' });
    const renamed = await page(app, 'pipas.localhost', '/products');
    // the header and the footer, kept drawn for the shop's old view (kept-parts.ts), drawn again
    expect(renamed).toContain('<span class="vs-brand-name">Pipas e Rabiolas do Zé</span>');
    expect(renamed).toContain('<p class="vs-footer-name">Pipas e Rabiolas do Zé</p>');
    expect(renamed).not.toContain('Pipas do Zé<');
    expect(renamed.toLowerCase()).toContain('#047857');
    expect(renamed.toLowerCase()).not.toContain('#1d4ed8');
    expect(await page(app, 'bolsas.localhost', '/products')).not.toContain('Rabiolas do Zé');

    // the shop's own domain, once active, is the address its pages give
    expect(canonical(await page(app, 'pipas.localhost'))).toMatch(/^http:\/\/pipas\.localhost/);
    await db('custom_domains').insert({ site_id: pipas.id, domain: 'loja.pipasdoze.com.br', status: 'ativo' });
    expect(canonical(await page(app, 'pipas.localhost'))).toMatch(/^http:\/\/loja\.pipasdoze\.com\.br/);
    expect(canonical(await page(app, 'bolsas.localhost'))).toMatch(/^http:\/\/bolsas\.localhost/);
  });

  it("shows a product's change on its card at once, though its cards are kept drawn", async () => {
    const app = getApp();
    const db = app.deps.db;
    const site = await buildSite(db, { subdomain: 'cartoes', store_name: 'Pipas do Cartão' });
    const category = await buildCategory(db, site, { name: 'Pipas' });
    const raia = await buildProduct(db, site, category, { name: 'Pipa Raia', price: '19.90' });
    const card = (html: string) => html.slice(html.indexOf('class="vs-card"'), html.indexOf('</li>', html.indexOf('class="vs-card"')));
    for (const path of ['/', '/products', '/products?q=raia']) expect(card(await page(app, 'cartoes.localhost', path)), path).toContain('R$\u00a019,90');

    await db('products').where({ id: raia.id }).update({ price: '17.50', availability: 'esgotado' });
    await db('categories').where({ id: category.id }).update({ name: 'Pipas de papel' });
    for (const path of ['/products', '/products?q=raia']) {
      const shown = card(await page(app, 'cartoes.localhost', path));
      expect(shown, path).toContain('R$\u00a017,50');
      expect(shown).toContain('Esgotado');
      expect(shown).toContain('Pipas de papel');
      expect(shown).not.toContain('19,90');
    }
  });
});
