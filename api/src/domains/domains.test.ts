import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildSite, masterClient } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

// DNS_PROVIDER=none, end to end: the mapping is stored and the owner gets the records to create.
const getApp = useTestApp({ PLATFORM_TARGET: 'lb.vitrine.example' });

/** What a passing DNS check does (domain-lifecycle.test.ts runs the real one): the domain serves its shop. */
const verifyAll = () => getApp().deps.db('custom_domains').update({ status: 'verificado' });

describe('POST /api/master/domains/setup (provider none)', () => {
  it('answers the records to create, and the custom domain serves the shop by Host once verified', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana', store_name: 'Pipas da Joana' });
    const { client: master } = await masterClient(app);

    const res = await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'WWW.PipasDaJoana.com.br' });

    expect(res.status).toBe(200);
    // only what the owner creates: the platform's wildcard already covers joana.localhost
    expect(res.body).toEqual({
      ok: true,
      provider: 'none',
      records: [{ type: 'CNAME', name: 'www.pipasdajoana.com.br', host: 'www', value: 'joana.localhost', ttl: 300, status: 'manual' }],
    });
    expect((await getWithHost(app.url, '/api/site/info', 'www.pipasdajoana.com.br')).status).toBe(404); // pendente
    await verifyAll();
    const info = await getWithHost(app.url, '/api/site/info', 'www.pipasdajoana.com.br');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ subdomain: 'joana', store_name: 'Pipas da Joana' });
    // the master's client view shows it
    const client = (await master.get('/api/master/clients?subdomain=joana')).body[0];
    expect(client.custom_domain).toBe('www.pipasdajoana.com.br');
  });

  it('gives a root domain without PLATFORM_APEX_ADDRESSES an ALIAS and the TXT token, advising www; and replaces the previous domain', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    const { client: master } = await masterClient(app);
    await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'www.antigo.com' });
    const res = await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'pipasdajoana.com.br' });
    const token = (await app.deps.db('custom_domains').where({ domain: 'pipasdajoana.com.br' }).first()).verify_token;
    expect(res.body.records).toEqual([
      { type: 'ALIAS', name: 'pipasdajoana.com.br', host: '', value: 'joana.localhost', ttl: 300, status: 'manual', note: messages.domains.aliasNote },
      {
        type: 'TXT',
        name: '_vitrine-verify.pipasdajoana.com.br',
        host: '_vitrine-verify',
        value: token,
        ttl: 300,
        status: 'manual',
        note: messages.domains.txtNote,
      },
    ]);
    expect((await master.get('/api/master/domains/joana')).body).toMatchObject({
      zone: 'pipasdajoana.com.br',
      advice: messages.domains.apexNoAddresses('pipasdajoana.com.br'),
    });
    await verifyAll();
    expect((await getWithHost(app.url, '/api/site/info', 'www.antigo.com')).status).toBe(404);
    expect((await getWithHost(app.url, '/api/site/info', 'pipasdajoana.com.br')).status).toBe(200);
  });

  it('without custom_domain keeps the current one; null or "" removes it', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    const { client: master } = await masterClient(app);
    await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'www.joana.com.br' });
    await verifyAll();

    const kept = await master.post('/api/master/domains/setup', { subdomain: 'joana' });
    expect(kept.body.records.map((r: { name: string }) => r.name)).toEqual(['www.joana.com.br']);
    expect((await getWithHost(app.url, '/api/site/info', 'www.joana.com.br')).status).toBe(200);

    const removed = await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: '' });
    expect(removed.body.records).toEqual([]);
    expect((await getWithHost(app.url, '/api/site/info', 'www.joana.com.br')).status).toBe(404);
  });

  it("refuses another shop's domain (409), a platform host (400), a bad name (400) and an unknown shop (404)", async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    await buildSite(app.deps.db, { subdomain: 'pedro' });
    const { client: master } = await masterClient(app);
    await master.post('/api/master/domains/setup', { subdomain: 'pedro', custom_domain: 'www.pedro.com.br' });
    await verifyAll();

    const taken = await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'www.pedro.com.br' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(messages.clients.domainTaken);
    expect((await getWithHost(app.url, '/api/site/info', 'www.pedro.com.br')).body.subdomain).toBe('pedro');

    const platform = await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'pedro.localhost' });
    expect(platform.status).toBe(400);
    expect(platform.body.error).toBe(messages.domains.platformDomain);

    const bad = await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'http://x' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.custom_domain).toBe('Domínio inválido. Exemplo: www.minhaloja.com.br');

    const unknown = await master.post('/api/master/domains/setup', { subdomain: 'ninguem' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(messages.clients.notFound);
    expect(await app.deps.db('custom_domains').pluck('domain')).toEqual(['www.pedro.com.br']);
  });

  it('an unpublished shop is not served on its custom domain', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana', is_published: false });
    const { client: master } = await masterClient(app);
    await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'www.joana.com.br' });
    await verifyAll();
    expect((await getWithHost(app.url, '/api/site/info', 'www.joana.com.br')).status).toBe(404);
  });
});

describe("a bare .com.br with the platform edge's addresses (PLATFORM_APEX_ADDRESSES)", () => {
  const getApex = useTestApp({ PLATFORM_APEX_ADDRESSES: '203.0.113.10, 2001:db8::10' });

  it('gets A and AAAA records of the edge and the TXT token, with the zone and the advice to prefer www', async () => {
    const app = getApex();
    await buildSite(app.deps.db, { subdomain: 'ana', store_name: 'Ateliê da Ana' });
    const { client: master } = await masterClient(app);
    const res = await master.post('/api/master/domains/setup', { subdomain: 'ana', custom_domain: 'lojadaana.com.br' });
    const state = (await master.get('/api/master/domains/ana')).body;
    const token = state.verification.value;
    const records = [
      { type: 'A', name: 'lojadaana.com.br', host: '', value: '203.0.113.10', ttl: 300, status: 'manual' },
      { type: 'AAAA', name: 'lojadaana.com.br', host: '', value: '2001:db8::10', ttl: 300, status: 'manual' },
      {
        type: 'TXT',
        name: '_vitrine-verify.lojadaana.com.br',
        host: '_vitrine-verify',
        value: token,
        ttl: 300,
        status: 'manual',
        note: messages.domains.txtNote,
      },
    ];
    expect(res.body.records).toEqual(records);
    expect(state).toMatchObject({ zone: 'lojadaana.com.br', records, advice: messages.domains.apexAdvice('lojadaana.com.br') });
    expect(state.next_step).toContain(`um registro TXT com nome _vitrine-verify.lojadaana.com.br e valor ${token}`);
  });

  it('www below a .com.br: a CNAME named "www" in the zone, no TXT needed', async () => {
    const app = getApex();
    await buildSite(app.deps.db, { subdomain: 'ana' });
    const { client: master } = await masterClient(app);
    await master.post('/api/master/domains/setup', { subdomain: 'ana', custom_domain: 'www.lojadaana.com.br' });
    const state = (await master.get('/api/master/domains/ana')).body;
    expect(state).toMatchObject({ zone: 'lojadaana.com.br', advice: null });
    expect(state.records).toEqual([{ type: 'CNAME', name: 'www.lojadaana.com.br', host: 'www', value: 'ana.localhost', ttl: 300, status: 'manual' }]);
  });
});
