import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildSite, buildUser, loginAs } from '../../test/factories.ts';
import { buildDemoCatalogue } from '../../test/demo-catalogue-rows.ts';

/**
 * the admin list (GET /store/products) and the shop (GET /api/products,
 * which the storefront and the widget read) agree: for every search, category and sort, the
 * admin sees what the shop shows, in the same order, plus the hidden products, and nothing
 * else. Tried on the demo catalogue with some products sold out and hidden.
 */
const getApp = useTestApp();

// the last one, spelled as a shopper's typo, is found by full text while the shop falls back to typos
const HIDDEN = ['Cola Branca para Pipa 90 g', 'Pipa Peixinho Infantil', 'Linha Encerada', 'Rabiolla Antiga'];
const SOLD_OUT = ['Pipa Arraia Colorida 60 cm', 'Rabiola de Seda'];

async function demoShop(app: TestApp) {
  const site = await buildSite(app.deps.db, { subdomain: 'pipas' });
  const ids = await buildDemoCatalogue(app.deps.db, site);
  await buildUser(app.deps.db, { site, username: 'dona' });
  const admin = await loginAs(app, 'dona');
  const tails = (await admin.get('/api/categories')).body.find((c: { name: string }) => c.name === 'Rabiolas');
  const odd = await admin.post('/api/products', { name: 'Rabiolla Antiga', price: '3,00', unit: 'metro', category_id: tails.id });
  ids.set('Rabiolla Antiga', odd.body.id);
  for (const name of HIDDEN) expect((await admin.patch(`/api/products/${ids.get(name)}`, { availability: 'oculto' })).status).toBe(200);
  for (const name of SOLD_OUT) expect((await admin.patch(`/api/products/${ids.get(name)}`, { availability: 'esgotado' })).status).toBe(200);
  const shopper = app.client({ 'x-tenant-subdomain': 'pipas' });
  const names = async (client: typeof admin, path: string) => {
    const res = await client.get(path);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return { names: (res.body as Array<{ name: string }>).map((p) => p.name), total: Number(res.headers.get('x-total-count')) };
  };
  return { admin, shopper, ids, names };
}

const QUERIES = [
  '',
  'pipa',
  'PIPAS',
  'acessorio',
  'cola',
  'cola pipa',
  'peixinho',
  'colorida',
  'linha',
  'linha encerada',
  'encerada',
  'rabiola',
  'raia pipa',
  'papel seda',
  'rabiolla',
  'carretle',
  'peixino',
  'seda',
  'kit',
];

describe('the admin list agrees with the shop', () => {
  it('shows for every search what the shop shows, in the same order, plus only the hidden products', async () => {
    const app = getApp();
    const { admin, shopper, names } = await demoShop(app);
    for (const q of QUERIES) {
      for (const extra of ['', '&sort=menor-preco']) {
        const path = `?q=${encodeURIComponent(q)}${extra}&limit=200`;
        const shop = await names(shopper, `/api/products${path}`);
        const own = await names(admin, `/api/store/products${path}`);
        const label = `"${q}"${extra}`;
        expect(
          own.names.filter((n) => !HIDDEN.includes(n)),
          label,
        ).toEqual(shop.names);
        expect(shop.total, label).toBe(shop.names.length);
        expect(own.total - own.names.filter((n) => HIDDEN.includes(n)).length, label).toBe(shop.total);
        // and a hidden product the search finds is in the admin's list (visible ones found too)
        const ownHidden = await names(admin, `/api/store/products${path}&availability=oculto`);
        expect(own.names.filter((n) => HIDDEN.includes(n)).sort(), label).toEqual([...ownHidden.names].sort());
      }
    }
    // the typo the shop corrects finds, in the admin, the shop's products and the hidden one spelled that way
    const typo = await names(admin, '/api/store/products?q=rabiolla');
    expect(typo.names).toContain('Rabiolla Antiga');
    expect(typo.names.filter((n) => n !== 'Rabiolla Antiga')).toEqual((await names(shopper, '/api/products?q=rabiolla')).names);
    expect((await names(shopper, '/api/products?q=rabiolla')).names).toContain('Rabiola de Seda');
  });

  it('agrees within a category, and the admin filters by availability on the same answer', async () => {
    const app = getApp();
    const { admin, shopper, names } = await demoShop(app);
    const categories = (await shopper.get('/api/categories')).body as Array<{ id: number; name: string; product_count: number }>;
    for (const c of categories) {
      for (const q of ['', 'pipa', 'seda']) {
        const path = `?category_id=${c.id}&q=${encodeURIComponent(q)}`;
        const shop = await names(shopper, `/api/products${path}`);
        const own = await names(admin, `/api/store/products${path}`);
        expect(
          own.names.filter((n) => !HIDDEN.includes(n)),
          `${c.name} "${q}"`,
        ).toEqual(shop.names);
        if (!q) expect(shop.total, `${c.name}: the count the shop shows`).toBe(c.product_count);
        const onSale = await names(admin, `/api/store/products${path}&availability=disponivel`);
        expect(onSale.names, `${c.name} "${q}" disponível`).toEqual(shop.names.filter((n) => !SOLD_OUT.includes(n)));
      }
    }
  });
});
