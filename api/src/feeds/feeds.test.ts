import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { getWithHost, type TestResponse } from '../../test/http-client.ts';
import { buildCategory, buildProduct, buildSite } from '../../test/factories.ts';
import { kiteShop } from '../storefront/storefront-test-shop.ts';
import { processImage } from '../images/pipeline.ts';
import { saveProcessedImage } from '../images/image-store.ts';
import { pngImage } from '../images/test-images.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { feedItems } from './items.ts';
import { googleXml } from './google-xml.ts';

const getApp = useTestApp();
const get = (path: string, host = 'pipas.localhost:3000') => getWithHost(getApp().url, path, host);
const ORIGIN = 'http://pipas.localhost:3000';

/** Google's and Meta's documented rules, as checked on every item. */
const PRICE = /^\d+\.\d{2} BRL$/;
const LIMITS = { id: 50, title: 150, description: 5000 };

async function addImages(app: TestApp, site: SiteRow, productId: number, count: number) {
  for (let position = 0; position < count; position++) {
    const image = await saveProcessedImage(app.deps.db, app.deps.storage, site.id, await processImage(await pngImage(64, 64, '#10b981')));
    await app.deps
      .db('product_images')
      .insert({ site_id: site.id, product_id: productId, image_id: image.id, original_name: `foto-${position}.png`, is_primary: position === 0, position });
  }
}

/**
 * The kite shop (Pipa Raia Azul on promotion with two photos, Linha 10 Carretel with none)
 * plus: Pipa Arraia sold out, a hidden product, and a kite with a size option whose
 * combinations are on sale, on promotion, sold out and hidden.
 */
async function catalogue() {
  const app = getApp();
  const shop = await kiteShop(app.deps.db, app.deps.storage);
  const { db } = app.deps;
  await db('products').where('id', shop.raia.id).update({ description: '<p>Raia de <b>seda</b> azul,\n"leve" & forte.</p>' });
  await db('products').where('id', shop.arraia.id).update({ availability: 'esgotado' });
  await addImages(app, shop.site, shop.arraia.id, 1);
  const hidden = await buildProduct(db, shop.site, shop.kites, { name: 'Pipa Secreta', price: '30.00' });
  await db('products').where('id', hidden.id).update({ availability: 'oculto' });
  await addImages(app, shop.site, hidden.id, 1);
  const sized = await buildProduct(db, shop.site, shop.kites, { name: 'Pipa Estrela', price: '20.00', description: 'Estrela de papel.' });
  await addImages(app, shop.site, sized.id, 12);
  await db('product_options').insert({
    site_id: shop.site.id,
    product_id: sized.id,
    position: 0,
    name: 'Tamanho',
    values: JSON.stringify(['P', 'M', 'G', 'GG']),
  });
  const variant = (position: number, size: string, price: string, old_price: string | null, availability: string) => ({
    site_id: shop.site.id,
    product_id: sized.id,
    position,
    options: JSON.stringify([size]),
    price,
    old_price,
    availability,
  });
  const [p, m, g, gg] = await db('product_variants')
    .insert([
      variant(0, 'P', '20.00', null, 'disponivel'),
      variant(1, 'M', '22.00', '25.00', 'disponivel'),
      variant(2, 'G', '24.00', null, 'esgotado'),
      variant(3, 'GG', '26.00', null, 'oculto'),
    ])
    .returning('id');
  return { ...shop, hidden, sized, variants: { p: p.id, m: m.id, g: g.id, gg: gg.id } };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'g:additional_image_link', parseTagValue: false });

type GoogleItem = Record<string, string | string[] | undefined>;

function googleItems(res: TestResponse): GoogleItem[] {
  expect(XMLValidator.validate(res.text)).toBe(true);
  const doc = parser.parse(res.text);
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return doc.rss.channel.item ?? [];
}

function metaRows(res: TestResponse): Array<Record<string, string>> {
  return parseCsv(res.text, { columns: true, skip_empty_lines: true, record_delimiter: '\r\n' });
}

describe('GET /feeds/google.xml', () => {
  it('is written on a worker thread byte for byte as the same step writes it on the main thread', async () => {
    const { site } = await kiteShop(getApp().deps.db, getApp().deps.storage);
    const res = await get('/feeds/google.xml');

    expect(res.status).toBe(200);
    const items = await feedItems({ db: getApp().deps.db, site }, ORIGIN);
    expect(items.length).toBeGreaterThan(0);
    expect(res.text).toBe(googleXml({ storeName: site.store_name, origin: ORIGIN, items }));
  });

  it('lists what the public sees, each field as Google Merchant Center documents it', async () => {
    const { raia, arraia, hidden, linha, sized, variants } = await catalogue();

    const res = await get('/feeds/google.xml');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const items = googleItems(res);
    const byId = new Map(items.map((i) => [i['g:id'] as string, i]));
    // hidden products and combinations never; no photo, no item (Google requires image_link)
    expect([...byId.keys()].sort()).toEqual(
      [String(raia.id), String(arraia.id), `${sized.id}-${variants.p}`, `${sized.id}-${variants.m}`, `${sized.id}-${variants.g}`].sort(),
    );
    expect(byId.has(String(hidden.id))).toBe(false);
    expect(byId.has(String(linha.id))).toBe(false);

    for (const item of items) {
      expect((item['g:id'] as string).length).toBeLessThanOrEqual(LIMITS.id);
      expect((item.title as string).length).toBeLessThanOrEqual(LIMITS.title);
      expect((item.description as string).length).toBeLessThanOrEqual(LIMITS.description);
      expect(item.description).not.toMatch(/[<>\n]/);
      expect(item.link).toMatch(new RegExp(`^${ORIGIN}/product/\\d+-[a-z0-9-]+$`));
      expect(item['g:image_link']).toMatch(new RegExp(`^${ORIGIN}/api/images/[\\w-]+$`));
      expect(item['g:availability']).toMatch(/^(in_stock|out_of_stock)$/);
      expect(item['g:price']).toMatch(PRICE);
      expect(item['g:brand']).toBe('Pipas da Joana');
      expect(item['g:condition']).toBe('new');
      expect((item['g:additional_image_link'] ?? []).length).toBeLessThanOrEqual(10);
    }

    // on promotion: the regular price is the old one, the sale price the one paid
    expect(byId.get(String(raia.id))).toMatchObject({
      title: 'Pipa Raia Azul',
      description: 'Raia de seda azul, "leve" & forte.',
      link: `${ORIGIN}/product/${raia.id}-pipa-raia-azul`,
      'g:availability': 'in_stock',
      'g:price': '15.90 BRL',
      'g:sale_price': '12.90 BRL',
    });
    expect(byId.get(String(raia.id))!['g:additional_image_link']).toHaveLength(1);
    expect(byId.get(String(raia.id))!['g:item_group_id']).toBeUndefined();
    // sold out, no promotion, and the name stands for a missing description
    expect(byId.get(String(arraia.id))).toMatchObject({ 'g:availability': 'out_of_stock', 'g:price': '19.90 BRL', description: 'Pipa Arraia' });
    expect(byId.get(String(arraia.id))!['g:sale_price']).toBeUndefined();

    // options: one item per combination on show, grouped, each naming its choice
    const m = byId.get(`${sized.id}-${variants.m}`)!;
    expect(m).toMatchObject({
      title: 'Pipa Estrela - Tamanho: M',
      'g:item_group_id': String(sized.id),
      'g:price': '25.00 BRL',
      'g:sale_price': '22.00 BRL',
      'g:availability': 'in_stock',
    });
    expect(m['g:additional_image_link']).toHaveLength(10);
    expect(byId.get(`${sized.id}-${variants.g}`)).toMatchObject({
      title: 'Pipa Estrela - Tamanho: G',
      'g:availability': 'out_of_stock',
      'g:price': '24.00 BRL',
    });
    expect(byId.get(`${sized.id}-${variants.p}`)).toMatchObject({ 'g:price': '20.00 BRL', 'g:availability': 'in_stock' });
  });

  it('cuts long titles and descriptions to the documented lengths, keeping the choice', async () => {
    const { sized, raia, variants } = await catalogue();
    const { db } = getApp().deps;
    await db('products')
      .where('id', sized.id)
      .update({ name: 'Pipa '.repeat(60).trim(), description: 'Vento '.repeat(1200) });

    const byId = new Map(googleItems(await get('/feeds/google.xml')).map((i) => [i['g:id'] as string, i]));

    const item = byId.get(`${sized.id}-${variants.m}`)!;
    expect((item.title as string).length).toBeLessThanOrEqual(150);
    expect(item.title).toMatch(/- Tamanho: M$/);
    expect((item.description as string).length).toBe(5000);
    expect(byId.get(String(raia.id))!.title).toBe('Pipa Raia Azul');
  });
});

describe('GET /feeds/meta.csv', () => {
  it('has Meta Commerce Manager columns, one row per item, quoted as RFC 4180 says', async () => {
    const { raia, arraia, sized, variants } = await catalogue();

    const res = await get('/feeds/meta.csv');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.text.split('\r\n')[0]).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand,sale_price,item_group_id,additional_image_link',
    );
    const rows = metaRows(res);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      for (const column of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand'])
        expect(row[column], column).toBeTruthy();
      expect(row.id!.length).toBeLessThanOrEqual(LIMITS.id);
      expect(row.title!.length).toBeLessThanOrEqual(LIMITS.title);
      expect(row.availability).toMatch(/^(in stock|out of stock)$/);
      expect(row.condition).toBe('new');
      expect(row.price).toMatch(PRICE);
      if (row.sale_price) expect(row.sale_price).toMatch(PRICE);
      expect(row.image_link).toMatch(new RegExp(`^${ORIGIN}/api/images/`));
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(String(raia.id))).toMatchObject({
      description: 'Raia de seda azul, "leve" & forte.',
      availability: 'in stock',
      price: '15.90 BRL',
      sale_price: '12.90 BRL',
      brand: 'Pipas da Joana',
      item_group_id: '',
    });
    expect(byId.get(String(raia.id))!.additional_image_link!.split(',')).toHaveLength(1);
    expect(byId.get(String(arraia.id))).toMatchObject({ availability: 'out of stock', sale_price: '' });
    expect(byId.get(`${sized.id}-${variants.m}`)).toMatchObject({
      title: 'Pipa Estrela - Tamanho: M',
      item_group_id: String(sized.id),
      price: '25.00 BRL',
      sale_price: '22.00 BRL',
    });
    expect(byId.get(`${sized.id}-${variants.m}`)!.additional_image_link!.split(',')).toHaveLength(10);
    expect(byId.has(`${sized.id}-${variants.gg}`)).toBe(false);
  });

  it('carries no formula: a cell starting with = + - @ is text (a leading quote), and one holding a comma is quoted', async () => {
    const { raia, arraia } = await catalogue();
    const { db } = getApp().deps;
    await db('products').where('id', raia.id).update({ name: '=1+1 Pipa', description: '@SOMA(1;2) e mais' });
    await db('products').where('id', arraia.id).update({ name: '-2+3 Arraia', description: '+55 Pipa, linha' });

    const res = await get('/feeds/meta.csv');

    const line = res.text.split('\r\n').find((l) => l.startsWith(`${raia.id},`))!;
    expect(line).toMatch(new RegExp(`^${raia.id},'=1\\+1 Pipa,'@SOMA\\(1;2\\) e mais,`));
    const byId = new Map(metaRows(res).map((r) => [r.id, r]));
    expect(byId.get(String(raia.id))).toMatchObject({ title: "'=1+1 Pipa", description: "'@SOMA(1;2) e mais" });
    expect(byId.get(String(arraia.id))).toMatchObject({ title: "'-2+3 Arraia", description: "'+55 Pipa, linha" });
    expect(res.text).toContain(`,"'+55 Pipa, linha",`);
    for (const row of metaRows(res)) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe('feeds and tenancy', () => {
  it("lists only the host's own shop, and an unpublished or unknown shop has no feed", async () => {
    const app = getApp();
    const { raia } = await catalogue();
    const other = await buildSite(app.deps.db, { subdomain: 'balas', store_name: 'Balas do Zé' });
    const candy = await buildProduct(app.deps.db, other, await buildCategory(app.deps.db, other), { name: 'Bala de Coco', price: '2.00' });
    await addImages(app, other, candy.id, 1);
    const draft = await buildSite(app.deps.db, { subdomain: 'rascunho', is_published: false });
    const secret = await buildProduct(app.deps.db, draft, await buildCategory(app.deps.db, draft), { name: 'Produto Rascunho' });
    await addImages(app, draft, secret.id, 1);

    const ours = await get('/feeds/google.xml');
    expect(ours.text).not.toContain('Bala de Coco');
    expect(metaRows(await get('/feeds/meta.csv')).map((r) => r.id)).not.toContain(String(candy.id));
    const theirs = googleItems(await get('/feeds/google.xml', 'balas.localhost:3000'));
    expect(theirs.map((i) => i['g:id'])).toEqual([String(candy.id)]);
    expect(theirs[0]).toMatchObject({ link: `http://balas.localhost:3000/product/${candy.id}-bala-de-coco`, 'g:brand': 'Balas do Zé' });
    expect(theirs.map((i) => i['g:id'])).not.toContain(String(raia.id));

    for (const path of ['/feeds/google.xml', '/feeds/meta.csv']) {
      const unpublished = await get(path, 'rascunho.localhost:3000');
      expect(unpublished.status, path).toBe(404);
      expect(unpublished.text).not.toContain('Produto Rascunho');
      expect((await get(path, 'ninguem.localhost:3000')).status, path).toBe(404);
    }
  });

  it('follows a change at once (the public cache keys on the content version)', async () => {
    const { raia } = await catalogue();
    expect(googleItems(await get('/feeds/google.xml')).some((i) => i['g:id'] === String(raia.id))).toBe(true);
    await getApp().deps.db('products').where('id', raia.id).update({ availability: 'oculto' });
    expect(googleItems(await get('/feeds/google.xml')).some((i) => i['g:id'] === String(raia.id))).toBe(false);
  });
});
