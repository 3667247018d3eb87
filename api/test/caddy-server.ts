import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness.ts';

export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy';
/** The production Caddyfile itself, run with Caddy's own CA on loopback ports. */
export const CADDYFILE = path.resolve(import.meta.dirname, '../../infra/Caddyfile');

export interface TestCaddy {
  httpPort: number;
  httpsPort: number;
  /** Caddy's local root certificate (PEM): what a client trusts to check the chain. */
  rootCa: string;
  stop: () => Promise<void>;
}

/** The real Caddy in front of the app at `upstreamPort`, `tls internal`, bound to 127.0.0.1. */
export async function startCaddy(upstreamPort: number): Promise<TestCaddy> {
  if (!fs.existsSync(CADDY_PATH)) throw new Error(`Caddy não encontrado em ${CADDY_PATH}. Instale com: apt-get install -y caddy (ou defina CADDY_PATH).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-caddy-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const child = spawn(CADDY_PATH, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      CADDY_TLS: 'internal',
      CADDY_BIND: '127.0.0.1',
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      VITRINE_UPSTREAM: `127.0.0.1:${upstreamPort}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until(
      () => listening(httpsPort),
      child,
      () => log,
    );
    const root = path.join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await until(
      async () => fs.existsSync(root),
      child,
      () => log,
    );
    return { httpPort, httpsPort, rootCa: fs.readFileSync(root, 'utf8'), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Waits for Caddy to be ready (up to ~20 s), failing early with its log if it exits. */
async function until(ready: () => Promise<boolean>, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`Caddy saiu (${child.exitCode}):\n${log()}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Caddy não ficou pronto:\n${log()}`);
}
