import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/harness.ts';
import { buildSite } from '../../api/test/factories.ts';
import { runCli, runInTerminal, tempHome, removeTempHomes } from './run-cli.ts';
import { scriptedServer } from './scripted-server.ts';
import { ciToken } from './ci-token.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function scripted(...args: Parameters<typeof scriptedServer>) {
  const server = await scriptedServer(...args);
  servers.push(server);
  return server;
}

/** A master's token, as CI holds it. */
async function ciEnv() {
  const app = getApp();
  return { app, env: (await ciToken(app, 'b')).env };
}

const offline = { status: 503, headers: { 'retry-after': '0' }, body: { error: 'Serviço temporariamente indisponível. Tente novamente em instantes.' } };
const stats = { total: 3, active: 2, published: 1, inactive: 1 };
const fakeToken = { VITRINE_TOKEN: 'vtr_' + 'c'.repeat(43) };

describe('--json errors', () => {
  it('an API error is one JSON object on stdout, with the documented exit code', async () => {
    const { env } = await ciEnv();
    const res = await runCli(['clients', 'show', 'nao-existe', '--json'], { home: tempHome(), env });
    expect(res.code).toBe(4);
    expect(res.json()).toEqual({
      error: { message: 'Cliente não encontrado: nao-existe', code: 'not_found', hint: 'Veja os subdomínios com: vitrine clients list' },
    });
    expect(res.stderr).toContain('Erro: Cliente não encontrado');
  });

  it('usage errors, auth errors and a refused write are JSON too (VITRINE_JSON as well as --json)', async () => {
    const { env } = await ciEnv();
    const unknown = await runCli(['stats', '--bogus', '--json'], { home: tempHome(), env });
    expect(unknown.code).toBe(2);
    expect(unknown.json().error).toEqual({ message: 'opção desconhecida: --bogus', code: 'usage', hint: 'Veja: vitrine stats --help' });

    const badToken = await runCli(['stats'], { home: tempHome(), env: { ...env, VITRINE_TOKEN: 'vtr_errado', VITRINE_JSON: 'true' } });
    expect(badToken.code).toBe(3);
    expect(badToken.json().error).toMatchObject({
      message: 'Token de acesso inválido ou revogado.',
      code: 'auth',
      status: 401,
      hint: expect.stringContaining('vitrine login'),
    });

    const refused = await runCli(
      ['clients', 'create', '--client-name', 'Ana', '--email', 'ana@exemplo.com', '--store-name', 'Pipas', '--subdomain', 'pipas', '--json'],
      { home: tempHome(), env },
    );
    expect(refused.code).toBe(0);
    const taken = await runCli(
      ['clients', 'create', '--client-name', 'Ana', '--email', 'ana@exemplo.com', '--store-name', 'Pipas', '--subdomain', 'pipas', '--json'],
      { home: tempHome(), env },
    );
    expect(taken.code).toBe(1);
    expect(taken.json().error).toMatchObject({ message: expect.stringContaining('Este subdomínio já está em uso.'), code: 'failure' });
  });

  it('without --json, stdout stays empty on error', async () => {
    const { env } = await ciEnv();
    const res = await runCli(['clients', 'show', 'nao-existe'], { home: tempHome(), env });
    expect(res.code).toBe(4);
    expect(res.stdout).toBe('');
  });
});

describe('destructive commands', () => {
  it('are never confirmed by VITRINE_YES from the environment, only by --yes', async () => {
    const { app, env } = await ciEnv();
    await buildSite(app.deps.db, { subdomain: 'fica' });
    const refused = await runCli(['clients', 'delete', 'fica'], { home: tempHome(), env: { ...env, VITRINE_YES: 'true' } });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('precisa de confirmação');
    expect(refused.stderr).toContain('VITRINE_YES é ignorado');
    expect(await app.deps.db('sites').where({ subdomain: 'fica' }).first()).toBeTruthy();

    const deleted = await runCli(['clients', 'delete', 'fica', '--yes', '--json'], { home: tempHome(), env });
    expect(deleted.code, deleted.stderr).toBe(0);
    // in the Lixeira: switched off, its subdomain kept until the purge
    const trashed = await app.deps.db('sites').where({ subdomain: 'fica' }).first();
    expect(trashed.is_active).toBe(false);
    expect(await app.deps.db('trash').where({ site_id: trashed.id, kind: 'shop' }).first()).toBeTruthy();
  });
});

describe('503 from the API', () => {
  it('a GET is tried again as Retry-After says, and succeeds', async () => {
    const server = await scripted((_req, n) => (n <= 2 ? offline : { status: 200, body: stats }));
    const res = await runCli(['stats', '--json'], { home: tempHome(), env: { VITRINE_API_URL: server.url, ...fakeToken } });
    expect(res.code, res.stderr).toBe(0);
    expect(res.json()).toEqual(stats);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(Array(3).fill('GET /api/master/stats'));
    expect(res.stderr).toContain('nova tentativa (1)');
    expect(res.stderr).toContain('nova tentativa (2)');
  });

  it('gives up after 3 retries, exit 1 with the server’s message', async () => {
    const server = await scripted(() => offline);
    const res = await runCli(['stats', '--json'], { home: tempHome(), env: { VITRINE_API_URL: server.url, ...fakeToken } });
    expect(res.code).toBe(1);
    expect(server.requests).toHaveLength(4);
    expect(res.json().error).toMatchObject({ message: offline.body.error, code: 'failure', status: 503 });
  });

  it('does not wait longer than 10 s: a Retry-After of an hour is reported at once', async () => {
    const server = await scripted(() => ({ ...offline, headers: { 'retry-after': '3600' } }));
    const res = await runCli(['stats'], { home: tempHome(), env: { VITRINE_API_URL: server.url, ...fakeToken } });
    expect(res.code).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('never repeats a POST (it may have done its work), but does repeat the GET before it', async () => {
    const client = { id: 7, subdomain: 'loja', store_name: 'Loja', is_published: false };
    const server = await scripted((req, n) => {
      if (req.method === 'GET') return n === 1 ? offline : { status: 200, body: [client] };
      return offline;
    });
    const res = await runCli(['publish', 'loja'], { home: tempHome(), env: { VITRINE_API_URL: server.url, ...fakeToken } });
    expect(res.code).toBe(1);
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'POST']);
  });
});

describe('the spinner on a terminal', () => {
  it('gives the cursor back when Ctrl+C stops a deploy', { timeout: 60_000 }, async () => {
    const client = { id: 7, subdomain: 'loja', store_name: 'Loja', is_published: true };
    const server = await scripted((req) => (req.method === 'GET' ? { status: 200, body: [client] } : 'hang'));
    const term = runInTerminal(['deploy', 'loja'], { home: tempHome(), env: { VITRINE_API_URL: server.url, ...fakeToken } });
    await term.waitFor('Fazendo deploy de loja');
    expect(term.raw()).toContain('\x1b[?25l'); // hidden while it spins
    term.press('\x03');
    expect(await term.exit()).toBe(130);
    const raw = term.raw();
    expect(raw.lastIndexOf('\x1b[?25h')).toBeGreaterThan(raw.lastIndexOf('\x1b[?25l'));
  });
});
