import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { processImage } from '../images/pipeline.ts';
import { saveProcessedImage } from '../images/image-store.ts';
import { pngImage } from '../images/test-images.ts';
import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { dbSource } from './db-source.ts';
import { loadSsr } from './renderer.ts';

/**
 * The link preview's picture is kept in `sites.cover_image_id` by the database (migration 050)
 * and must be the home page's pick: the first destaque with a photo, or while nothing is starred
 * the first product with one (load-page.ts).
 */
const getApp = useTestApp();

async function homePick(db: Db, site: SiteRow): Promise<string | null> {
  const home = await (await loadSsr()).loadPage(dbSource({ db, site }), { view: 'home' });
  const featured = home.data.view === 'home' ? home.data.featured : [];
  return featured.find((p) => p.images[0])?.images[0]?.image_id ?? null;
}

const stored = async (db: Db, site: SiteRow) => ((await db('sites').where({ id: site.id }).first()) as SiteRow).cover_image_id ?? null;

describe('the shop’s cover picture, kept by the database', () => {
  it('follows the home page’s pick through every write that changes it', async () => {
    const app = getApp();
    const { db, storage } = app.deps;
    const site = await buildSite(db, { subdomain: 'capa' });
    const other = await buildSite(db, { subdomain: 'outra-capa' });
    const category = await buildCategory(db, site, { name: 'Pipas' });
    const photo = async (productId: number, color: string, primary = true, position = 0) => {
      const image = await saveProcessedImage(db, storage, site.id, await processImage(await pngImage(64, 64, color)));
      await db('product_images').insert({ site_id: site.id, product_id: productId, image_id: image.id, original_name: 'f.png', is_primary: primary, position });
      return image.id as string;
    };
    const same = async () => {
      const pick = await homePick(db, site);
      expect(await stored(db, site)).toBe(pick);
      return pick;
    };

    expect(await same()).toBeNull();
    const plain = await buildProduct(db, site, category, { name: 'Pipa Lisa', price: '10.00' });
    const plainPhoto = await photo(plain.id, '#111111');
    expect(await same()).toBe(plainPhoto);

    const promo = await buildProduct(db, site, category, { name: 'Pipa Promo', price: '8.00', old_price: '9.00' });
    await photo(promo.id, '#222222', false, 1);
    const promoPrimary = await photo(promo.id, '#333333', true, 2);
    expect(await same()).toBe(promoPrimary);

    const star = await buildProduct(db, site, category, { name: 'Pipa Estrela', price: '30.00' });
    const starPhoto = await photo(star.id, '#444444');
    await db('products').where({ id: star.id }).update({ is_featured: true });
    expect(await same()).toBe(starPhoto);

    // among the destaques, a sold-out one goes last
    await db('products').where({ id: promo.id }).update({ is_featured: true });
    await db('products').where({ id: star.id }).update({ availability: 'esgotado' });
    expect(await same()).toBe(promoPrimary);
    await db('products').where({ id: promo.id }).update({ is_featured: false });
    await db('products').where({ id: star.id }).update({ availability: 'disponivel' });
    expect(await same()).toBe(starPhoto);

    // nothing starred on show: the first products in the owner's order, sold-out ones in place
    await db('products').where({ id: star.id }).update({ availability: 'oculto' });
    expect(await same()).toBe(promoPrimary);
    // the owner's order moves the pick; an edit of what the pick does not read (price, name,
    // description: migration 083 skips the pick for it) leaves it where it is
    await db('products').where({ id: plain.id }).update({ position: -1 });
    expect(await same()).toBe(plainPhoto);
    await db('products').where({ id: plain.id }).update({ price: '11.00', name: 'Pipa Lisa Nova', description: 'Outra', updated_at: db.fn.now() });
    expect(await same()).toBe(plainPhoto);
    await db('products').where({ id: plain.id }).update({ position: 99 });
    expect(await same()).toBe(promoPrimary);
    await db('products').where({ id: promo.id }).update({ availability: 'esgotado' });
    expect(await same()).toBe(promoPrimary);
    await db('product_images').where({ product_id: plain.id }).delete();
    expect(await same()).toBe(promoPrimary);
    await db('products').where({ id: promo.id }).delete();
    expect(await same()).toBeNull();

    // another shop's writes never touch this shop's cover
    expect(await stored(db, other)).toBeNull();
  });
});
