import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { requireBuilt } from '../../api/test/browser.ts';
import { ADMIN_DIST } from '../../api/src/admin-ui/mount.ts';

/** the first download stays small (≤ 150 KB of gzipped JS); screens load on demand. */
const INITIAL_JS_BUDGET = 150 * 1024;

function initialScripts(): string[] {
  const html = fs.readFileSync(path.join(ADMIN_DIST, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<script[^>]+src="\/admin\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/admin\/([^"]+\.js)"/g)].map(
    (m) => m[1] ?? m[2]!,
  );
  return [...new Set(refs)];
}

describe('admin UI bundle (after npm run build)', () => {
  it('keeps the initial JavaScript within budget', () => {
    requireBuilt(path.join(ADMIN_DIST, 'index.html'), 'O painel administrativo (admin-ui)');
    const files = initialScripts();
    expect(files.length).toBeGreaterThan(0);
    const sizes = files.map((f) => zlib.gzipSync(fs.readFileSync(path.join(ADMIN_DIST, f)), { level: 9 }).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(total, `JS inicial: ${files.map((f, i) => `${f} ${(sizes[i]! / 1024).toFixed(1)} KB`).join(', ')}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  it('leaves zod and the screens out of the first download', () => {
    requireBuilt(path.join(ADMIN_DIST, 'index.html'), 'O painel administrativo (admin-ui)');
    const initial = initialScripts()
      .map((f) => fs.readFileSync(path.join(ADMIN_DIST, f), 'utf8'))
      .join('\n');
    // zod's error class and texts only the lazy screens use
    expect(initial).not.toContain('ZodError');
    for (const screenText of ['Enviar acesso', 'Tornar principal', 'Salvar configurações', 'Produtos recentes']) {
      expect(initial, screenText).not.toContain(screenText);
    }
    const lazy = fs.readdirSync(path.join(ADMIN_DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(lazy.length).toBeGreaterThan(initialScripts().length + 5);
  });
});
