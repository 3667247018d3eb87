import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from './harness.ts';
import { buildCategory, buildProduct, buildSite, masterClient, shopWithAdmin } from './factories.ts';
import { imageForm, pngImage } from '../src/images/test-images.ts';
import { apiRoutes } from '../src/routes.ts';
import { cleanMultiline, cleanName } from '@vitrine/contract/safe-text';

const getApp = useTestApp();
const ENGLISH = /\b(Invalid|expected|Expected|Required|received|Too (big|small)|Unrecognized|must|should)\b/;

describe('names lose what people cannot see', () => {
  it('control, bidirectional and invisible characters go; accents, emoji and line breaks in descriptions stay', () => {
    expect(cleanName('Pipa\u202Egnp.exe')).toBe('Pipagnp.exe');
    expect(cleanName('Lo\u200Bja\u2066 da\u2069 Ana\u00AD\uFEFF')).toBe('Loja da Ana');
    expect(cleanName('Linha\u0000\u0007\nquebrada\t')).toBe('Linhaquebrada');
    expect(cleanName('Pipas do João 🪁 👩‍💻')).toBe('Pipas do João 🪁 👩‍💻');
    expect(cleanName('a\u200Db')).toBe('ab');
    expect(cleanMultiline('Linha 1\r\nLinha 2\tfim\u202E\u0000')).toBe('Linha 1\nLinha 2\tfim');
  });

  it('through the API: a category, a product and an uploaded file name are stored clean', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    const category = await client.post('/api/categories', { name: 'Pi\u200Bpas\u202E' });
    expect(category.status).toBe(201);
    expect(category.body.name).toBe('Pipas');
    const product = await client.post('/api/products', {
      name: '\u2067Raia\u2069 azul',
      price: '10.00',
      unit: 'unidade',
      category_id: category.body.id,
      description: 'Boa\nde vento\u200E',
    });
    expect(product.body).toMatchObject({ name: 'Raia azul', description: 'Boa\nde vento' });
    const image = await client.post(`/api/products/${product.body.id}/images`, imageForm(await pngImage(40, 40), { filename: 'foto\u202Egnp.exe' }));
    expect(image.body.original_name).toBe('fotognp.exe');
    const invisibleOnly = await client.post('/api/categories', { name: '\u200B\u200F' });
    expect(invisibleOnly.status).toBe(400);
    expect(invisibleOnly.body.details.name).toBe('Nome da categoria é obrigatório.');
    expect(await app.deps.db('categories').where('site_id', site.id).count({ n: '*' }).first()).toEqual({ n: 1 });
  });
});

describe('every validation message is pt-BR, nested ones included', () => {
  it('each JSON route, given the wrong type in every field, answers 400 in Portuguese', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const site = await buildSite(app.deps.db, { subdomain: 'pipas' });
    await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site));
    const checked: string[] = [];
    for (const { spec } of apiRoutes) {
      const shape = (spec.body as z.ZodObject | undefined)?.shape;
      if (!shape || spec.bodyType === 'multipart') continue;
      const body = Object.fromEntries(Object.keys(shape).map((k) => [k, { aninhado: [1, { x: null }] }]));
      const path = `/api${spec.path.replace(/:\w+/g, '1')}`;
      const res = await master.request<any>(spec.method.toUpperCase(), path, { body, headers: { 'x-tenant-subdomain': 'pipas' } });
      expect(res.status, `${spec.method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${spec.method} ${path}`).toBeLessThan(500);
      for (const text of [res.body.error, ...Object.values(res.body.details ?? {})] as string[]) {
        expect(text, `${spec.method} ${path}: ${text}`).not.toMatch(ENGLISH);
      }
      checked.push(path);
    }
    expect(checked.length).toBeGreaterThan(8);
  });

  it('an element of a list and a missing field are explained in Portuguese', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const order = await client.put('/api/products/1/images/order', { image_ids: [1, 'dois', { três: 3 }] });
    expect(order.status).toBe(400);
    for (const text of Object.values(order.body.details) as string[]) expect(text).not.toMatch(ENGLISH);
    const missing = await client.post('/api/products', {});
    expect(missing.status).toBe(400);
    expect(Object.values(missing.body.details).join(' ')).not.toMatch(ENGLISH);
  });
});
