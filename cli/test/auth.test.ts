import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/harness.ts';
import { buildSite, buildUser, PASSWORD } from '../../api/test/factories.ts';
import { runCli, runCliProcess, tempHome, removeTempHomes } from './run-cli.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

async function master() {
  const app = getApp();
  const user = await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
  return { app, user, home: tempHome() };
}

const login = (url: string, home: string, extra: string[] = [], password = PASSWORD) =>
  runCli(['login', '--api-url', url, '--username', 'chefe', '--password-stdin', ...extra], { home, input: `${password}\n` });

describe('vitrine login / whoami / logout', () => {
  it('keeps the token in $XDG_CONFIG_HOME/vitrine/config.json, readable by the owner only', async () => {
    const { app, home } = await master();
    const res = await login(app.url, home);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(`Login feito como chefe em ${app.url}`);

    const file = path.join(home, 'config', 'vitrine', 'config.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(saved.api_url).toBe(app.url);
    expect(saved.hosts[app.url].token).toMatch(/^vtr_/);
    // The password and the session were only a means: no session is left open.
    expect(await app.deps.db('sessions').count({ n: '*' }).first()).toEqual({ n: 0 });

    const me = await runCli(['whoami', '--json'], { home });
    expect(me.code, me.stderr).toBe(0);
    expect(me.json()).toMatchObject({ username: 'chefe', user_type: 'master', api_url: app.url, token_source: 'config' });
  });

  it('logout revokes the token on the server, not only here', async () => {
    const { app, home } = await master();
    await login(app.url, home);
    const file = path.join(home, 'config', 'vitrine', 'config.json');
    const token = JSON.parse(fs.readFileSync(file, 'utf8')).hosts[app.url].token;

    const out = await runCli(['logout'], { home });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain('Logout feito');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).hosts).toEqual({});
    expect((await app.client({ authorization: `Bearer ${token}` }).get('/api/auth/me')).status).toBe(401);

    const after = await runCli(['whoami'], { home });
    expect(after.code).toBe(3);
    expect(after.stderr).toContain('vitrine login');
  });

  it('a second login replaces (and revokes) the first token', async () => {
    const { app, home } = await master();
    await login(app.url, home);
    await login(app.url, home);
    const tokens = await app.deps.db('api_tokens').whereNull('revoked_at');
    expect(tokens).toHaveLength(1);
  });

  it('a wrong password exits 3 with the API message; a missing flag without a terminal exits 2', async () => {
    const { app, home } = await master();
    // through the real launcher: the process's own exit status, the password read from a pipe
    const wrong = await runCliProcess(['login', '--api-url', app.url, '--username', 'chefe', '--password-stdin'], { home, input: 'senha-errada\n' });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('Usuário ou senha inválidos. Tente novamente.');

    const missing = await runCli(['login', '--api-url', app.url], { home });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--username');
    expect(missing.stderr).toContain('--password-stdin');
  });

  it('refuses a store admin: the CLI is the master tool', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db);
    await buildUser(app.deps.db, { site, username: 'lojista' });
    const res = await runCli(['login', '--api-url', app.url, '--username', 'lojista', '--password-stdin'], { home: tempHome(), input: PASSWORD });
    expect(res.code).toBe(3);
    expect(res.stderr).toContain('Apenas o administrador master');
    expect(await app.deps.db('api_tokens').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('a bad token exits 3 and says what to do', async () => {
    const app = getApp();
    const res = await runCli(['clients', 'list'], { home: tempHome(), env: { VITRINE_API_URL: app.url, VITRINE_TOKEN: 'vtr_nao-existe' } });
    expect(res.code).toBe(3);
    expect(res.stderr).toContain('Token de acesso inválido ou revogado.');
    expect(res.stderr).toContain('Dica:');
    expect(res.stdout).toBe('');
  });

  it('no token at all exits 3 naming vitrine login and VITRINE_TOKEN', async () => {
    const app = getApp();
    const res = await runCli(['stats'], { home: tempHome(), env: { VITRINE_API_URL: app.url } });
    expect(res.code).toBe(3);
    expect(res.stderr).toContain(`Você não está autenticado em ${app.url}`);
    expect(res.stderr).toContain('VITRINE_TOKEN');
  });

  it('a flag beats the environment, which beats the config file', async () => {
    const { app, home } = await master();
    await login(app.url, home);
    const dead = 'http://127.0.0.1:9'; // nothing listens on the discard port

    // config only: works
    expect((await runCli(['stats'], { home })).code).toBe(0);
    // env beats config: a bad VITRINE_TOKEN fails even though the saved one is good
    expect((await runCli(['stats'], { home, env: { VITRINE_TOKEN: 'vtr_ruim' } })).code).toBe(3);
    // flag beats env: --token with the good token wins over a bad VITRINE_TOKEN
    const good = JSON.parse(fs.readFileSync(path.join(home, 'config', 'vitrine', 'config.json'), 'utf8')).hosts[app.url].token;
    expect((await runCli(['stats', '--token', good], { home, env: { VITRINE_TOKEN: 'vtr_ruim' } })).code).toBe(0);
    // URL: VITRINE_API_URL beats the saved one; --api-url beats VITRINE_API_URL
    const viaEnv = await runCli(['stats'], { home, env: { VITRINE_API_URL: dead, VITRINE_TOKEN: good } });
    expect(viaEnv.code).toBe(1);
    expect(viaEnv.stderr).toContain(`Não foi possível conectar a ${dead}`);
    expect((await runCli(['stats', '--api-url', app.url], { home, env: { VITRINE_API_URL: dead } })).code).toBe(0);
  });

  it('never sends a token saved for one server to another', async () => {
    const { app, home } = await master();
    await login(app.url, home);
    const other = app.url.replace('127.0.0.1', 'localhost');
    const res = await runCli(['stats', '--api-url', other], { home });
    expect(res.code).toBe(3);
    expect(res.stderr).toContain(`Você não está autenticado em ${other}`);
    expect(res.stderr).toContain(app.url);
  });
});
