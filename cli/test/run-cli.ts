import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { run } from '../src/main.ts';

/** The real launcher, run by the same Node 24 that runs the tests. */
export const BIN = fileURLToPath(new URL('../bin/vitrine.js', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (throws if it is not exactly one JSON document). */
  json: <T = any>() => T;
}

const homes: string[] = [];

/** A fresh $XDG_CONFIG_HOME (and $HOME), so no test reads a developer's own login. */
export function tempHome(): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-test-'));
  homes.push(home);
  return home;
}

/** For afterAll: the temporary homes (config files with test tokens, data folders) go away. */
export function removeTempHomes(): void {
  for (const home of homes.splice(0)) fs.rmSync(home, { recursive: true, force: true });
}

/**
 * A clean environment: no VITRINE_* or CI from the developer's shell, a private home and
 * no colours, plus what the test adds.
 */
export function cliEnv(home: string, extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, 'config'),
    NO_COLOR: '1',
    TZ: 'America/Sao_Paulo',
    LANG: 'C.UTF-8',
    // Node's compiled-code cache, when the run has one (.ci/run): each command starts faster
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE,
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

function result(code: number, stdout: string, stderr: string): CliResult {
  return {
    code,
    stdout,
    stderr,
    json: () => {
      try {
        return JSON.parse(stdout);
      } catch {
        throw new Error(`stdout is not one JSON document (exit ${code}):\n${stdout}\n--- stderr:\n${stderr}`);
      }
    },
  };
}

/** A stream that keeps what is written to it, as a pipe to the test would. */
function collector(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * Runs `vitrine …` in this process: the program's own run() (src/main.ts, what bin/vitrine.js
 * calls) with stdin a pipe (so: no terminal), stdout and stderr kept, and the same clean
 * environment a child process would get. The launcher only adds the Node version check and
 * the EPIPE handling, tested through runCliProcess; a Node process per command cost the
 * suite most of its CPU (docs/performance.md, 2026-11-27 (2)).
 */
export async function runCli(args: string[], options: { home: string; env?: Record<string, string | undefined>; input?: string }): Promise<CliResult> {
  const stdout = collector();
  const stderr = collector();
  const code = await run(args, {
    stdin: Readable.from(options.input ? [Buffer.from(options.input)] : []),
    stdout: stdout.stream,
    stderr: stderr.stream,
    env: cliEnv(options.home, options.env),
  });
  return result(code, stdout.text(), stderr.text());
}

/**
 * Runs `vitrine …` as a child process through the real launcher, stdin a pipe, and waits for
 * it: for what only a process shows (its exit status, its streams as pipes).
 */
export function runCliProcess(args: string[], options: { home: string; env?: Record<string, string | undefined>; input?: string }): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: cliEnv(options.home, options.env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve(result(code ?? -1, stdout, stderr)));
    child.stdin.end(options.input ?? '');
  });
}

const ANSI = /\x1b\[[0-9;?]*[a-zA-Z]|\x1b\][^\x07]*\x07|\r/g;

/**
 * Runs `vitrine …` inside a pseudo-terminal (util-linux `script`), so stdin and stderr are
 * terminals and the prompts appear; the test answers them as a person would type.
 */
export function runInTerminal(args: string[], options: { home: string; env?: Record<string, string | undefined> }) {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, BIN, ...args].map(quote).join(' ');
  const child = spawn('script', ['-qefc', command, '/dev/null'], {
    env: cliEnv(options.home, { TERM: 'xterm', COLUMNS: '120', LINES: '40', ...options.env }),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let raw = '';
  child.stdout.on('data', (d) => (raw += d));
  child.stderr.on('data', (d) => (raw += d));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? -1));
  });
  const screen = () => raw.replace(ANSI, '');
  let seen = 0;

  return {
    screen,
    /** Waits until the text appears in the output after what was already waited for. */
    async waitFor(text: string | RegExp, timeoutMs = 15_000): Promise<void> {
      const started = Date.now();
      for (;;) {
        const rest = screen().slice(seen);
        const m = typeof text === 'string' ? rest.indexOf(text) : rest.search(text);
        if (m >= 0) {
          seen += m + 1;
          return;
        }
        if (Date.now() - started > timeoutMs || child.exitCode !== null) {
          throw new Error(`did not see ${String(text)} on the terminal. It shows:\n${screen()}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Types a line and presses Enter. */
    answer(text: string): void {
      child.stdin.write(`${text}\r`);
    },
    /** Presses keys without Enter: '\x03' is Ctrl+C. */
    press(keys: string): void {
      child.stdin.write(keys);
    },
    /** Everything the terminal received, escape sequences included (cursor shown or hidden). */
    raw: () => raw,
    async exit(): Promise<number> {
      const code = await exited;
      child.stdin.end();
      return code;
    },
  };
}
