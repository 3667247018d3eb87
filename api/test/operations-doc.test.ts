import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './api-process.ts';

/**
 * docs/operations.md is how a new user deploys Vitrine: every variable the server reads must be
 * in its configuration table, and every context option of the CDK app in its AWS section.
 */
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

describe('docs/operations.md', () => {
  const doc = read('docs/operations.md');

  it('documents every environment variable of api/src/config.ts', () => {
    const schema = read('api/src/config.ts').match(/const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/)?.[1] ?? '';
    const names = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !doc.includes(`| \`${n}\``))).toEqual([]);
  });

  it('documents every context option of the CDK app', () => {
    const settings = read('infra/cdk/lib/settings.ts');
    const keys = [...settings.matchAll(/(?:text|int)\('([A-Za-z]+)'/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(8);
    expect(keys.filter((k) => !doc.includes(`\`${k}\``))).toEqual([]);
  });

  it('names the compose and CDK commands that exist', () => {
    expect(doc).toContain('docker compose -f infra/compose.yaml up -d --build');
    expect(fs.existsSync(path.join(repoRoot, 'infra/compose.yaml'))).toBe(true);
    expect(fs.existsSync(path.join(repoRoot, 'infra/.env.example'))).toBe(true);
    expect(doc).toContain('npx cdk deploy --all -c region=sa-east-1 -c domain=');
  });
});
