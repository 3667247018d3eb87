import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, useTestApp, type TestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildSite, masterClient } from '../../test/factories.ts';
import { startDnsServer } from '../../test/dns-server.ts';
import { messages } from '@vitrine/contract/messages';
import { checkDueDomains } from './check-domain.ts';
import { mayConnectTo, platformAnswersOn } from './reach-check.ts';

/*
 * A custom domain is verified only for the shop that proves it owns it (ownership.ts): a
 * CNAME straight to the shop's own address, or any route to the platform plus the TXT token
 * made for that shop's domain. A real DNS server on loopback answers; the platform answers on
 * 127.0.0.1 (PLATFORM_TARGET), as every shop's address does.
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
const m = messages.domainLifecycle;
const ANA = 'www.lojadaana.com.br';
const BIA = 'www.lojadabia.com.br';

/** Two shops, each with its domain set up by the master; their addresses resolve to the platform. */
async function twoShops(app: TestApp) {
  await buildSite(app.deps.db, { subdomain: 'ana', store_name: 'Ateliê da Ana' });
  await buildSite(app.deps.db, { subdomain: 'bia', store_name: 'Bolsas da Bia' });
  const { client: master } = await masterClient(app);
  for (const [subdomain, domain] of [
    ['ana', ANA],
    ['bia', BIA],
  ]) {
    expect((await master.post('/api/master/domains/setup', { subdomain, custom_domain: domain })).status).toBe(200);
    dns.set(`${subdomain}.localhost`, [{ A: '127.0.0.1' }]);
  }
  const state = async (subdomain: string) => (await master.get(`/api/master/domains/${subdomain}`)).body;
  const check = async (subdomain: string) => (await master.post(`/api/master/domains/${subdomain}/check`)).body;
  return { master, state, check, tokenOf: async (subdomain: string) => (await state(subdomain)).verification.value as string };
}

const tlsAsk = (domain: string) => getWithHost(getApp().url, `/internal/tls-ask?domain=${encodeURIComponent(domain)}`, 'localhost');

describe('a custom domain is verified only for the shop that owns it', () => {
  it('each domain has its own token, shown as the TXT record to create', async () => {
    const { state, tokenOf } = await twoShops(getApp());
    const ana = await state('ana');
    expect(ana.verification).toEqual({ name: `_vitrine-verify.${ANA}`, value: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await tokenOf('bia')).not.toBe(ana.verification.value);
  });

  it("a CNAME to another shop's address is not verified for the claimant, and gets no certificate", async () => {
    const { check } = await twoShops(getApp());
    dns.set(ANA, [{ CNAME: 'bia.localhost' }]);
    const checked = await check('ana');
    expect(checked.status).toBe('pendente');
    expect(checked.last_error).toBe(m.needsToken(ANA, checked.verification.value));
    expect((await tlsAsk(ANA)).status).toBe(404);
    expect((await getWithHost(getApp().url, '/api/site/info', `${ANA}:${port}`)).status).toBe(404);
  });

  it("another shop's TXT token is refused", async () => {
    const { check, tokenOf } = await twoShops(getApp());
    dns.set(ANA, [{ A: '127.0.0.1' }]);
    dns.set(`_vitrine-verify.${ANA}`, [{ TXT: await tokenOf('bia') }]);
    const checked = await check('ana');
    expect(checked.status).toBe('pendente');
    expect(checked.last_error).toBe(m.wrongToken(ANA, checked.verification.value));
  });

  it('A records at the platform without the TXT token are refused; with it, accepted', async () => {
    const { check, tokenOf } = await twoShops(getApp());
    dns.set(ANA, [{ A: '127.0.0.1' }]);
    dns.set(`_vitrine-verify.${ANA}`, []);
    const refused = await check('ana');
    expect(refused).toMatchObject({ status: 'pendente', last_error: m.needsToken(ANA, await tokenOf('ana')) });

    dns.set(`_vitrine-verify.${ANA}`, [{ TXT: await tokenOf('ana') }]);
    const accepted = await check('ana');
    expect(accepted).toMatchObject({ status: 'ativo', last_error: null });
    expect((await tlsAsk(ANA)).status).toBe(200);
  });

  it("a CNAME straight to the shop's own address needs no TXT", async () => {
    const { check } = await twoShops(getApp());
    dns.set(BIA, [{ CNAME: 'bia.localhost' }]);
    dns.set(`_vitrine-verify.${BIA}`, []);
    expect((await check('bia')).status).toBe('ativo');
  });

  it('a domain that loses its proof goes back to pendente in the periodic round; the subdomain keeps working', async () => {
    const app = getApp();
    const { state, tokenOf } = await twoShops(app);
    dns.set(ANA, [{ A: '127.0.0.1' }]);
    dns.set(`_vitrine-verify.${ANA}`, [{ TXT: await tokenOf('ana') }]);
    await checkDueDomains(app.deps);
    expect((await state('ana')).status).toBe('ativo');

    dns.set(`_vitrine-verify.${ANA}`, []);
    await checkDueDomains(app.deps);
    expect(await state('ana')).toMatchObject({ status: 'pendente', canonical_url: `http://ana.localhost:${port}` });
    expect((await getWithHost(app.url, '/api/site/info', `${ANA}:${port}`)).status).toBe(404);
    expect((await getWithHost(app.url, '/api/site/info', `ana.localhost:${port}`)).body.subdomain).toBe('ana');
  });
});

describe('the reach check connects only where the DNS check looked', () => {
  it('the owner reads a plain message, without the connection error', async () => {
    const { check } = await twoShops(getApp());
    dns.set(ANA, [{ CNAME: 'ana.localhost' }]);
    dns.set('ana.localhost', [{ A: '127.0.0.2' }]); // nothing listens there
    const checked = await check('ana');
    expect(checked).toMatchObject({ status: 'verificado', last_error: m.notAnswering(ANA) });
    expect(checked.last_error).not.toMatch(/ECONN|HTTP/);
  });

  it('in production, loopback, private and link-local addresses are never connected to', async () => {
    const production = { env: 'production' as const };
    for (const a of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.0.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect(mayConnectTo(production, a), a).toBe(false);
    }
    for (const a of ['200.160.2.3', '2804:1::1']) expect(mayConnectTo(production, a), a).toBe(true);

    let requests = 0;
    const server = http.createServer((_req, res) => {
      requests++;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const log = pino({}, { write: (line: string) => void lines.push(line) });
    try {
      const config = { env: 'production' as const, publicUrl: `http://localhost:${(server.address() as AddressInfo).port}`, sessionSecret: 'x'.repeat(32) };
      const verdict = await platformAnswersOn(config, ['127.0.0.1'], ANA, log);
      expect(verdict).toEqual({ ok: false, message: m.notAnswering(ANA) });
      expect(requests).toBe(0);
      expect(lines.join('')).toContain('127.0.0.1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('connects to the address the DNS check resolved, not to a new lookup of the name', async () => {
    // the name resolves nowhere now (a rebinding answer would go here); the check's address still answers
    const hosts: (string | undefined)[] = [];
    const server = http.createServer((req, res) => {
      hosts.push(req.headers.host);
      res.end('outro');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const log = pino({ level: 'silent' });
    try {
      const config = { env: 'test' as const, publicUrl: `http://localhost:${(server.address() as AddressInfo).port}`, sessionSecret: 'x'.repeat(32) };
      dns.set(ANA, []);
      const verdict = await platformAnswersOn(config, ['127.0.0.1'], ANA, log);
      expect(verdict).toEqual({ ok: false, message: m.wrongAnswer(ANA) });
      expect(hosts).toEqual([`${ANA}:${(server.address() as AddressInfo).port}`]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
