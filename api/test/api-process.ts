import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * The real server as its own operating-system process (`node api/src/main.ts`), as it runs
 * in production: used by the multi-process test and the load and fault scripts.
 */
export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Every line the process wrote, for diagnostics. */
  output: string[];
  /** Resolves with the exit code (or the signal name) when the process ends. */
  exited: Promise<number | string>;
  /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<number | string>;
}

/** A port nobody listens on right now (for a child that must be told its port). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The master's password in every process started by productionEnv. */
export const MASTER_PASSWORD = 'master-secreta-123';

/** A production process on a PostgreSQL schema, as the multi-process tests start two of them. */
export function productionEnv(o: { databaseUrl: string; schema: string; dataDir: string; sessionSecret: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: o.databaseUrl,
    DATABASE_SCHEMA: o.schema,
    DATA_DIR: o.dataDir,
    SESSION_SECRET: o.sessionSecret,
    VITRINE_MASTER_PASSWORD: MASTER_PASSWORD,
    PLATFORM_DOMAIN: 'localhost',
    PUBLIC_URL: 'http://localhost',
    LOG_LEVEL: 'info',
    // two or four such processes run beside the test workers: together they stay well inside
    // the server's 100 connections
    DATABASE_POOL_MAX: '4',
  };
}

/**
 * Variables a child may inherit; everything else (NODE_ENV=test, VITEST_*, a developer's .env)
 * stays out. NODE_COMPILE_CACHE (set by .ci/run) only makes the child start faster;
 * NODE_DISABLE_COMPILE_CACHE=1 starts it as with no cache (a benchmark's before).
 */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_COMPILE_CACHE', 'NODE_DISABLE_COMPILE_CACHE'];

/** `root`: another checkout's server (a benchmark comparing two trees); this one's by default. */
export async function startApiProcess(env: Record<string, string>, options: { timeoutMs?: number; name?: string; root?: string } = {}): Promise<ApiProcess> {
  const base = Object.fromEntries(INHERITED.flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])));
  const child = spawn(process.execPath, ['api/src/main.ts'], {
    cwd: options.root ?? repoRoot,
    env: { ...base, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${options.name ?? 'api'} did not start in time:\n${output.join('\n')}`)), options.timeoutMs ?? 60_000);
    const onLine = (line: string) => {
      output.push(line);
      // a server error in a child is a test's best clue: shown as it happens
      if (line.includes('"level":50') || line.includes('"level":60')) console.error(`[${options.name ?? 'api'}] ${line}`);
      if (output.length > 20_000) output.shift();
      if (!line.startsWith('{')) return;
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'vitrine listening' && entry.port) {
          clearTimeout(timer);
          resolve(entry.port);
        }
      } catch {
        // not a log line
      }
    };
    readline.createInterface({ input: child.stdout! }).on('line', onLine);
    readline.createInterface({ input: child.stderr! }).on('line', onLine);
    // with a fixed PORT and a quiet LOG_LEVEL there is no "listening" line: ask /healthz
    const fixed = Number(env.PORT ?? 0);
    if (fixed) {
      const poll = async () => {
        while (child.exitCode === null) {
          const ok = await fetch(`http://127.0.0.1:${fixed}/healthz`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) {
            clearTimeout(timer);
            resolve(fixed);
            return;
          }
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      void poll();
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name ?? 'api'} exited (${code}) before listening:\n${output.join('\n')}`));
    });
  });
  let port: number;
  try {
    port = await listening;
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    }
    return exited;
  };
  return { url: `http://127.0.0.1:${port}`, port, pid: child.pid!, child, output, exited, stop };
}
