import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildUser, loginAs, masterClient } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

describe('API tokens', () => {
  it('creates a named token shown once, stored only as a digest, that works as Bearer on master calls', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);

    const created = await master.post('/api/master/tokens', { name: 'CI do GitHub' });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), name: 'CI do GitHub', last_used_at: null, token: expect.stringMatching(/^vtr_[\w-]{43}$/) });
    const row = await app.deps.db('api_tokens').where({ id: created.body.id }).first();
    expect(row.token_hash).not.toBe(created.body.token);
    expect(JSON.stringify(row)).not.toContain(created.body.token);

    // a script: no cookie, no Origin, a write from "another site" still passes (no ambient credentials)
    const script = app.client({ authorization: `Bearer ${created.body.token}`, origin: 'https://ci.example', 'sec-fetch-site': 'cross-site' });
    expect((await script.get('/api/master/stats')).status).toBe(200);
    const made = await script.post('/api/master/clients', {
      client_name: 'Loja do CI',
      client_email: 'ci@example.com',
      site_name: 'CI',
      store_name: 'CI',
      subdomain: 'loja-ci',
    });
    expect(made.status).toBe(201);

    const list = await master.get('/api/master/tokens');
    expect(list.body).toEqual([
      { id: created.body.id, name: 'CI do GitHub', created_at: created.body.created_at, last_used_at: expect.any(String), expires_at: created.body.expires_at },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);
  });

  it('revokes a token (204), after which it answers 401; a token may revoke itself', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const a = (await master.post('/api/master/tokens', { name: 'notebook' })).body;
    const b = (await master.post('/api/master/tokens', { name: 'vitrine login' })).body;

    expect((await master.delete(`/api/master/tokens/${a.id}`)).status).toBe(204);
    const revoked = await app.client({ authorization: `Bearer ${a.token}` }).get('/api/master/stats');
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toBe(messages.auth.invalidToken);

    // `vitrine logout`: the token deletes itself with itself
    const self = app.client({ authorization: `Bearer ${b.token}` });
    expect((await self.delete(`/api/master/tokens/${b.id}`)).status).toBe(204);
    expect((await self.get('/api/master/stats')).status).toBe(401);

    expect((await master.get('/api/master/tokens')).body).toEqual([]);
    const again = await master.delete(`/api/master/tokens/${a.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(messages.tokens.notFound);
    const actions = (await master.get('/api/master/audit')).body.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a.startsWith('token.'))).toEqual(['token.revoke', 'token.revoke', 'token.create', 'token.create']);
  });

  it("lists and revokes only the caller's own tokens", async () => {
    const app = getApp();
    const { client: mine } = await masterClient(app);
    const { client: theirs } = await masterClient(app);
    const their = (await theirs.post('/api/master/tokens', { name: 'deles' })).body;
    expect((await mine.get('/api/master/tokens')).body).toEqual([]);
    expect((await mine.delete(`/api/master/tokens/${their.id}`)).status).toBe(404);
    expect((await app.client({ authorization: `Bearer ${their.token}` }).get('/api/master/stats')).status).toBe(200);
  });

  it('requires a name, and is for masters only', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const res = await master.post('/api/master/tokens', { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.details.name).toBe('Nome do token é obrigatório.');
    expect((await app.client().post('/api/master/tokens', { name: 'x' })).status).toBe(401);
  });

  it('stops working when its master is removed', async () => {
    const app = getApp();
    const user = await buildUser(app.deps.db, { user_type: 'master', username: 'temporario' });
    const token = (await (await loginAs(app, 'temporario')).post('/api/master/tokens', { name: 'x' })).body.token;
    const { client: other } = await masterClient(app);
    const otherToken = (await other.post('/api/master/tokens', { name: 'y' })).body.token;
    await app.deps.db('users').where({ id: user.id }).delete();
    expect((await app.client({ authorization: `Bearer ${token}` }).get('/api/master/stats')).status).toBe(401);
    expect(await app.deps.db('api_tokens').where({ user_id: user.id })).toEqual([]);
    // another master's token is unaffected
    expect((await app.client({ authorization: `Bearer ${otherToken}` }).get('/api/master/stats')).status).toBe(200);
  });
});
