import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { CADDY_PATH, listening } from '../test/caddy-server.ts';

/**
 * The platform of `npm run bench:scale`: app processes (`node api/src/main.ts`, each on its
 * own fixed port so a restarted one comes back where Caddy looks for it) behind Caddy's
 * `reverse_proxy` with one upstream per process, as infra/Caddyfile does with one (plain
 * HTTP here: TLS ends before the platform, at CloudFront or the load balancer). Caddy tries
 * another upstream when one refuses the connection, and checks /readyz every second (the
 * process and its database, as the AWS balancer checks) to take a restarted process back.
 *
 * Each answer names the process that gave it (X-Upstream, its port), for the report's
 * slices by process.
 *
 * Requests take turns between the processes (`round_robin`, as the AWS balancer does by
 * default). BENCH_LB_POLICY=least_conn sends each to the process with the fewest in flight
 * instead; three pairs of runs did not show it better (docs/performance.md, "Which process
 * gets the next request").
 */
export type LbPolicy = 'least_conn' | 'round_robin';

export function lbPolicy(value = process.env.BENCH_LB_POLICY): LbPolicy {
  if (!value || value === 'round_robin') return 'round_robin';
  if (value === 'least_conn') return 'least_conn';
  console.error(`BENCH_LB_POLICY deve ser least_conn ou round_robin; recebido: ${value}`);
  process.exit(2);
}
export interface AppSlot {
  name: string;
  port: number;
  url: string;
  /** The running process; undefined while killed. */
  process: ApiProcess | undefined;
}

export interface Cluster {
  url: string;
  apps: AppSlot[];
  caddyPid: number;
  /** SIGKILL, as a crash or an out-of-memory kill does. */
  kill: (slot: AppSlot) => Promise<void>;
  restart: (slot: AppSlot) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * BENCH_CADDY_IDLE_CONNS: how many idle connections Caddy keeps to each process (its
 * `keepalive_idle_conns_per_host`; Caddy's own default when unset). A connection Caddy does not
 * keep is opened again under load, and a busy process accepts one new connection a turn of its
 * event loop (docs/performance.md, "One new connection a turn").
 */
export function idleConns(value = process.env.BENCH_CADDY_IDLE_CONNS): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (Number.isInteger(n) && n > 0) return n;
  console.error(`BENCH_CADDY_IDLE_CONNS deve ser um inteiro positivo; recebido: ${value}`);
  process.exit(2);
}

export function benchCaddyfile(port: number, upstreams: number[], policy: LbPolicy = 'round_robin', idle?: number): string {
  const transport = idle ? `\n\t\ttransport http {\n\t\t\tkeepalive_idle_conns_per_host ${idle}\n\t\t}` : '';
  return `{
	admin off
	auto_https off
	http_port ${port}
}

http://:${port} {
	bind 127.0.0.1
	encode zstd gzip
	reverse_proxy ${upstreams.map((p) => `127.0.0.1:${p}`).join(' ')} {
		lb_policy ${policy}
		lb_try_duration 2s
		lb_try_interval 50ms
		fail_duration 5s
		health_uri /readyz
		health_interval 1s
		health_timeout 1s
		header_down X-Upstream {http.reverse_proxy.upstream.port}${transport}
	}
}
`;
}

export async function startCluster(options: {
  processes: number;
  env: Record<string, string>;
  dir: string;
  policy: LbPolicy;
  idleConns?: number | undefined;
}): Promise<Cluster> {
  if (!fs.existsSync(CADDY_PATH)) throw new Error(`Caddy não encontrado em ${CADDY_PATH}. Instale com: apt-get install -y caddy (ou defina CADDY_PATH).`);
  const apps: AppSlot[] = [];
  for (let i = 0; i < options.processes; i++) {
    const port = await freePort();
    apps.push({ name: `app-${i + 1}`, port, url: `http://127.0.0.1:${port}`, process: undefined });
  }
  const start = async (slot: AppSlot) => {
    slot.process = await startApiProcess({ ...options.env, PORT: String(slot.port) }, { name: slot.name, timeoutMs: 120_000 });
  };
  // one after the other: the first runs the migrations (already done) and seeds the master once
  for (const slot of apps) await start(slot);

  const port = await freePort();
  const caddyfile = path.join(options.dir, 'Caddyfile');
  fs.writeFileSync(
    caddyfile,
    benchCaddyfile(
      port,
      apps.map((a) => a.port),
      options.policy,
      options.idleConns,
    ),
  );
  const caddy = spawn(CADDY_PATH, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: options.dir,
      XDG_DATA_HOME: path.join(options.dir, 'caddy-data'),
      XDG_CONFIG_HOME: path.join(options.dir, 'caddy-config'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  const caddyExited = new Promise<void>((resolve) => caddy.once('exit', () => resolve()));
  for (let i = 0; !(await listening(port)); i++) {
    if (caddy.exitCode !== null || i > 200) throw new Error(`Caddy não ficou pronto:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    apps,
    caddyPid: caddy.pid!,
    kill: async (slot) => {
      const p = slot.process;
      slot.process = undefined;
      p?.child.kill('SIGKILL');
      await p?.exited;
    },
    restart: start,
    stop: async () => {
      await Promise.all(apps.map((a) => a.process?.stop()));
      if (caddy.exitCode === null) caddy.kill('SIGTERM');
      await caddyExited;
    },
  };
}
