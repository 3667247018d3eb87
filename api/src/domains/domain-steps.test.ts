import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { startDnsServer } from '../../test/dns-server.ts';
import { publishToken } from '../../test/domain-proof.ts';
import { masterClient, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';

/*
 * What people see of a custom domain: each step (DNS, certificate, active) with its state and
 * what to do, for the master and for the shop's own admin, and the master's list of domains
 * waiting on DNS. A real DNS server on loopback answers the checks.
 */
const dns = await startDnsServer();
afterAll(() => dns.close());
const getApp = useTestApp({ PUBLIC_URL: 'https://localhost', PLATFORM_TARGET: '127.0.0.1', DNS_RESOLVERS: dns.address, DOMAIN_CHECK_INTERVAL: '0' });
const m = messages.domainLifecycle;

async function twoShops() {
  const app = getApp();
  const { client: master } = await masterClient(app);
  const a = await shopWithAdmin(app, { subdomain: 'maria', store_name: 'Doces da Maria' });
  const b = await shopWithAdmin(app, { subdomain: 'joao', store_name: 'Empório do João' });
  expect((await master.post('/api/master/domains/setup', { subdomain: 'maria', custom_domain: 'www.docesdamaria.com.br' })).status).toBe(200);
  expect((await master.post('/api/master/domains/setup', { subdomain: 'joao', custom_domain: 'emporiodojoao.com.br' })).status).toBe(200);
  return { app, master, a, b };
}

describe('the steps of a custom domain, in pt-BR', () => {
  it('pendente: DNS to do with the record to create, certificate and active waiting on it', async () => {
    const { a } = await twoShops();
    const state = (await a.client.get('/api/domain')).body;
    expect(state).toMatchObject({ domain: 'www.docesdamaria.com.br', status: 'pendente', expected_target: 'maria.localhost' });
    expect(state.steps).toEqual([
      {
        key: 'dns',
        label: m.stepDns,
        done: false,
        state: 'em_andamento',
        state_label: 'Em andamento',
        detail: m.dnsTodo('www.docesdamaria.com.br', m.recordToCreate('CNAME', 'www.docesdamaria.com.br', 'maria.localhost')),
      },
      { key: 'https', label: m.stepHttps, done: false, state: 'pendente', state_label: 'Aguardando o passo anterior', detail: m.httpsAfterDns },
      {
        key: 'active',
        label: m.stepActive,
        done: false,
        state: 'pendente',
        state_label: 'Aguardando o passo anterior',
        detail: m.activeWaiting('maria.localhost'),
      },
    ]);
    expect(state.steps[0].detail).toContain('registro CNAME com nome www.docesdamaria.com.br e valor maria.localhost');
  });

  it('a check that finds the DNS elsewhere marks the DNS step failed, with the finding; the owner may check their own domain', async () => {
    const { a } = await twoShops();
    dns.set('www.docesdamaria.com.br', [{ A: '203.0.113.9' }]);
    const state = (await a.client.post('/api/domain/check')).body;
    expect(state.status).toBe('pendente');
    expect(state.steps[0]).toMatchObject({ key: 'dns', state: 'falhou', state_label: 'Com problema' });
    expect(state.steps[0].detail).toContain('203.0.113.9');
    expect(state.steps[0].detail).toContain(m.dnsTodo('www.docesdamaria.com.br', m.recordToCreate('CNAME', 'www.docesdamaria.com.br', 'maria.localhost')));
  });

  it('verificado over HTTPS with nobody answering: the certificate step is the problem, with the reason', async () => {
    const { a } = await twoShops();
    dns.set('www.docesdamaria.com.br', [{ CNAME: 'maria.localhost' }]);
    dns.set('maria.localhost', [{ A: '127.0.0.2' }]);
    const state = (await a.client.post('/api/domain/check')).body;
    expect(state.status).toBe('verificado');
    expect(state.steps.map((s: { state: string }) => s.state)).toEqual(['feito', 'falhou', 'pendente']);
    expect(state.steps[1].detail).toContain('não responde em www.docesdamaria.com.br');
  });

  it("each shop's admin sees only their own domain", async () => {
    const { b } = await twoShops();
    const state = (await b.client.get('/api/domain?sub=maria', { headers: { 'X-Tenant-Subdomain': 'maria' } })).body;
    expect(state.domain).toBe('emporiodojoao.com.br');
    expect(state.subdomain).toBe('joao');
    dns.set('emporiodojoao.com.br', []);
    expect((await b.client.post('/api/domain/check?sub=maria')).body.domain).toBe('emporiodojoao.com.br');
  });
});

describe('checking now, by the shop', () => {
  it('answers 429 in pt-BR after 10 checks in a minute, for that shop only', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    // shops of their own: the limit is per shop, in this process, and other tests checked theirs
    const shops = [];
    for (const [subdomain, domain] of [
      ['bolos', 'bolosdaana.com.br'],
      ['velas', 'velasdalu.com.br'],
    ] as const) {
      const shop = await shopWithAdmin(app, { subdomain, store_name: `Loja ${subdomain}` });
      expect((await master.post('/api/master/domains/setup', { subdomain, custom_domain: domain })).status).toBe(200);
      dns.set(domain, []);
      shops.push(shop);
    }
    const [a, b] = shops as [(typeof shops)[number], (typeof shops)[number]];
    for (let i = 0; i < 10; i++) expect((await a.client.post('/api/domain/check')).status).toBe(200);
    const refused = await a.client.post('/api/domain/check');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(m.tooManyChecks);
    expect((await b.client.post('/api/domain/check')).status).toBe(200);
  });
});

describe("the master's list of domains waiting on DNS", () => {
  it('lists shop, domain, since when and what is missing; a verified domain leaves it', async () => {
    const { app, master } = await twoShops();
    dns.set('emporiodojoao.com.br', [{ A: '127.0.0.1' }]);
    await publishToken(dns, app.deps.db, 'emporiodojoao.com.br');
    await app.deps
      .db('custom_domains')
      .where({ domain: 'emporiodojoao.com.br' })
      .update({ created_at: new Date('2026-01-02T10:00:00Z') });
    // the root domain points at the platform's address: verified, no longer waiting
    expect((await master.post('/api/master/domains/joao/check')).body.status).not.toBe('pendente');

    const res = await master.get('/api/master/domains');
    expect(res.status).toBe(200);
    expect(res.body.domains).toEqual([
      {
        subdomain: 'maria',
        store_name: 'Doces da Maria',
        domain: 'www.docesdamaria.com.br',
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        checked_at: null,
        missing: `${m.waitingDnsNever} ${m.dnsTodo('www.docesdamaria.com.br', m.recordToCreate('CNAME', 'www.docesdamaria.com.br', 'maria.localhost'))}`,
        record: { type: 'CNAME', name: 'www.docesdamaria.com.br', value: 'maria.localhost' },
      },
    ]);
  });

  it("is the master's only: a store admin gets 403, a visitor 401", async () => {
    const { app, a } = await twoShops();
    const asAdmin = await a.client.get('/api/master/domains');
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body).not.toHaveProperty('domains');
    expect((await app.client().get('/api/master/domains')).status).toBe(401);
  });
});
