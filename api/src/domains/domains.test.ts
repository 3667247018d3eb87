import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildSite, masterClient } from '../../test/factories.ts';
import { messages } from '../contract/messages.ts';

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
    expect(res.body).toEqual({
      ok: true,
      provider: 'none',
      records: [
        { type: 'CNAME', name: 'joana.localhost', value: 'lb.vitrine.example', ttl: 300, status: 'manual', note: messages.domains.wildcardNote },
        { type: 'CNAME', name: 'www.pipasdajoana.com.br', value: 'joana.localhost', ttl: 300, status: 'manual', note: messages.domains.manualNote },
      ],
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

  it('gives a root domain an ALIAS with advice, and replaces the previous domain', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    const { client: master } = await masterClient(app);
    await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'www.antigo.com' });
    const res = await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: 'pipasdajoana.com.br' });
    expect(res.body.records[1]).toMatchObject({ type: 'ALIAS', name: 'pipasdajoana.com.br', value: 'joana.localhost' });
    expect(res.body.records[1].note).toContain('ALIAS/ANAME');
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
    expect(kept.body.records.map((r: { name: string }) => r.name)).toEqual(['joana.localhost', 'www.joana.com.br']);
    expect((await getWithHost(app.url, '/api/site/info', 'www.joana.com.br')).status).toBe(200);

    const removed = await master.post('/api/master/domains/setup', { subdomain: 'joana', custom_domain: '' });
    expect(removed.body.records.map((r: { name: string }) => r.name)).toEqual(['joana.localhost']);
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
