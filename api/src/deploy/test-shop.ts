import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, masterClient } from '../../test/factories.ts';
import { pngImage } from '../images/test-images.ts';
import { processImage } from '../images/pipeline.ts';
import { saveProcessedImage } from '../images/image-store.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { ExportedFile } from '../storefront/static-export.ts';
import type { Exporter } from './deploy-site.ts';

// Test helper (not loaded by the app): the shop the end-to-end deploy tests export.

/** A published shop with a category and a product with a photo, made through the master API. */
export async function publishedShop(app: TestApp) {
  const { client: master } = await masterClient(app);
  const created = await master.post('/api/master/clients', {
    client_name: 'Joana Pipas',
    client_email: 'joana@example.com',
    site_name: 'Pipas da Joana',
    store_name: 'Pipas da Joana',
    subdomain: 'joana',
    contact_whatsapp: '11987654321',
  });
  expect(created.status).toBe(201);
  const site: SiteRow = await app.deps.db('sites').where({ id: created.body.id }).first();
  const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
  const product = await buildProduct(app.deps.db, site, category, { name: 'Pipa Arraia Azul', price: '24.90' });
  const image = await saveProcessedImage(app.deps.db, app.deps.storage, site.id, await processImage(await pngImage(800, 600)));
  await app.deps.db('product_images').insert({ site_id: site.id, product_id: product.id, image_id: image.id, original_name: 'arraia.png', is_primary: true });
  expect((await master.post(`/api/master/clients/${site.id}/publish`)).status).toBe(200);
  return { master, site, product };
}

/** A stand-in export: the files `make` gives for the shop, handed to the deploy one by one as the real export does. */
export const exportOf =
  (make: (site: SiteRow) => ExportedFile[]): Exporter =>
  async (_deps, site, sink) => {
    for (const file of make(site)) await sink(file);
  };
