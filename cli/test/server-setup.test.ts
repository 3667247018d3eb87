import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../api/src/db/connection.ts';
import { verifyPassword } from '../../api/src/auth/passwords.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

/**
 * db migrate, db seed and users create-master on a fresh server: an embedded database in a
 * new DATA_DIR, or with DATABASE_URL a schema of its own on that PostgreSQL.
 */
const home = tempHome();
const dataDir = path.join(home, 'data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const schema = databaseUrl ? `vitrine_cli_setup_${process.pid}` : undefined;
const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, NODE_ENV: 'development' };
const vitrine = (args: string[], input?: string) => runCli(args, { home, env, input });

afterAll(async () => {
  removeTempHomes();
  if (!schema) return;
  const db = createDb({ databaseUrl });
  await db.raw('drop schema if exists ?? cascade', [schema]);
  await db.destroy();
});

describe('vitrine db / users (server-side set-up, no API running)', () => {
  it('migrates, creates a master and seeds a fresh database', { timeout: 240_000 }, async () => {
    const status = await vitrine(['db', 'migrate', '--status', '--json']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.json().pending).toContain('001-sites');

    const migrated = await vitrine(['db', 'migrate']);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('001-sites');
    // counted as people write it: "39 migrações aplicadas", not "39 migração(ões) aplicada(s)"
    expect(migrated.stdout).toMatch(/\d+ migrações aplicadas em /);
    const again = await vitrine(['db', 'migrate', '--json']);
    expect(again.json().applied).toEqual([]);

    const noName = await vitrine(['users', 'create-master']);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain('--username');

    const ana = await vitrine(['users', 'create-master', '--username', 'ana', '--password-stdin', '--json'], 'senha-da-ana-1\n');
    expect(ana.code, ana.stderr).toBe(0);
    expect(ana.json()).toEqual({ status: 'created', username: 'ana', generated_password: null });
    const twice = await vitrine(['users', 'create-master', '--username', 'ana', '--json']);
    expect(twice.json().status).toBe('exists');

    const seeded = await vitrine(['db', 'seed', '--no-demo', '--json']);
    expect(seeded.code, seeded.stderr).toBe(0);
    const { accounts, demo_created } = seeded.json();
    expect(demo_created).toBe(false);
    expect(accounts).toEqual([{ role: 'master', username: 'master', generated_password: expect.stringMatching(/^\S{12,}$/) }]);
    expect(fs.readFileSync(path.join(dataDir, 'initial-credentials.txt'), 'utf8')).toContain(accounts[0].generated_password);

    const db = createDb({ databaseUrl, schema, pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pgdata') });
    try {
      const users = await db('users').orderBy('username').select('username', 'user_type', 'password_hash');
      expect(users.map((u: { username: string; user_type: string }) => [u.username, u.user_type])).toEqual([
        ['ana', 'master'],
        ['master', 'master'],
      ]);
      expect(await verifyPassword('senha-da-ana-1', users[0].password_hash)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(!!databaseUrl)('refuses to open an embedded database another process holds', async () => {
    const busy = path.join(home, 'busy');
    fs.mkdirSync(path.join(busy, 'pgdata'), { recursive: true });
    fs.writeFileSync(path.join(busy, 'pgdata', 'postmaster.pid'), '-42\n');
    const res = await runCli(['db', 'migrate'], { home, env: { ...env, DATA_DIR: busy } });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('está aberto por outro processo');
    expect(res.stderr).toContain('postmaster.pid');
  });

  it('reports a bad configuration as a usage error with the API’s own message', async () => {
    const res = await runCli(['db', 'migrate'], { home, env: { ...env, DATABASE_URL: 'mysql://nao' } });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('DATABASE_URL deve começar com postgres://');
  });
});
