import type { ExportedFile } from '../storefront/static-export.ts';

/** Relative paths only: no `..`, no absolute path, nothing that could leave the site's folder. */
const SAFE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._\-~]*(\/[A-Za-z0-9_][A-Za-z0-9._\-~]*)*$/;

/**
 * Checks an export before anything is written: every path safe and used once, and at least
 * an index page. A broken export must fail the deploy, not publish half a site.
 */
export function checkExport(files: ExportedFile[]): string | null {
  if (!files.length) return 'a exportação não gerou nenhum arquivo';
  const seen = new Set<string>();
  for (const f of files) {
    if (!SAFE_PATH.test(f.path) || f.path.split('/').some((p) => p === '..' || p === '.')) return `caminho inválido na exportação: ${JSON.stringify(f.path)}`;
    if (seen.has(f.path)) return `arquivo repetido na exportação: ${f.path}`;
    seen.add(f.path);
  }
  if (!seen.has('index.html')) return 'a exportação não tem a página inicial (index.html)';
  return null;
}

export const bytesOf = (f: ExportedFile) => (typeof f.body === 'string' ? Buffer.byteLength(f.body) : f.body.length);

/** "1,2 MB": sizes as a Brazilian reader writes them. */
export function formatBytes(n: number): string {
  const fmt = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${fmt(n / 1024)} KB`;
  return `${fmt(n / 1024 / 1024)} MB`;
}

/** Pages are short-lived in caches (a new deploy shows at once); other files may stay longer. */
export function cacheControlFor(f: ExportedFile): string {
  return /\.(html|xml|txt)$/.test(f.path) ? 'public, max-age=60, must-revalidate' : 'public, max-age=86400';
}
