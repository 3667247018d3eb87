import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Validator } from '@seriousme/openapi-schema-validator';
import { useTestApp } from '../../test/harness.ts';
import { apiRoutes } from '../routes.ts';
import { route } from '../http/route.ts';
import { buildOpenApiDocument, toOpenApiPath } from './build-document.ts';
import { referenceProblems } from './check-document.ts';

const getApp = useTestApp();

describe('API reference (OpenAPI 3.1)', () => {
  it('has an entry with a summary and a tag for every route of the route table', () => {
    const doc = buildOpenApiDocument(apiRoutes, { version: 'test' });
    expect(referenceProblems(apiRoutes, doc)).toEqual([]);
  });

  it('names the route that has no summary or no entry', () => {
    const unnamed = route({ method: 'delete', path: '/things/:thingId', access: 'master', summary: '', status: 204 }, async () => undefined);
    const doc = buildOpenApiDocument(apiRoutes, { version: 'test' });
    expect(referenceProblems([...apiRoutes, unnamed], doc)).toEqual(['DELETE /api/things/:thingId: no entry in the API reference']);
    const withIt = buildOpenApiDocument([...apiRoutes, unnamed], { version: 'test' });
    expect(referenceProblems([...apiRoutes, unnamed], withIt)).toEqual(['DELETE /api/things/:thingId: no summary', 'DELETE /api/things/:thingId: no tag']);
  });

  it('names a route answering JSON that declares no response schema', () => {
    // the handler's answer is typed by responseBody, so this one can only answer nothing: the check reads the spec
    const untyped = route({ method: 'get', path: '/things', access: 'master', summary: 'Coisas', tag: 'master' }, async () => {});
    const routes = [...apiRoutes, untyped];
    expect(referenceProblems(routes, buildOpenApiDocument(routes, { version: 'test' }))).toEqual([
      'GET /api/things: no response schema (declare responseBody)',
    ]);
  });

  it('describes every success answer: a JSON schema, image bytes or no content', () => {
    const doc = buildOpenApiDocument(apiRoutes, { version: 'test' }) as any;
    for (const { spec } of apiRoutes) {
      const op = doc.paths[toOpenApiPath(spec.path).path][spec.method];
      const success = op.responses[String(spec.status ?? 200)];
      if (spec.status === 204) expect(success.content, `${spec.method} ${spec.path}`).toBeUndefined();
      else if (spec.produces) expect(Object.keys(success.content)).toEqual([spec.produces]);
      else expect(success.content['application/json'].schema, `${spec.method} ${spec.path}`).toBeTruthy();
    }
    expect(doc.paths['/products/{id}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Product' });
    expect(doc.components.schemas.Product.properties.images.items).toEqual({ $ref: '#/components/schemas/ProductImage' });
    expect(doc.components.schemas.Product.properties.created_at).toMatchObject({ type: 'string', format: 'date-time' });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(buildOpenApiDocument(apiRoutes, { version: 'test' }) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes bodies, path and query parameters from the zod schemas, as a client sends them', () => {
    const doc = buildOpenApiDocument(
      [
        route(
          {
            method: 'put',
            path: '/widgets/:id',
            access: 'store_admin',
            summary: 'Muda um widget',
            tag: 'products',
            params: z.object({ id: z.coerce.number().int().positive() }),
            query: z.object({ dry: z.string().optional() }),
            body: z.object({ name: z.string().trim().min(1), price: z.union([z.number(), z.string()]).transform(String) }),
          },
          async () => undefined,
        ),
      ],
      { version: 'test' },
    ) as any;
    const op = doc.paths['/widgets/{id}'].put;
    expect(op.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER } },
      { name: 'dry', in: 'query', required: false, schema: { type: 'string' } },
      { $ref: '#/components/parameters/tenant' },
    ]);
    expect(op.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['name', 'price'],
      properties: { name: { type: 'string', minLength: 1 }, price: { type: ['number', 'string'] } },
    });
    expect(op.security).toEqual([{ session: [] }, { token: [] }]);
    expect(op['x-access']).toBe('store_admin');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '413', '415', '503']));
  });

  it('is served at GET /api/openapi.json to anyone, with no shop and no login', async () => {
    const res = await getApp().client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/openapi.json'].get.summary).toMatch(/OpenAPI/);
    expect(res.body.paths['/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(referenceProblems(apiRoutes, res.body)).toEqual([]);
  });
});
