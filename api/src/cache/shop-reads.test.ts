import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { getWithHost } from '../../test/http-client.ts';
import { slugify } from '@vitrine/contract/slug';

/**
 * What many pages of a shop read, kept by content version (cache/shop-reads.ts): with no
 * answer cached, every page is rendered, and what it shows of the shop's categories and of a
 * category's first products is the shop's own and current after each change.
 */
const getApp = useTestApp({ CACHE_MAX_MB: '0' });

async function categoriesPage(app: TestApp, host: string): Promise<string> {
  const res = await getWithHost(app.url, '/categories', host);
  expect(res.status).toBe(200);
  return res.text;
}

describe("a shop's categories on its pages", () => {
  it("are the shop's own, and follow its changes on the next page: a new one, a rename, one emptied", async () => {
    const app = getApp();
    const db = app.deps.db;
    const pipas = await buildSite(db, { subdomain: 'pipas', store_name: 'Pipas' });
    const bolsas = await buildSite(db, { subdomain: 'bolsas', store_name: 'Bolsas' });
    const kites = await buildCategory(db, pipas, { name: 'Pipas de papel' });
    await buildProduct(db, pipas, kites, { name: 'Pipa Raia' });
    const bags = await buildCategory(db, bolsas, { name: 'Bolsas de couro' });
    await buildProduct(db, bolsas, bags, { name: 'Bolsa Tiracolo' });

    for (const round of [1, 2]) {
      const mine = await categoriesPage(app, 'pipas.localhost');
      expect(mine, `round ${round}`).toContain('Pipas de papel');
      expect(mine).not.toContain('Bolsas de couro');
      expect(await categoriesPage(app, 'bolsas.localhost')).not.toContain('Pipas de papel');
    }

    const lines = await buildCategory(db, pipas, { name: 'Linhas' });
    const line = await buildProduct(db, pipas, lines, { name: 'Linha 10' });
    expect(await categoriesPage(app, 'pipas.localhost')).toContain('Linhas');
    await db('categories').where({ id: lines.id }).update({ name: 'Linhas e carretéis' });
    expect(await categoriesPage(app, 'pipas.localhost')).toContain('Linhas e carretéis');
    // its only product hidden: a category with nothing on show is not offered
    await db('products').where({ id: line.id }).update({ availability: 'oculto' });
    expect(await categoriesPage(app, 'pipas.localhost')).not.toContain('Linhas e carretéis');
    expect(await categoriesPage(app, 'bolsas.localhost')).toContain('Bolsas de couro');
  });
});

describe("a category's first products on its products' pages", () => {
  it("are the shop's own, and follow a change of any of them on the next product page", async () => {
    const app = getApp();
    const db = app.deps.db;
    const pipas = await buildSite(db, { subdomain: 'linhas', store_name: 'Linhas' });
    const outra = await buildSite(db, { subdomain: 'outra', store_name: 'Outra' });
    const kites = await buildCategory(db, pipas, { name: 'Pipas' });
    const raia = await buildProduct(db, pipas, kites, { name: 'Pipa Raia', price: '12.90' });
    const arraia = await buildProduct(db, pipas, kites, { name: 'Pipa Arraia', price: '19.90' });
    const estrela = await buildProduct(db, pipas, kites, { name: 'Pipa Estrela', price: '29.90' });
    // the other shop's category has the same id shape and a product of the same name
    const theirs = await buildCategory(db, outra, { name: 'Pipas' });
    const intrusa = await buildProduct(db, outra, theirs, { name: 'Pipa Intrusa', price: '99.90' });
    const page = async (host: string, product: { id: number; name: string }) => {
      const res = await getWithHost(app.url, `/product/${product.id}-${slugify(product.name)}`, host);
      expect(res.status).toBe(200);
      return res.text;
    };

    // each product page shows the category's other products, the shop's own
    expect(await page('linhas.localhost', raia)).toContain('Pipa Arraia');
    const second = await page('linhas.localhost', arraia);
    expect(second).toContain('Pipa Raia');
    expect(second).toMatch(/R\$\s29,90/);
    const other = await page('outra.localhost', intrusa);
    expect(other).not.toContain('Pipa Raia');
    expect(await page('linhas.localhost', estrela)).not.toContain('Pipa Intrusa');

    // a price edit of a product in the row shows on the next page of another product of the category
    await db('products').where({ id: estrela.id }).update({ price: '31.50' });
    const after = await page('linhas.localhost', raia);
    expect(after).toMatch(/R\$\s31,50/);
    expect(after).not.toMatch(/R\$\s29,90/);
    // a product hidden leaves the row
    await db('products').where({ id: arraia.id }).update({ availability: 'oculto' });
    expect(await page('linhas.localhost', raia)).not.toContain('Pipa Arraia');
  });
});
