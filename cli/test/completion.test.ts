import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { Readable, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../src/program.ts';
import { completionScript, completionTree } from '../src/shell/completion.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

afterAll(removeTempHomes);

/**
 * Sources a bash completion script in a real bash, types `line` (the cursor at its end)
 * and answers what bash would offer: COMPREPLY.
 */
function bashCompletes(script: string, line: string): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-completion-')), 'vitrine.bash');
  fs.writeFileSync(file, script);
  const words = line.split(' ');
  const quoted = words.map((w) => `'${w}'`).join(' ');
  const res = spawnSync(
    'bash',
    ['--norc', '--noprofile', '-c', `source '${file}'; COMP_WORDS=(${quoted}); COMP_CWORD=${words.length - 1}; _vitrine; printf '%s\\n' "\${COMPREPLY[@]}"`],
    { encoding: 'utf8' },
  );
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (res.status !== 0) throw new Error(`bash failed (${res.status}): ${res.stderr}`);
  return res.stdout.split('\n').filter(Boolean);
}

const quietIO = () => ({
  stdin: Readable.from([]),
  stdout: new Writable({ write: (_c, _e, d) => d() }),
  stderr: new Writable({ write: (_c, _e, d) => d() }),
  env: {},
});

describe('vitrine completion', () => {
  it('bash: the printed script, sourced in a real bash, completes commands, subcommands and flags', async () => {
    const res = await runCli(['completion', 'bash'], { home: tempHome() });
    expect(res.code, res.stderr).toBe(0);
    const script = res.stdout;
    expect(bashCompletes(script, 'vitrine cli')).toEqual(['clients']);
    expect(bashCompletes(script, 'vitrine clients cr')).toEqual(['create']);
    expect(bashCompletes(script, 'vitrine clients create --sub')).toEqual(['--subdomain']);
    expect(bashCompletes(script, 'vitrine --json clients de')).toEqual(['delete']);
    expect(bashCompletes(script, 'vitrine clients delete loja-do-ze --y')).toEqual(['--yes']);
    expect(bashCompletes(script, 'vitrine tokens ')).toEqual(['create', 'list', 'revoke', '--help']);
    expect(bashCompletes(script, 'vitrine completion ')).toEqual(['bash', 'zsh', 'fish', '--help']);
    // a flag's value is the person's (bash falls back to file names): no command offered
    expect(bashCompletes(script, 'vitrine clients create --from-file ')).toEqual([]);
    expect(bashCompletes(script, 'vitrine clients create --subdomain cli')).toEqual([]);
  });

  it('is made from the command tree: a command added to the CLI is completed with no other change', () => {
    const program = buildProgram(quietIO());
    program.addCommand(new Command('experimento').description('um comando novo').option('--rapido', 'mais rápido'));
    const script = completionScript('bash', program, 'teste');
    expect(bashCompletes(script, 'vitrine exp')).toEqual(['experimento']);
    expect(bashCompletes(script, 'vitrine experimento --ra')).toEqual(['--rapido']);
  });

  it('zsh and fish scripts name every command path of the tree, with fish describing each word', async () => {
    const paths = completionTree(buildProgram(quietIO()))
      .map((n) => n.path)
      .filter(Boolean);
    expect(paths).toEqual(expect.arrayContaining(['clients create', 'tokens revoke', 'db migrate', 'completion']));
    const zsh = await runCli(['completion', 'zsh'], { home: tempHome() });
    expect(zsh.code).toBe(0);
    expect(zsh.stdout).toMatch(/^#compdef vitrine\n/);
    expect(zsh.stdout).toContain('compdef _vitrine vitrine');
    const fish = await runCli(['completion', 'fish'], { home: tempHome() });
    expect(fish.code).toBe(0);
    for (const p of paths) {
      expect(zsh.stdout).toContain(`"${p}"`);
      expect(fish.stdout).toContain(`'${p}'`);
    }
    expect(fish.stdout).toContain("complete -c vitrine -n 'test (__vitrine_path) = \\'vitrine clients\\'' -a 'create' -d 'Cria uma loja");
    expect(fish.stdout).toMatch(/-s y -l yes -d /);
  });

  it('refuses a shell it does not know, in pt-BR, exit 2', async () => {
    const res = await runCli(['completion', 'powershell'], { home: tempHome() });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("valor inválido para <shell>: 'powershell'");
  });
});
