import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../../test/harness.ts';
import { mount, route } from './route.ts';
import { errorHandler } from './error-handler.ts';
import { AppError } from './app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { RequestContext } from './context.ts';

const getApp = useTestApp();

describe('errors of the API', () => {
  it('answers unknown /api routes with 404 JSON', async () => {
    const res = await getApp().client().get('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: messages.http.notFound });
  });

  it('answers malformed JSON with 400 and a pt-BR message', async () => {
    const res = await getApp()
      .client()
      .post('/api/auth/login', '{"username": ', { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messages.http.invalidJson });
  });

  it('answers a JSON route sent another content type with 415', async () => {
    const res = await getApp()
      .client()
      .post('/api/auth/login', 'username=a&password=b', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(messages.http.unsupportedMediaType);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await getApp()
      .client()
      .post('/api/auth/login', { username: 'a', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
  });

  it('names the fields of a validation error in details', async () => {
    const res = await getApp().client().post('/api/auth/login', { username: 42 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['password', 'username']);
  });
});

/** A bare router with the real mount() and error handler, to reach cases no product route has. */
async function routerWith(routes: Parameters<typeof mount>[1]) {
  const app = express();
  app.use(express.json());
  const router = express.Router();
  mount(router, routes, { context: async () => ({ db: getApp().deps.db }) as unknown as RequestContext });
  app.use('/api', router);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((r) => server.close(r)) };
}

describe('route table', () => {
  it('refuses to register a route that does not declare who may call it', () => {
    const bad = route({ method: 'get', path: '/x', summary: 'x' } as never, async () => {});
    expect(() => mount(express.Router(), [bad], { context: async () => ({}) as RequestContext })).toThrow(/declares no valid access/);
  });

  it('turns an unexpected error into a generic 500 with no stack trace', async () => {
    const r = await routerWith([
      route({ method: 'get', path: '/boom', access: 'anyone', summary: 'x' }, async () => {
        throw new Error('segredo interno: senha=123');
      }),
    ]);
    const res = await fetch(`${r.url}/api/boom`);
    const text = await res.text();
    await r.close();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: messages.http.internal });
    expect(text).not.toMatch(/segredo|at .*\.ts/);
  });

  it('rolls back every write of a route that fails half way', async () => {
    const db = getApp().deps.db;
    const r = await routerWith([
      route({ method: 'post', path: '/half', access: 'anyone', summary: 'x' }, async ({ ctx }) => {
        await ctx.db('login_attempts').insert({ key: 'meio-caminho', count: 1, reset_at: new Date() });
        throw new AppError(409, 'falhou depois de escrever');
      }),
    ]);
    const res = await fetch(`${r.url}/api/half`, { method: 'POST' });
    await r.close();
    expect(res.status).toBe(409);
    expect(await db('login_attempts').where('key', 'meio-caminho').first()).toBeUndefined();
  });

  it('answers 400 for a parameter that fails its schema', async () => {
    const r = await routerWith([
      route(
        {
          method: 'get',
          path: '/n/:id',
          access: 'anyone',
          summary: 'x',
          params: z.object({ id: z.coerce.number().int() }),
          responseBody: z.object({ id: z.number() }),
        },
        async ({ params }) => params,
      ),
    ]);
    const res = await fetch(`${r.url}/api/n/abc`);
    await r.close();
    expect(res.status).toBe(400);
  });
});
