import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccessResult, Client, DeployResult, DomainSetupResult } from '@vitrine/contract';
import { useTestApp } from '../../api/test/harness.ts';
import { PASSWORD } from '../../api/test/factories.ts';
import { loggedInMaster } from './logged-in.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

const loggedIn = () => loggedInMaster(getApp());

describe('vitrine: a shop from creation to deletion, as a script would run it', () => {
  it('create → list --json → publish → domains → deploy → access → unpublish → delete', { timeout: 120_000 }, async () => {
    const { app, vitrine } = await loggedIn();

    // Given no shop, when it is created with flags only
    const created = await vitrine([
      'clients',
      'create',
      '--json',
      '--client-name',
      'José Silva',
      '--email',
      'ze@exemplo.com',
      '--store-name',
      'Loja do Zé',
      '--subdomain',
      'loja-do-ze',
      '--whatsapp',
      '11987654321',
      '--city',
      'São Paulo',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const result = created.json();
    expect(result).toMatchObject({
      status: 'created',
      client: { subdomain: 'loja-do-ze', store_name: 'Loja do Zé', site_name: 'Loja do Zé', city: 'São Paulo', is_published: false },
    });
    expect(result.initial_password).toMatch(/^\S{8,}$/);
    expect(created.stderr).toBe('');

    // Then the list, as JSON, has it
    const list = await vitrine(['clients', 'list', '--json']);
    expect(list.code).toBe(0);
    const clients = list.json<Client[]>();
    expect(clients.map((c) => c.subdomain)).toEqual(['loja-do-ze']);
    expect(clients[0]!.admin_username).toBe('loja-do-ze');

    // Publish
    const published = await vitrine(['publish', 'loja-do-ze']);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain('Site publicado com sucesso!');
    expect((await app.deps.db('sites').where({ subdomain: 'loja-do-ze' }).first()).is_published).toBe(true);

    // Domains
    const domains = await vitrine(['domains', 'setup', 'loja-do-ze', '--domain', 'www.lojadoze.com.br', '--json']);
    expect(domains.code, domains.stderr).toBe(0);
    const dns = domains.json<DomainSetupResult>();
    expect(dns.ok).toBe(true);
    expect(dns.records.map((r) => r.name)).toContain('www.lojadoze.com.br');
    expect((await vitrine(['clients', 'show', 'loja-do-ze', '--json'])).json<Client>().custom_domain).toBe('www.lojadoze.com.br');

    // Deploy: the storefront exported as files to the deploy target
    const deployed = await vitrine(['deploy', 'loja-do-ze', '--json']);
    const deploy = deployed.json<DeployResult>();
    expect(deploy.error).toBeNull();
    expect(deployed.code, deploy.output).toBe(0);
    expect(deploy.success).toBe(true);
    expect(fs.existsSync(path.join(deploy.target!, 'index.html'))).toBe(true);

    // Access: a new password for the shop's admin, which works
    const access = await vitrine(['access', 'loja-do-ze', '--yes', '--json']);
    expect(access.code, access.stderr).toBe(0);
    const sent = access.json<AccessResult>();
    expect(sent.username).toBe('loja-do-ze');
    expect((await app.client().post('/api/auth/login', { username: sent.username, password: sent.password })).status).toBe(200);

    // Unpublish
    const unpublished = await vitrine(['unpublish', 'loja-do-ze', '--json']);
    expect(unpublished.code).toBe(0);
    expect(unpublished.json<Client>().is_published).toBe(false);

    // Delete needs --yes without a terminal
    const refused = await vitrine(['clients', 'delete', 'loja-do-ze']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    const deleted = await vitrine(['clients', 'delete', 'loja-do-ze', '--yes']);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toContain('Cliente excluído com sucesso!');

    // And it is gone: not found is exit 4
    const gone = await vitrine(['clients', 'show', 'loja-do-ze']);
    expect(gone.code).toBe(4);
    expect(gone.stderr).toContain('Cliente não encontrado');
    expect((await vitrine(['clients', 'list'])).stdout).toContain('Nenhum cliente cadastrado ainda.');

    // The audit log tells the story, newest first
    const audit = await vitrine(['audit', '--subdomain', 'loja-do-ze', '--json']);
    expect(audit.json<{ action: string }[]>().map((e) => e.action)).toEqual(
      expect.arrayContaining(['client.create', 'client.publish', 'domains.setup', 'deploy', 'client.access', 'client.unpublish', 'client.delete']),
    );
  });

  it('shows tables and short pt-BR lines to a person, and the stats', async () => {
    const { vitrine } = await loggedIn();
    await vitrine([
      'clients',
      'create',
      '--client-name',
      'Ana',
      '--email',
      'ana@exemplo.com',
      '--store-name',
      'Pipas da Ana',
      '--subdomain',
      'pipas-da-ana',
      '--publish',
    ]);
    const list = await vitrine(['clients', 'list']);
    expect(list.stdout.split('\n')[0]).toMatch(/^ID\s+SUBDOMÍNIO\s+LOJA\s+CLIENTE\s+ATIVA\s+PUBLICADA/);
    expect(list.stdout).toMatch(/pipas-da-ana\s+Pipas da Ana\s+Ana\s+sim\s+sim/);
    const stats = await vitrine(['stats', '--json']);
    expect(stats.json()).toEqual({ total: 1, active: 1, published: 1, inactive: 0 });
    expect((await vitrine(['stats'])).stdout).toMatch(/Publicadas:\s+1/);
  });

  it('updates only the fields given, by subdomain or id', async () => {
    const { vitrine } = await loggedIn();
    const { id } = (
      await vitrine(['clients', 'create', '--json', '--client-name', 'Ana', '--email', 'ana@exemplo.com', '--store-name', 'Pipas', '--subdomain', 'pipas'])
    ).json();
    const updated = await vitrine(['clients', 'update', String(id), '--store-name', 'Pipas da Ana', '--inactive', '--json']);
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.json<Client>()).toMatchObject({ store_name: 'Pipas da Ana', client_name: 'Ana', is_active: false });
    const nothing = await vitrine(['clients', 'update', 'pipas']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('Nada para alterar');
    const bad = await vitrine(['clients', 'update', 'pipas', '--primary-color', 'azul']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--primary-color');
  });

  it('creates (with the password, never with a token), lists and revokes API tokens; the token works for CI until revoked', { timeout: 90_000 }, async () => {
    const { app, vitrine, home } = await loggedIn();
    const noPassword = await vitrine(['tokens', 'create', '--name', 'github-actions']);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password-stdin');
    const created = await vitrine(['tokens', 'create', '--name', 'github-actions', '--days', '30', '--password-stdin', '--json'], PASSWORD);
    expect(created.code, created.stderr).toBe(0);
    const { id, token, expires_at } = created.json();
    expect(token).toMatch(/^vtr_/);
    const days = (new Date(expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect((await vitrine(['tokens', 'list'])).stdout).toMatch(/EXPIRA EM/);

    const ci = (args: string[]) => runCli(args, { home: tempHome(), env: { CI: 'true', VITRINE_API_URL: app.url, VITRINE_TOKEN: token } });
    expect((await ci(['stats', '--json'])).code).toBe(0);

    const list = await vitrine(['tokens', 'list', '--json']);
    expect(list.json<{ name: string }[]>().map((t) => t.name)).toContain('github-actions');
    expect((await vitrine(['tokens', 'list'])).stdout).toContain('(este computador)');

    const revoked = await runCli(['tokens', 'revoke', String(id), '--yes'], { home });
    expect(revoked.code, revoked.stderr).toBe(0);
    const after = await ci(['stats']);
    expect(after.code).toBe(3);
    expect(after.stderr).toContain('Token de acesso inválido ou revogado.');
  });
});
