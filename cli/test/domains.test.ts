import { afterAll, describe, expect, it } from 'vitest';
import type { DomainState } from '@vitrine/contract';
import { freePort, useTestApp } from '../../api/test/harness.ts';
import { buildSite } from '../../api/test/factories.ts';
import { startDnsServer } from '../../api/test/dns-server.ts';
import { loggedInMaster } from './logged-in.ts';
import { removeTempHomes } from './run-cli.ts';

// The server checks a real DNS server on loopback; the CLI only asks the server.
const dns = await startDnsServer();
const port = await freePort();
const getApp = useTestApp({
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  PLATFORM_TARGET: '127.0.0.1',
  DNS_RESOLVERS: dns.address,
  DOMAIN_CHECK_INTERVAL: '0',
});
afterAll(async () => {
  removeTempHomes();
  await dns.close();
});

const loggedIn = () => loggedInMaster(getApp());

describe('vitrine domains status | check', () => {
  it('shows a new domain pendente with what to do, then ativo once its DNS points at the platform', { timeout: 60_000 }, async () => {
    const { app, vitrine } = await loggedIn();
    await buildSite(app.deps.db, { subdomain: 'loja-do-ze' });
    expect((await vitrine(['domains', 'setup', 'loja-do-ze', '--domain', 'www.lojadoze.com.br'])).code).toBe(0);

    const pending = await vitrine(['domains', 'status', '--shop', 'loja-do-ze']);
    expect(pending.code, pending.stderr).toBe(0);
    expect(pending.stdout).toMatch(/Domínio:\s+www\.lojadoze\.com\.br/);
    expect(pending.stdout).toMatch(/Situação:\s+Pendente/);
    expect(pending.stdout).toContain(`Links da loja:      http://loja-do-ze.localhost:${port}`);
    expect(pending.stdout).toContain(
      'Próximo passo: Crie no DNS de www.lojadoze.com.br um registro CNAME com nome www.lojadoze.com.br e valor loja-do-ze.localhost',
    );
    // terminal words: the command to run, never a button to click
    expect(pending.stdout).toContain('Para verificar de novo agora: vitrine domains check --shop loja-do-ze');
    expect(pending.stdout).not.toContain('Verificar agora');
    // the record to create as Registro.br's zone editor takes it, and its steps
    expect(pending.stdout).toContain('Registros para criar na zona de lojadoze.com.br:');
    expect(pending.stdout).toMatch(/CNAME\s+www\s+loja-do-ze\.localhost/);
    expect(pending.stdout).toContain('Na seção "DNS", clique em "Editar zona"');
    // the three steps, each with its state and what to do: the record to create at the registrar
    expect(pending.stdout).toContain('… 1. DNS aponta para a plataforma: Em andamento');
    expect(pending.stdout).toContain('registro CNAME com nome www.lojadoze.com.br e valor loja-do-ze.localhost');
    expect(pending.stdout).toContain('· 2. Certificado (HTTPS): Aguardando o passo anterior');
    expect(pending.stdout).toContain('· 3. Ativo: links e mensagens usam o domínio: Aguardando o passo anterior');
    expect(pending.stdout).toContain(`Enquanto isso, os links da loja seguem em loja-do-ze.localhost.`);

    // a record pointing elsewhere: the DNS step has a problem, and says what was found
    dns.set('www.lojadoze.com.br', [{ A: '203.0.113.9' }]);
    const wrong = await vitrine(['domains', 'check', '--shop', 'loja-do-ze']);
    expect(wrong.code, wrong.stderr).toBe(0);
    expect(wrong.stdout).toContain('✗ 1. DNS aponta para a plataforma: Com problema');
    expect(wrong.stdout).toContain('203.0.113.9');

    dns.set('www.lojadoze.com.br', [{ CNAME: 'loja-do-ze.localhost' }]);
    dns.set('loja-do-ze.localhost', [{ A: '127.0.0.1' }]);
    const checked = await vitrine(['domains', 'check', 'loja-do-ze', '--json']);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.json<DomainState>()).toMatchObject({ domain: 'www.lojadoze.com.br', status: 'ativo', canonical_url: `http://www.lojadoze.com.br:${port}` });

    const active = await vitrine(['domains', 'status', 'loja-do-ze']);
    expect(active.stdout).toMatch(/Situação:\s+Ativo/);
    expect(active.stdout).toContain('✓ 1. DNS aponta para a plataforma: Feito');
    expect(active.stdout).toContain('✓ 2. Certificado (HTTPS): Feito');
    expect(active.stdout).toContain('✓ 3. Ativo: links e mensagens usam o domínio: Feito');
    expect(active.stdout).toContain('Links, sitemap, Open Graph e mensagens de WhatsApp usam www.lojadoze.com.br.');
  });

  it('without a custom domain: status says so, check fails with the reason; an unknown shop is exit code 4', { timeout: 60_000 }, async () => {
    const { app, vitrine } = await loggedIn();
    await buildSite(app.deps.db, { subdomain: 'sem-dominio' });
    const status = await vitrine(['domains', 'status', 'sem-dominio']);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('A loja usa só o endereço da plataforma.');
    expect(status.stdout).toContain('Para usar um domínio próprio: vitrine domains setup --shop sem-dominio --domain www.exemplo.com.br');
    expect(status.stdout).not.toContain('Configurar domínio');
    const check = await vitrine(['domains', 'check', 'sem-dominio']);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('Esta loja não tem domínio próprio.');
    expect((await vitrine(['domains', 'check', 'ninguem'])).code).toBe(4);
  });

  it('a bare .com.br: the TXT token to create, with its name in the zone', { timeout: 60_000 }, async () => {
    const { app, vitrine } = await loggedIn();
    await buildSite(app.deps.db, { subdomain: 'ateliedaana' });
    expect((await vitrine(['domains', 'setup', '--shop', 'ateliedaana', '--domain', 'ateliedaana.com.br'])).code).toBe(0);
    const token = (await app.deps.db('custom_domains').where({ domain: 'ateliedaana.com.br' }).first()).verify_token;
    const status = await vitrine(['domains', 'status', '--shop', 'ateliedaana']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(new RegExp(`TXT\\s+_vitrine-verify\\s+${token}`));
    expect(status.stdout).toContain('O Registro.br não aceita CNAME nem ALIAS em ateliedaana.com.br');
    expect((await vitrine(['domains', 'status', '--shop', 'ateliedaana', '--json'])).json<DomainState>().verification).toEqual({
      name: '_vitrine-verify.ateliedaana.com.br',
      value: token,
    });
  });
});
