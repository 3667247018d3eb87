import type { Db } from '../db/connection.ts';
import type { Storage } from '../storage/storage.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { processImage } from '../images/pipeline.ts';
import { saveProcessedImage } from '../images/image-store.ts';
import { pngImage } from '../images/test-images.ts';

/**
 * Test helper (not loaded by the app): a small published kite shop with two categories,
 * a product on promotion with two photos, and one without a photo.
 */
export async function kiteShop(db: Db, storage: Storage, overrides: Partial<SiteRow> = {}) {
  const site = await buildSite(db, {
    subdomain: 'pipas',
    store_name: 'Pipas da Joana',
    store_description: 'Pipas artesanais feitas em Santos.',
    whatsapp: '5513987654321',
    instagram: 'pipasdajoana',
    address: 'Rua do Vento, 10',
    city: 'Santos',
    state: 'SP',
    ...overrides,
  });
  const kites = await buildCategory(db, site, { name: 'Pipas', description: 'Pipas de papel de seda.' });
  const lines = await buildCategory(db, site, { name: 'Linhas' });
  const raia = await buildProduct(db, site, kites, {
    name: 'Pipa Raia Azul',
    price: '12.90',
    old_price: '15.90',
    description: 'Raia de seda azul.',
    created_at: new Date('2026-01-01'),
  });
  const arraia = await buildProduct(db, site, kites, { name: 'Pipa Arraia', price: '19.90', created_at: new Date('2026-01-02') });
  const linha = await buildProduct(db, site, lines, { name: 'Linha 10 Carretel', price: '14.90', unit: 'unidade', created_at: new Date('2026-01-03') });
  for (const [position, color] of ['#1d4ed8', '#f59e0b'].entries()) {
    const image = await saveProcessedImage(db, storage, site.id, await processImage(await pngImage(800, 800, color)));
    await db('product_images').insert({
      site_id: site.id,
      product_id: raia.id,
      image_id: image.id,
      original_name: `raia-${position}.png`,
      is_primary: position === 0,
      position,
    });
  }
  return { site, kites, lines, raia, arraia, linha };
}
