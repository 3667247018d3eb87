import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { getWithHost } from '../../test/http-client.ts';

/**
 * Each shop's categories kept for its pages by content version (cache/shop-categories.ts):
 * with no answer cached, every page is rendered, and what it shows of the categories is the
 * shop's own and current after each change.
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
