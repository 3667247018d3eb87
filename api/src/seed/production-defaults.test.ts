import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createDeps } from '../boot.ts';
import { printWelcome } from './welcome.ts';
import pino from 'pino';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-prod-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const mode = (p: string) => fs.statSync(p).mode & 0o777;

function walk(dir: string, out: { dirs: string[]; files: string[] } = { dirs: [], files: [] }) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      out.dirs.push(full);
      walk(full, out);
    } else if (e.isFile()) out.files.push(full);
  }
  return out;
}

describe('production defaults', () => {
  it('DATA_DIR and the embedded database are readable by the server user only (0700 folders, 0600 files), even if made 0755 before', {
    timeout: 120_000,
  }, async () => {
    const dataDir = path.join(tempDir(), 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const deps = await createDeps(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), pino({ level: 'silent' }));
    await deps.db.destroy();
    expect(mode(dataDir)).toBe(0o700);
    const pgdata = path.join(dataDir, 'pgdata');
    expect(mode(pgdata)).toBe(0o700);
    const tree = walk(pgdata);
    expect(tree.files.length).toBeGreaterThan(10);
    for (const d of tree.dirs) expect(mode(d), d).toBe(0o700);
    for (const f of tree.files) expect(mode(f), f).toBe(0o600);
  });

  it('with NODE_ENV=production a generated password is never printed, only pointed at', () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(64), DATA_DIR: dataDir, PLATFORM_DOMAIN: 'vitrine.com.br' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      printWelcome(config, { accounts: [{ role: 'master', username: 'master', generatedPassword: 'Segredo123Gerado' }], demoCreated: false } as never);
      const printed = log.mock.calls.flat().join('\n');
      expect(printed).not.toContain('Segredo123Gerado');
      expect(printed).toContain(path.join(dataDir, 'initial-credentials.txt'));
    } finally {
      log.mockRestore();
    }
  });

  it('outside production the first start still prints it (a developer at a terminal)', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      printWelcome(config, { accounts: [{ role: 'master', username: 'master', generatedPassword: 'Segredo123Gerado' }], demoCreated: false } as never);
      expect(log.mock.calls.flat().join('\n')).toContain('Segredo123Gerado');
    } finally {
      log.mockRestore();
    }
  });
});
