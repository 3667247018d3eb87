import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { imageForm, pngImage, storedFiles } from '../images/test-images.ts';

const getApp = useTestApp({ QUOTA_PRODUCTS_PER_SHOP: '2' });

describe('duplicating within the shop’s limits', () => {
  it('a full shop gets 409 with the limit named, and no row or file is left behind', async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app);
    const category = await buildCategory(app.deps.db, site);
    const raia = await buildProduct(app.deps.db, site, category, { name: 'Pipa Raia' });
    await client.post(`/api/products/${raia.id}/images`, imageForm(await pngImage(), { filename: 'raia.png' }));
    expect((await client.post(`/api/products/${raia.id}/duplicate`)).status).toBe(201);

    const files = storedFiles(app.deps.config.dataDir).length;
    const full = await client.post(`/api/products/${raia.id}/duplicate`);
    expect(full.status).toBe(409);
    expect(full.body.error).toMatch(/2/);
    expect(await app.deps.db('products').where({ site_id: site.id }).count({ n: '*' }).first()).toMatchObject({ n: 2 });
    expect(storedFiles(app.deps.config.dataDir).length).toBe(files);
  });
});
