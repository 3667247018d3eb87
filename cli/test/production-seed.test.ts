import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../api/src/db/connection.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

/** `vitrine db seed` in production: a generated master password goes to the 0600 file only. */
const home = tempHome();
const dataDir = path.join(home, 'data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const schema = databaseUrl ? `vitrine_cli_prodseed_${process.pid}` : undefined;
const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(64) };

afterAll(async () => {
  removeTempHomes();
  if (!schema) return;
  const db = createDb({ databaseUrl });
  await db.raw('drop schema if exists ?? cascade', [schema]);
  await db.destroy();
});

describe('vitrine db seed with NODE_ENV=production', () => {
  it('writes the generated password to the 0600 file and never to stdout', { timeout: 120_000 }, async () => {
    const res = await runCli(['db', 'seed', '--json'], { home, env });
    expect(res.code, res.stderr).toBe(0);
    const out = res.json();
    const file = path.join(dataDir, 'initial-credentials.txt');
    expect(out.accounts).toEqual([{ role: 'master', username: 'master', generated_password: null }]);
    expect(out.credentials_file).toBe(file);
    const password = fs.readFileSync(file, 'utf8').match(/senha (\S+)/)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(res.stdout + res.stderr).not.toContain(password);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
