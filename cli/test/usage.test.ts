import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { useTestApp } from '../../api/test/harness.ts';
import { Readable, Writable } from 'node:stream';
import { buildProgram } from '../src/program.ts';
import { run } from '../src/main.ts';
import { runCli, runCliProcess, tempHome, removeTempHomes } from './run-cli.ts';
import { ciToken } from './ci-token.ts';
import { buildSite } from '../../api/test/factories.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

/** A token for a master, as CI would hold it. */
async function ciEnv() {
  const app = getApp();
  return { app, env: (await ciToken(app)).env };
}

describe('vitrine without a terminal', () => {
  it('exits 2 naming every missing flag, and creates nothing', async () => {
    const { app, env } = await ciEnv();
    const res = await runCli(['clients', 'create', '--email', 'ze@exemplo.com'], { home: tempHome(), env });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Faltam as opções --client-name, --store-name, --subdomain.');
    expect(res.stderr).toContain('Dica:');
    expect(res.stdout).toBe('');
    expect(await app.deps.db('sites').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('takes every flag from its VITRINE_* variable', async () => {
    const { env } = await ciEnv();
    const res = await runCli(['clients', 'create'], {
      home: tempHome(),
      env: {
        ...env,
        VITRINE_CLIENT_NAME: 'Ana',
        VITRINE_EMAIL: 'ana@exemplo.com',
        VITRINE_STORE_NAME: 'Pipas da Ana',
        VITRINE_SUBDOMAIN: 'pipas-da-ana',
        VITRINE_JSON: 'true',
      },
    });
    expect(res.code, res.stderr).toBe(0);
    expect(res.json()).toMatchObject({ status: 'created', client: { subdomain: 'pipas-da-ana' } });
    // …and a flag on the command line beats its variable
    const flagWins = await runCli(['clients', 'show', 'pipas-da-ana', '--json'], { home: tempHome(), env: { ...env, VITRINE_JSON: 'false' } });
    expect(flagWins.json().subdomain).toBe('pipas-da-ana');
    const envOff = await runCli(['clients', 'show', 'pipas-da-ana'], { home: tempHome(), env: { ...env, VITRINE_JSON: '0' } });
    expect(envOff.stdout).toMatch(/^ID:\s+\d+/);
  });

  it('validates values as the API does before sending them (exit 2, the flag named)', async () => {
    const { env } = await ciEnv();
    const res = await runCli(['clients', 'create', '--client-name', 'Ana', '--email', 'nao-e-email', '--store-name', 'Pipas', '--subdomain', 'Com Espaço'], {
      home: tempHome(),
      env,
    });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--email: E-mail inválido.');
    expect(res.stderr).toContain('--subdomain: Use apenas letras minúsculas');
  });

  it('--if-not-exists makes create safe to run on every CI build', async () => {
    const { env } = await ciEnv();
    const args = ['clients', 'create', '--client-name', 'Ana', '--email', 'ana@exemplo.com', '--store-name', 'Pipas', '--subdomain', 'pipas', '--json'];
    const first = await runCli([...args, '--if-not-exists'], { home: tempHome(), env });
    expect(first.json().status).toBe('created');
    const again = await runCli([...args, '--if-not-exists'], { home: tempHome(), env });
    expect(again.code).toBe(0);
    expect(again.json()).toMatchObject({ status: 'exists', client: { subdomain: 'pipas' } });
    const without = await runCli(args, { home: tempHome(), env });
    expect(without.code).toBe(1);
    expect(without.json().error.code).toBe('failure');
    expect(without.stderr).toContain('Este subdomínio já está em uso.');
    expect(without.stderr).toContain('--if-not-exists');
  });

  it('--json prints exactly one JSON document, even when the command fails', async () => {
    const { env } = await ciEnv();
    // through the real launcher: exit status 4 and the JSON document on the process's stdout
    const res = await runCliProcess(['clients', 'show', 'nao-existe', '--json'], { home: tempHome(), env });
    expect(res.code).toBe(4);
    expect(res.json()).toMatchObject({ error: { message: expect.stringContaining('Cliente não encontrado'), code: 'not_found' } });
    expect(res.stderr).toContain('Cliente não encontrado');
  });

  it('answers usage errors in pt-BR with exit 2', async () => {
    const home = tempHome();
    // through the real launcher: a usage error is the process's exit status 2
    const unknown = await runCliProcess(['clients', 'lst'], { home });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('comando desconhecido: lst (você quis dizer list?)');
    const option = await runCli(['stats', '--bogus'], { home });
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('opção desconhecida: --bogus');
    const arg = await runCli(['publish'], { home });
    expect(arg.code).toBe(2);
    expect(arg.stderr).toContain('Falta a opção --shop.');
    expect(arg.stderr).toContain('vitrine publish --shop <subdominio>');
    const group = await runCli(['clients'], { home });
    expect(group.code).toBe(2);
    expect(group.stderr).toContain('Comandos:');
  });
});

describe('vitrine --version and --help', () => {
  it('prints the version', async () => {
    // through the real launcher (bin/vitrine.js): it starts on this Node and exits 0
    const res = await runCliProcess(['--version'], { home: tempHome() });
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('keeps the code it compiled for the next command (docs/performance.md, "Restart")', async () => {
    // no NODE_COMPILE_CACHE (CI sets one): the launcher turns the cache on in the temporary folder
    const tmp = tempHome();
    const res = await runCliProcess(['--version'], { home: tempHome(), env: { NODE_COMPILE_CACHE: undefined, TMPDIR: tmp } });
    expect(res.code).toBe(0);
    const kept = fs.readdirSync(path.join(tmp, 'node-compile-cache'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(kept.length).toBeGreaterThan(20);
  });

  it('has --help with examples on every command', async () => {
    const leaves: string[][] = [];
    const walk = (c: Command, path: string[]): void => {
      if (!c.commands.length) leaves.push(path);
      for (const sub of c.commands) walk(sub, [...path, sub.name()]);
    };
    walk(buildProgram(fakeIO().io), []);
    expect(leaves.length).toBeGreaterThanOrEqual(20);
    for (const path of leaves) {
      const { io, out } = fakeIO();
      expect(await run([...path, '--help'], io)).toBe(0);
      const help = out();
      expect(help, path.join(' ')).toMatch(new RegExp(`^Uso: vitrine ${path.join(' ')} `));
      expect(help, path.join(' ')).toMatch(/Exemplos:\n {2}\$ (\S+=\S+ )*vitrine /);
      expect(help, path.join(' ')).not.toMatch(/Usage|Options:|display help/);
    }
  });
});

describe('one way to name the shop (docs/cli.md, "Naming the shop")', () => {
  const SHOP_COMMANDS = [
    'access',
    'deploy',
    'publish',
    'unpublish',
    'clients delete',
    'clients show',
    'clients update',
    'domains check',
    'domains setup',
    'domains status',
    'products availability',
    'products export',
    'products import',
    'products list',
  ];

  it('every command that acts on a shop shows --shop <subdominio> in its usage and examples, and none a positional subdomain', async () => {
    const leaves: Command[] = [];
    const walk = (c: Command): void => {
      if (!c.commands.length) leaves.push(c);
      for (const sub of c.commands) walk(sub);
    };
    walk(buildProgram(fakeIO().io));
    const withShop = leaves.filter((c) => c.options.some((o) => o.long === '--shop')).map((c) => `${c.parent?.parent ? `${c.parent.name()} ` : ''}${c.name()}`);
    expect(withShop.sort()).toEqual([...SHOP_COMMANDS, 'audit', 'stats'].sort());
    for (const c of leaves)
      expect(
        c.registeredArguments.map((a) => a.name()),
        c.name(),
      ).not.toContain('subdominio');
    for (const path of SHOP_COMMANDS) {
      const { io, out } = fakeIO();
      expect(await run([...path.split(' '), '--help'], io)).toBe(0);
      expect(out(), path).toMatch(new RegExp(`^Uso: vitrine ${path} --shop <subdominio>`));
      for (const example of out().split('Exemplos:')[1]!.trim().split('\n')) expect(example, path).toContain(`vitrine ${path} --shop `);
    }
  });

  it('accepts --shop, VITRINE_SHOP and the older positional subdomain; refuses two shops or none (exit 2)', async () => {
    const { app, env } = await ciEnv();
    const site = await buildSite(app.deps.db, { subdomain: 'ateliedaana', is_published: false });
    const home = tempHome();
    const published = async () => (await app.deps.db('sites').where({ id: site.id }).first()).is_published;

    expect((await runCli(['publish', '--shop', 'ateliedaana', '--yes'], { home, env })).code).toBe(0);
    expect(await published()).toBe(true);
    expect((await runCli(['unpublish', 'ateliedaana'], { home, env })).code).toBe(0);
    expect(await published()).toBe(false);
    expect((await runCli(['publish', '--yes'], { home, env: { ...env, VITRINE_SHOP: 'ateliedaana' } })).code).toBe(0);
    expect(await published()).toBe(true);
    // the command line wins over a variable left in the environment
    expect((await runCli(['unpublish', 'ateliedaana'], { home, env: { ...env, VITRINE_SHOP: 'outra' } })).code).toBe(0);
    expect(await published()).toBe(false);

    const twice = await runCli(['publish', '--shop', 'ateliedaana', 'outra'], { home, env });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('A loja foi informada duas vezes');
    const none = await runCli(['products', 'availability', '17', 'esgotado'], { home, env });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Falta a opção --shop.');
    expect(none.stderr).toContain('vitrine products availability --shop <subdominio> <id> <disponibilidade>');
    expect(await published()).toBe(false);
  });
});

/** In-process streams for what needs no server and no process: reading the help. */
function fakeIO() {
  let text = '';
  const sink = new Writable({ write: (chunk, _enc, done) => ((text += chunk), done()) });
  return { io: { stdin: Readable.from([]), stdout: sink, stderr: sink, env: {} }, out: () => text };
}
