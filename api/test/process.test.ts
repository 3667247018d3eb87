import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './test-db.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** `node api/src/main.ts` as `npm start` runs it (without the build), on a free port. */
async function start(env: Record<string, string>): Promise<Started> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // a hang guard, not a speed: the first start migrates and seeds the demo shop (its pictures
  // made by sharp), which beside the browser suite on CI's two cores has taken over a minute
  const deadline = Date.now() + 150_000;
  while (!out.includes('vitrine listening')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL'); // a server still starting would outlive the failed test (and the run)
      throw new Error(`server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exit };
}

async function login(url: string, username: string, password: string) {
  return fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
}

describe('npm start (the server process)', () => {
  it('migrates, seeds, prints where to log in, keeps data across restarts and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    // no NODE_COMPILE_CACHE (CI sets one): main.ts turns the cache on in the temporary folder
    const tmp = tempDir();
    const first = await start({ DATA_DIR: dataDir, NODE_COMPILE_CACHE: '', TMPDIR: tmp });
    const out = first.output();
    expect(out).toMatch(/Node v24\./);
    expect(out).toContain(`/admin/login`);
    expect(out).toContain('http://demo.localhost:');
    expect(out).toContain('/?sub=demo');

    // generated passwords: printed once, kept in a 0600 file
    const creds = fs.readFileSync(path.join(dataDir, 'initial-credentials.txt'), 'utf8');
    expect(fs.statSync(path.join(dataDir, 'initial-credentials.txt')).mode & 0o777).toBe(0o600);
    const masterPw = creds.match(/Master: usuário master\s+senha (\S+)/)![1]!;
    const demoPw = creds.match(/Loja demo: usuário demo\s+senha (\S+)/)![1]!;
    expect(out).toContain(masterPw);

    expect((await login(first.url, 'master', masterPw)).status).toBe(200);
    const demo = await login(first.url, 'demo', demoPw);
    expect(demo.status).toBe(200);
    const cookie = demo.headers.getSetCookie()[0]!.split(';')[0]!;
    const products = await fetch(`${first.url}/api/products?sub=demo`);
    const count = Number(products.headers.get('x-total-count'));
    expect(count).toBeGreaterThanOrEqual(20);

    // a shopper's beacon, counted in memory (insight/tally.ts): written by the timer or at the
    // latest by the stop below (tally.test.ts shows the stop's own write), never lost by it
    const shopper = { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' };
    const beacon = await fetch(`${first.url}/api/insight/events?sub=demo`, { method: 'POST', headers: shopper, body: '{"kind":"page_view","page":"home"}' });
    expect(beacon.status).toBe(204);

    // SIGTERM with a request in flight: it finishes, the process exits 0
    const inFlight = login(first.url, 'master', 'senha-errada');
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(401);
    expect(await first.exit).toBe(0);
    // the code it compiled, kept at its exit for the next start (docs/performance.md, "Restart")
    const kept = fs.readdirSync(path.join(tmp, 'node-compile-cache'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(kept.length).toBeGreaterThan(500);

    // second start: same data, nothing seeded twice, no new password printed
    const second = await start({ DATA_DIR: dataDir });
    try {
      expect(second.output()).not.toContain(masterPw);
      const again = await fetch(`${second.url}/api/products?sub=demo`);
      expect(Number(again.headers.get('x-total-count'))).toBe(count);
      // the session survives the restart (sessions live in the database, the secret in DATA_DIR)
      const me = await fetch(`${second.url}/api/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      // the beacon answered before the stop is there after it
      const insight = await fetch(`${second.url}/api/insight`, { headers: { cookie } });
      expect(((await insight.json()) as { totals: unknown }).totals).toMatchObject({ visitors: 1, page_views: 1 });
      expect(fs.readFileSync(path.join(dataDir, 'initial-credentials.txt'), 'utf8')).toBe(creds);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
    }
  }, 400_000);

  it('refuses to start with a bad configuration, saying how to fix it', async () => {
    const child = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: 'abc' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(2);
    expect(err).toMatch(/PORT deve ser um número/);
  });
});
