import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import type { TestClient, TestResponse } from '../../test/http-client.ts';
import { ResponseValidator } from '../../test/openapi-responses.ts';
import { imageForm, pngImage } from '../images/test-images.ts';
import { apiRoutes } from '../routes.ts';
import { toOpenApiPath } from './build-document.ts';

const getApp = useTestApp();

/**
 * The response contract: real answers of the real app, checked against the served API
 * reference by Ajv (JSON Schema 2020-12 + formats). A route added without `responseBody`,
 * or whose answer drifts from its schema, fails here.
 */
describe('API answers match the API reference', () => {
  it('the main writes (login, client, publish, config, logo, category, product, image, token) answer as documented', async () => {
    const { problems } = await shopMadeThroughTheApi(getApp());
    expect(problems).toEqual([]);
  });

  it('every GET route answers as documented to anonymous, the store admin and the master', async () => {
    const shop = await shopMadeThroughTheApi(getApp());
    const { check } = shop;
    const callers: Record<string, TestClient> = { anonymous: shop.anonymous, 'store admin': shop.admin, master: shop.master };
    const succeeded = new Set<string>();
    const unreached: string[] = [];

    for (const { spec } of apiRoutes.filter((r) => r.spec.method === 'get')) {
      const url = '/api' + fillPath(spec.path, shop.samples);
      for (const [who, client] of Object.entries(callers)) {
        const res = await client.get(url);
        check('get', spec.path, res, who);
        if (res.status >= 200 && res.status < 300) succeeded.add(spec.path);
      }
      if (!succeeded.has(spec.path)) unreached.push(`GET ${spec.path}: no caller got a success answer to check`);
    }

    expect(shop.problems).toEqual([]);
    expect(unreached).toEqual([]);
  });

  it('names an answer that drifts from its schema, and a route the reference gives no schema', async () => {
    const app = getApp();
    const document = (await app.client().get('/api/openapi.json')).body;
    const validator = new ResponseValidator(document);
    const answer = (body: unknown, status = 200): TestResponse => ({
      status,
      body,
      text: JSON.stringify(body),
      headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
    });
    const stats = { total: 1, active: 1, published: 0, inactive: 0 };
    expect(validator.problems('get', '/master/stats', answer(stats))).toEqual([]);
    expect(validator.problems('get', '/master/stats', answer({ ...stats, total: '1' }))).toEqual([
      'GET /master/stats → 200: /total must be integer {"type":"integer"}',
    ]);
    expect(validator.problems('get', '/master/stats', answer(stats, 418))[0]).toMatch(/status not documented/);

    delete document.paths['/master/stats'].get.responses['200'].content['application/json'].schema;
    expect(new ResponseValidator(document).problems('get', '/master/stats', answer(stats))).toEqual([
      'GET /master/stats → 200: no response schema in the reference',
    ]);
  });
});

/** Route path with its parameters filled: a GET route with a parameter this test has no value for fails loudly. */
function fillPath(expressPath: string, samples: Record<string, Record<string, string | number>>): string {
  const { params } = toOpenApiPath(expressPath);
  if (!params.length) return expressPath;
  const values = samples[expressPath];
  if (!values) throw new Error(`response contract: no sample values for GET ${expressPath}; add them to samples in shopMadeThroughTheApi`);
  return expressPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * A published shop with a logo, a category, a product with an image, an API token and a
 * DNS set-up, every piece made through the API, each answer checked against the reference.
 */
async function shopMadeThroughTheApi(app: TestApp) {
  const document = (await app.client().get('/api/openapi.json')).body;
  const validator = new ResponseValidator(document);
  const problems: string[] = [];
  const check = (method: string, expressPath: string, res: TestResponse, who = '') => {
    const found = validator.problems(method, toOpenApiPath(expressPath).path, res);
    problems.push(...found.map((p) => (who ? `${p} (${who})` : p)));
    return res;
  };

  const masterUser = await buildUser(app.deps.db, { user_type: 'master' });
  const master = app.client();
  check('post', '/auth/login', await master.post('/api/auth/login', { username: masterUser.username, password: 'errada-123' }));
  check('post', '/auth/login', await master.post('/api/auth/login', { username: masterUser.username, password: PASSWORD }));

  const created = check(
    'post',
    '/master/clients',
    await master.post('/api/master/clients', {
      client_name: 'Joana Pipas',
      client_email: 'joana@example.com',
      site_name: 'Pipas da Joana',
      store_name: 'Pipas da Joana',
      subdomain: 'joana',
    }),
  );
  const siteId: number = created.body.id;
  check('post', '/master/clients', await master.post('/api/master/clients', { subdomain: 'x' }));
  check('put', '/master/clients/:id', await master.put(`/api/master/clients/${siteId}`, { city: 'Recife', contact_whatsapp: '(81) 98765-4321' }));
  check('post', '/master/clients/:id/publish', await master.post(`/api/master/clients/${siteId}/publish`));
  check('post', '/master/tokens', await master.post('/api/master/tokens', { name: 'CI' }));
  check('post', '/master/domains/setup', await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'www.pipasdajoana.com.br' }));

  const admin = app.client();
  check('post', '/auth/login', await admin.post('/api/auth/login', { username: created.body.client.admin_username, password: created.body.initial_password }));
  check('put', '/config', await admin.put('/api/config', { store_name: 'Pipas da Joana', instagram: '@pipasdajoana', address: 'Rua das Pipas, 1' }));
  check('post', '/config/logo', await admin.post('/api/config/logo', imageForm(await pngImage(200, 200))));
  const category = check('post', '/categories', await admin.post('/api/categories', { name: 'Pipas', description: 'Pipas de seda' }));
  check('put', '/categories/:id', await admin.put(`/api/categories/${category.body.id}`, { name: 'Pipas grandes' }));
  check('post', '/categories', await admin.post('/api/categories', { name: 'pipas grandes' }));
  const product = check(
    'post',
    '/products',
    await admin.post('/api/products', { name: 'Pipa Arraia', price: '12,50', unit: 'unidade', category_id: category.body.id }),
  );
  check('post', '/products', await admin.post('/api/products', { name: '' }));
  check(
    'put',
    '/products/:id',
    await admin.put(`/api/products/${product.body.id}`, {
      name: 'Pipa Arraia',
      price: 10,
      old_price: 12.5,
      is_promotion: true,
      unit: 'unidade',
      category_id: category.body.id,
      description: 'Seda e varetas de bambu.',
    }),
  );
  check(
    'put',
    '/products/:id',
    await admin.put(
      `/api/products/${product.body.id}`,
      { name: 'Pipa', price: 1, unit: 'unidade', category_id: category.body.id },
      { headers: { 'if-match': '"p0-0"' } },
    ),
  );
  const trashed = check('post', '/categories', await admin.post('/api/categories', { name: 'Rabiolas' }));
  check('delete', '/categories/:id', await admin.delete(`/api/categories/${trashed.body.id}`));
  check('post', '/categories/:id/restore', await admin.post(`/api/categories/${trashed.body.id}/restore`));
  const image = check('post', '/products/:id/images', await admin.post(`/api/products/${product.body.id}/images`, imageForm(await pngImage())));

  const anonymous = app.client({ 'x-tenant-subdomain': 'joana' });
  check('post', '/auth/logout', await app.client().post('/api/auth/logout'));

  const samples: Record<string, Record<string, string | number>> = {
    '/categories/:id': { id: category.body.id },
    '/products/:id': { id: product.body.id },
    '/store/products/:id': { id: product.body.id },
    '/store/categories/:id': { id: category.body.id },
    '/images/:id': { id: image.body.image_id },
    '/images/:id/og.jpg': { id: image.body.image_id },
    '/master/clients/:id': { id: siteId },
    '/master/clients/:id/readiness': { id: siteId },
    '/master/domains/:subdomain': { subdomain: 'joana' },
  };
  return { problems, check, master: master.with({ 'x-tenant-subdomain': 'joana' }), admin, anonymous, samples };
}
