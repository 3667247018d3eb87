import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('dependencies', () => {
  it('keeps every AWS SDK client on one exact version, and each @aws-sdk package installed once', () => {
    // clients released together share their internal packages; mixed versions install them twice
    const api = read('api/package.json');
    const clients = Object.entries<string>(api.dependencies).filter(([name]) => name.startsWith('@aws-sdk/'));
    expect(clients.length).toBeGreaterThan(0);
    expect(new Set(clients.map(([, range]) => range)).size, JSON.stringify(clients)).toBe(1);
    expect(clients[0]![1]).toMatch(/^\d+\.\d+\.\d+$/);

    const installed = new Map<string, Set<string>>();
    for (const [where, pkg] of Object.entries<{ version?: string }>(read('package-lock.json').packages)) {
      const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
      if (where.includes('node_modules/') && name.startsWith('@aws-sdk/')) installed.set(name, (installed.get(name) ?? new Set()).add(pkg.version!));
    }
    const twice = [...installed].filter(([, versions]) => versions.size > 1).map(([name, v]) => `${name}: ${[...v].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('leaves Lighthouse out of the app install (its own folder, api/scripts/lighthouse)', () => {
    const lock = read('package-lock.json');
    expect(Object.keys(lock.packages).filter((p) => /node_modules\/(lighthouse|chrome-launcher)$/.test(p))).toEqual([]);
    expect(read('api/scripts/lighthouse/package.json').devDependencies).toHaveProperty('lighthouse');
  });
});
