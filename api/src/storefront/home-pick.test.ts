import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { dbSource } from './db-source.ts';
import { loadSsr } from './renderer.ts';
import { keptShapes } from '../db/compiled-reads.ts';

/**
 * The home page's products read in one query on the server (StoreSource.homePick,
 * products/queries.ts) must be what the browser's two reads find (load-page.ts, homeProducts):
 * the starred on show, sold-out ones last, or, while nothing is starred, the first six.
 */
const getApp = useTestApp();

async function homeOf(db: Db, site: SiteRow, oneRead: boolean) {
  const source = dbSource({ db, site });
  const home = await (await loadSsr()).loadPage(oneRead ? source : { ...source, homePick: undefined }, { view: 'home' });
  if (home.data.view !== 'home') throw new Error(home.data.view);
  return { names: home.data.featured.map((p) => p.name), starred: home.data.starred, featured: home.data.featured };
}

/** The home page of a shop, read both ways: the same products, in the same order, the same title. */
async function sameBothWays(db: Db, site: SiteRow) {
  const [one, two] = [await homeOf(db, site, true), await homeOf(db, site, false)];
  expect(one.featured).toEqual(two.featured);
  expect(one.starred).toBe(two.starred);
  return one;
}

describe('the home page’s products in one read', () => {
  it('are the starred on show, or the first six, as the two reads find them, and only the shop’s own', async () => {
    const app = getApp();
    const { db } = app.deps;
    const site = await buildSite(db, { subdomain: 'vitrine-a' });
    const other = await buildSite(db, { subdomain: 'vitrine-b' });
    const category = await buildCategory(db, site, { name: 'Pipas' });
    const otherCategory = await buildCategory(db, other, { name: 'Linhas' });

    expect(await sameBothWays(db, site)).toMatchObject({ names: [], starred: false });

    const products = [];
    for (let i = 1; i <= 8; i++) products.push(await buildProduct(db, site, category, { name: `Pipa ${i}` }));
    const elsewhere = await buildProduct(db, other, otherCategory, { name: 'Linha da outra loja' });
    // the other shop's destaque does not make this one's home page "starred"
    await db('products').where({ id: elsewhere.id }).update({ is_featured: true });
    await db('products').where({ id: products[7]!.id }).update({ position: -1 });
    await db('products').where({ id: products[0]!.id }).update({ availability: 'oculto' });
    const first = await sameBothWays(db, site);
    expect(first.starred).toBe(false);
    expect(first.names).toHaveLength(6);
    expect(first.names[0]).toBe('Pipa 8');
    expect(first.names).not.toContain('Pipa 1');

    // a hidden destaque is not one: still the first products
    await db('products').where({ id: products[0]!.id }).update({ is_featured: true });
    expect(await sameBothWays(db, site)).toMatchObject({ starred: false, names: first.names });

    // one destaque on show: it alone, whatever comes first in the owner's order
    await db('products').where({ id: products[4]!.id }).update({ is_featured: true });
    expect(await sameBothWays(db, site)).toMatchObject({ starred: true, names: ['Pipa 5'] });

    // sold-out destaques go last (the owner's order: newest first where positions are equal)
    await db('products').whereIn('id', [products[2]!.id, products[3]!.id]).update({ is_featured: true });
    await db('products').where({ id: products[2]!.id }).update({ availability: 'esgotado' });
    expect(await sameBothWays(db, site)).toMatchObject({ starred: true, names: ['Pipa 5', 'Pipa 4', 'Pipa 3'] });

    // the other shop sees only its own destaque
    expect(await sameBothWays(db, other)).toMatchObject({ starred: true, names: ['Linha da outra loja'] });
    // its SQL is compiled once, each call binding its own shop and limits (db/compiled-reads.ts)
    expect(keptShapes()).toContain('products.home');
  });

  it('keeps six of many destaques, sold-out ones last, as the two reads do', async () => {
    const app = getApp();
    const { db } = app.deps;
    const site = await buildSite(db, { subdomain: 'muitos-destaques' });
    const category = await buildCategory(db, site, { name: 'Rabiolas' });
    // 56 starred (more than the 48 candidates), the first four in the owner's order sold out
    for (let i = 1; i <= 70; i++) {
      const product = await buildProduct(db, site, category, { name: `Rabiola ${i}` });
      await db('products')
        .where({ id: product.id })
        .update({ is_featured: i % 5 !== 0, availability: i > 64 ? 'esgotado' : 'disponivel', position: 100 - i });
    }
    const home = await sameBothWays(db, site);
    expect(home.starred).toBe(true);
    expect(home.names).toEqual(['Rabiola 64', 'Rabiola 63', 'Rabiola 62', 'Rabiola 61', 'Rabiola 59', 'Rabiola 58']);
  });
});
