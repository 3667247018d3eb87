import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, useTestApp, type TestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildUser, loginAs, masterClient } from '../../test/factories.ts';
import { startDnsServer } from '../../test/dns-server.ts';
import { publishToken } from '../../test/domain-proof.ts';
import { kiteShop } from '../storefront/storefront-test-shop.ts';
import { messages } from '@vitrine/contract/messages';
import { slugify } from '@vitrine/contract/slug';
import { checkDueDomains, startDomainChecks } from './check-domain.ts';
import { exportStorefront } from '../storefront/static-export.ts';

/*
 * The custom-domain lifecycle end to end: a real DNS server on loopback answers for the
 * shop's domain, the server's resolver asks it (DNS_RESOLVERS), and the "platform answers"
 * probe reaches this very server through the address that DNS gave.
 */
const dns = await startDnsServer();
const port = await freePort();
afterAll(() => dns.close());
const getApp = useTestApp({
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  PLATFORM_TARGET: '127.0.0.1',
  DNS_RESOLVERS: dns.address,
  DOMAIN_CHECK_INTERVAL: '0',
});

const DOMAIN = 'www.pipasdajoana.com.br';
const onDomain = (path: string) => getWithHost(getApp().url, path, `${DOMAIN}:${port}`);
const onSubdomain = (path: string) => getWithHost(getApp().url, path, `pipas.localhost:${port}`);
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)">/)?.[1];

async function shopWithDomain(app: TestApp) {
  const shop = await kiteShop(app.deps.db, app.deps.storage);
  const { client: master } = await masterClient(app);
  expect((await master.post('/api/master/domains/setup', { subdomain: 'pipas', custom_domain: DOMAIN })).status).toBe(200);
  return { ...shop, master };
}

describe('a new custom domain is pendente, and the shop keeps its subdomain', () => {
  it('links, sitemap, og:url and WhatsApp messages use the subdomain; the domain does not serve the shop', async () => {
    const app = getApp();
    const { raia, master } = await shopWithDomain(app);
    dns.set(DOMAIN, []);

    const state = (await master.get('/api/master/domains/pipas')).body;
    expect(state).toMatchObject({
      domain: DOMAIN,
      status: 'pendente',
      status_label: 'Pendente',
      canonical_url: `http://pipas.localhost:${port}`,
      expected_target: 'pipas.localhost',
    });
    expect(state.next_step).toBe(messages.domainLifecycle.nextPending(DOMAIN, messages.domainLifecycle.recordToCreate('CNAME', DOMAIN, 'pipas.localhost')));
    expect((await master.get('/api/master/clients?subdomain=pipas')).body[0]).toMatchObject({ custom_domain: DOMAIN, custom_domain_status: 'pendente' });

    const path = `/product/${raia.id}-${slugify(raia.name)}`;
    const product = await onSubdomain(path);
    expect(canonical(product.text)).toBe(`http://pipas.localhost:${port}${path}`);
    expect(product.text).toContain(`<meta property="og:url" content="http://pipas.localhost:${port}${path}"`);
    expect(product.text).toContain(encodeURIComponent(`http://pipas.localhost:${port}${path}`)); // the buy message
    expect(product.text).not.toContain('pipasdajoana.com.br');
    expect((await onSubdomain('/sitemap.xml')).text).not.toContain('pipasdajoana.com.br');
    expect((await onDomain('/')).status).toBe(404);
    expect((await onDomain('/api/site/info')).status).toBe(404);

    // no record at all: still pendente, and the reason says so
    const checked = await master.post('/api/master/domains/pipas/check');
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ status: 'pendente', last_error: messages.domainLifecycle.noRecords(DOMAIN) });
    expect(checked.body.checked_at).toEqual(expect.any(String));
  });

  it('a deploy (the static export) keeps the subdomain until the domain is ativo', async () => {
    const app = getApp();
    const { site, master } = await shopWithDomain(app);
    const home = async () => String((await exportStorefront(app.deps, site)).find((f) => f.path === 'index.html')!.body);
    expect(canonical(await home())).toBe(`http://pipas.localhost:${port}/`);
    dns.set(DOMAIN, [{ A: '127.0.0.1' }]);
    await publishToken(dns, app.deps.db, DOMAIN);
    expect((await master.post('/api/master/domains/pipas/check')).body.status).toBe('ativo');
    expect(canonical(await home())).toBe(`http://${DOMAIN}:${port}/`);
  });

  it('a record pointing elsewhere keeps it pendente with what was found', async () => {
    const app = getApp();
    const { master } = await shopWithDomain(app);
    dns.set(DOMAIN, [{ A: '203.0.113.9' }]);
    const checked = (await master.post('/api/master/domains/pipas/check')).body;
    expect(checked.status).toBe('pendente');
    expect(checked.last_error).toBe(messages.domainLifecycle.pointsElsewhere(DOMAIN, '203.0.113.9', 'pipas.localhost'));
  });
});

describe('once the DNS check passes', () => {
  it('CNAME to the shop host and the platform answering: ativo, and every link moves to the domain', async () => {
    const app = getApp();
    const { raia, master } = await shopWithDomain(app);
    dns.set(DOMAIN, [{ CNAME: 'pipas.localhost' }]);
    dns.set('pipas.localhost', [{ A: '127.0.0.1' }]);

    const checked = (await master.post('/api/master/domains/pipas/check')).body;
    expect(checked).toMatchObject({ status: 'ativo', last_error: null, canonical_url: `http://${DOMAIN}:${port}` });
    const m = messages.domainLifecycle;
    expect(checked.steps).toEqual([
      { key: 'dns', label: m.stepDns, done: true, state: 'feito', state_label: 'Feito', detail: m.dnsDone(DOMAIN) },
      // PUBLIC_URL is http here: no certificate to get
      { key: 'https', label: m.stepHttps, done: true, state: 'feito', state_label: 'Feito', detail: m.httpsNoTls },
      { key: 'active', label: m.stepActive, done: true, state: 'feito', state_label: 'Feito', detail: m.activeDone(DOMAIN) },
    ]);
    expect(checked.verified_at).toEqual(checked.activated_at);

    const path = `/product/${raia.id}-${slugify(raia.name)}`;
    const product = await onDomain(path);
    expect(product.status).toBe(200);
    expect(canonical(product.text)).toBe(`http://${DOMAIN}:${port}${path}`);
    expect(product.text).toContain(encodeURIComponent(`http://${DOMAIN}:${port}${path}`));
    expect((await onSubdomain('/sitemap.xml')).text).toContain(`<loc>http://${DOMAIN}:${port}/</loc>`);
  });

  it('a CNAME to the shop host but nobody answering there: verificado, served, links unchanged', async () => {
    const app = getApp();
    const { master } = await shopWithDomain(app);
    // points at the shop host, whose address is one where nothing listens
    dns.set(DOMAIN, [{ CNAME: 'pipas.localhost' }]);
    dns.set('pipas.localhost', [{ A: '127.0.0.2' }]);

    const checked = (await master.post('/api/master/domains/pipas/check')).body;
    expect(checked.status).toBe('verificado');
    expect(checked.last_error).toBe(messages.domainLifecycle.notAnswering(DOMAIN));
    expect(checked.next_step).toBe(messages.domainLifecycle.nextVerified(DOMAIN));
    expect(checked.steps.map((s: { key: string; state: string }) => [s.key, s.state])).toEqual([
      ['dns', 'feito'],
      ['https', 'falhou'],
      ['active', 'pendente'],
    ]);
    expect(checked.steps[1].detail).toContain(checked.last_error);
    expect(checked.canonical_url).toBe(`http://pipas.localhost:${port}`);
    expect((await onDomain('/api/site/info')).body.subdomain).toBe('pipas');
    expect(canonical((await onDomain('/contact')).text)).toBe(`http://pipas.localhost:${port}/contact`);
  });

  it('a DNS failure keeps the state; a definite "no" sends it back to pendente and the links back to the subdomain', async () => {
    const app = getApp();
    const { master } = await shopWithDomain(app);
    dns.set(DOMAIN, [{ A: '127.0.0.1' }]);
    await publishToken(dns, app.deps.db, DOMAIN); // A records equal to PLATFORM_TARGET
    expect((await master.post('/api/master/domains/pipas/check')).body.status).toBe('ativo');

    dns.failing(true);
    try {
      const failed = (await master.post('/api/master/domains/pipas/check')).body;
      expect(failed.status).toBe('ativo');
      expect(failed.last_error).toBe(messages.domainLifecycle.dnsUnavailable(DOMAIN, 'ESERVFAIL'));
    } finally {
      dns.failing(false);
    }

    dns.set(DOMAIN, []);
    const gone = (await master.post('/api/master/domains/pipas/check')).body;
    expect(gone).toMatchObject({ status: 'pendente', verified_at: null, activated_at: null, canonical_url: `http://pipas.localhost:${port}` });
    expect((await onDomain('/')).status).toBe(404);
  });

  it('setting up the same domain again keeps its state; a new domain starts pendente', async () => {
    const app = getApp();
    const { master } = await shopWithDomain(app);
    dns.set(DOMAIN, [{ A: '127.0.0.1' }]);
    await publishToken(dns, app.deps.db, DOMAIN);
    await master.post('/api/master/domains/pipas/check');
    await master.post('/api/master/domains/setup', { subdomain: 'pipas', custom_domain: DOMAIN });
    expect((await master.get('/api/master/domains/pipas')).body.status).toBe('ativo');
    await master.post('/api/master/domains/setup', { subdomain: 'pipas', custom_domain: 'loja.pipasdajoana.com.br' });
    expect((await master.get('/api/master/domains/pipas')).body).toMatchObject({ domain: 'loja.pipasdajoana.com.br', status: 'pendente' });
  });
});

describe('periodic checks', () => {
  it('a round checks every domain, oldest check first', async () => {
    const app = getApp();
    const { master } = await shopWithDomain(app);
    dns.set(DOMAIN, [{ A: '127.0.0.1' }]);
    await publishToken(dns, app.deps.db, DOMAIN);
    expect(await checkDueDomains(app.deps)).toBe(1);
    expect((await master.get('/api/master/domains/pipas')).body.status).toBe('ativo');
  });

  it('the timer runs a round every DOMAIN_CHECK_INTERVAL and stop() waits for it', async () => {
    const app = getApp();
    const { master } = await shopWithDomain(app);
    dns.set(DOMAIN, [{ A: '127.0.0.1' }]);
    await publishToken(dns, app.deps.db, DOMAIN);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const checks = startDomainChecks({ ...app.deps, config: { ...app.deps.config, domainCheck: { ...app.deps.config.domainCheck, intervalSeconds: 60 } } });
      vi.advanceTimersByTime(60_000);
      await checks.stop();
    } finally {
      vi.useRealTimers();
    }
    expect((await master.get('/api/master/domains/pipas')).body.status).toBe('ativo');
  });
});

describe('who may see and check', () => {
  it('master only; 404 for an unknown shop, 409 without a domain, 400 for a bad subdomain', async () => {
    const app = getApp();
    const { site } = await shopWithDomain(app);
    const owner = await loginAs(app, (await buildUser(app.deps.db, { site })).username);
    expect((await owner.get('/api/master/domains/pipas')).status).toBe(403);
    expect((await owner.post('/api/master/domains/pipas/check')).status).toBe(403);
    expect((await app.client().get('/api/master/domains/pipas')).status).toBe(401);

    const { client: master } = await masterClient(app);
    expect((await master.get('/api/master/domains/ninguem')).status).toBe(404);
    expect((await master.get('/api/master/domains/Inv%C3%A1lido!')).status).toBe(400);
    await master.post('/api/master/domains/setup', { subdomain: 'pipas', custom_domain: '' });
    const none = await master.post('/api/master/domains/pipas/check');
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(messages.domainLifecycle.noDomain);
    expect((await master.get('/api/master/domains/pipas')).body).toMatchObject({ domain: null, status: null, next_step: messages.domainLifecycle.nextNone });
  });
});
