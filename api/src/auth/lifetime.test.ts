import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildUser, loginAs } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();
const DAY = 86_400_000;
const daysFromNow = (d: Date | string) => (new Date(d).getTime() - Date.now()) / DAY;

async function masterSession() {
  const app = getApp();
  await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
  const client = await loginAs(app, 'chefe');
  const session = () => app.deps.db('sessions').first();
  const setSession = (values: Record<string, Date>) => app.deps.db('sessions').update(values);
  return { app, client, session, setSession };
}

describe('sessions have an idle and an absolute lifetime', () => {
  it('a new session: idle end in 7 days, absolute end (and the cookie) in 30', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const res = await app.client().post('/api/auth/login', { username: 'chefe', password: 'senha-forte-123' });
    const row = await app.deps.db('sessions').first();
    expect(daysFromNow(row.expires_at)).toBeCloseTo(7, 1);
    expect(daysFromNow(row.absolute_expires_at)).toBeCloseTo(30, 1);
    const expires = res.headers.getSetCookie()[0]!.match(/Expires=([^;]+)/i)![1]!;
    expect(daysFromNow(expires)).toBeCloseTo(30, 1);
  });

  it('ends a session left unused past its idle period', async () => {
    const { client, setSession } = await masterSession();
    await setSession({ expires_at: new Date(Date.now() - 1000) });
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session at its absolute end however recently it was used', async () => {
    const { client, setSession } = await masterSession();
    await setSession({ expires_at: new Date(Date.now() + 5 * DAY), absolute_expires_at: new Date(Date.now() - 1000) });
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('using a session pushes its idle end forward, never past the absolute end', async () => {
    const { client, session, setSession } = await masterSession();
    await setSession({ expires_at: new Date(Date.now() + 1 * DAY) }); // last used 6 days ago
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(daysFromNow((await session()).expires_at)).toBeCloseTo(7, 1);

    const absolute = new Date(Date.now() + 2 * DAY);
    await setSession({ expires_at: new Date(Date.now() + 1 * DAY), absolute_expires_at: absolute });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(new Date((await session()).expires_at).getTime()).toBe(absolute.getTime());
  });
});

describe('API tokens have a lifetime and are made only by people', () => {
  it('expire in 90 days by default, shown at creation and in the list; another validity may be asked', async () => {
    const { client } = await masterSession();
    const created = await client.post('/api/master/tokens', { name: 'ci' });
    expect(created.status).toBe(201);
    expect(daysFromNow(created.body.expires_at)).toBeCloseTo(90, 1);
    const short = await client.post('/api/master/tokens', { name: 'curto', expires_in_days: 7 });
    expect(daysFromNow(short.body.expires_at)).toBeCloseTo(7, 1);
    const list = await client.get('/api/master/tokens');
    expect(list.body.map((t: { name: string; expires_at: string }) => [t.name, Math.round(daysFromNow(t.expires_at))])).toEqual([
      ['curto', 7],
      ['ci', 90],
    ]);
    const bad = await client.post('/api/master/tokens', { name: 'x', expires_in_days: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.body.details.expires_in_days).toBe('Validade deve ser um número de dias, de 1 a 365.');
  });

  it('an expired token is refused with a message saying so', async () => {
    const { app, client } = await masterSession();
    const { token, id } = (await client.post('/api/master/tokens', { name: 'ci' })).body;
    const ci = app.client({ authorization: `Bearer ${token}` });
    expect((await ci.get('/api/master/stats')).status).toBe(200);
    await app.deps
      .db('api_tokens')
      .where('id', id)
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await ci.get('/api/master/stats');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(messages.security.tokenExpired);
  });

  it('a token cannot create tokens (403), a session can', async () => {
    const { app, client } = await masterSession();
    const { token } = (await client.post('/api/master/tokens', { name: 'ci' })).body;
    const res = await app.client({ authorization: `Bearer ${token}` }).post('/api/master/tokens', { name: 'filho' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(messages.security.tokenCannotCreateTokens);
    expect(await app.deps.db('api_tokens').count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('revoking a token takes effect on the very next request', async () => {
    const { app, client } = await masterSession();
    const { token, id } = (await client.post('/api/master/tokens', { name: 'ci' })).body;
    const ci = app.client({ authorization: `Bearer ${token}` });
    expect((await ci.get('/api/master/stats')).status).toBe(200);
    expect((await client.delete(`/api/master/tokens/${id}`)).status).toBe(204);
    const res = await ci.get('/api/master/stats');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(messages.auth.invalidToken);
  });
});
