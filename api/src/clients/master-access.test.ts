import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, buildUser, loginAs, masterClient } from '../../test/factories.ts';
import { apiRoutes } from '../routes.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

/** Every master call of the product, read from the route table itself: a new one is covered at once. */
const masterCalls = apiRoutes
  .filter((r) => r.spec.access === 'master')
  .map((r) => ({ method: r.spec.method.toUpperCase(), path: `/api${r.spec.path.replace(/:id\b/g, '1').replace(/:(\w+)/g, 'x')}` }));

describe('master calls on the server', () => {
  it('covers every call the issue lists', () => {
    const list = masterCalls.map((c) => `${c.method} ${c.path}`);
    expect(list).toEqual(
      expect.arrayContaining([
        'GET /api/master/stats',
        'GET /api/master/clients',
        'GET /api/master/clients/1',
        'POST /api/master/clients',
        'PUT /api/master/clients/1',
        'DELETE /api/master/clients/1',
        'POST /api/master/clients/1/publish',
        'POST /api/master/clients/1/unpublish',
        'POST /api/master/clients/1/access',
        'POST /api/master/clients/1/deploy',
        'POST /api/master/deploy',
        'POST /api/master/domains/setup',
        'POST /api/master/tokens',
        'GET /api/master/tokens',
        'DELETE /api/master/tokens/1',
        'GET /api/master/audit',
      ]),
    );
  });

  it.each(masterCalls)('$method $path: 401 for anonymous, 403 for a store admin, nothing changed', async ({ method, path }) => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { is_published: false });
    const admin = await buildUser(app.deps.db, { site });
    const body = method === 'GET' || method === 'DELETE' ? undefined : { subdomain: site.subdomain, name: 'x', client_name: 'x' };

    const anonymous = await app.client().request<{ error: string }>(method, path, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe(messages.auth.notLoggedIn);

    const shop = await loginAs(app, admin.username);
    const forbidden = await shop.request<{ error: string }>(method, path, { body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe(messages.auth.masterOnly);

    expect(await app.deps.db('sites').where({ id: site.id }).first()).toMatchObject({ is_published: false, client_name: site.client_name });
    expect(await app.deps.db('audit_log').whereNot({ action: 'login' })).toEqual([]);
  });

  it('answers 401 to a wrong or revoked bearer token, even where a session cookie is valid', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    expect((await master.get('/api/master/stats')).status).toBe(200);
    const res = await master.with({ authorization: 'Bearer vtr_nao-existe' }).get('/api/master/stats');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(messages.auth.invalidToken);
  });
});
