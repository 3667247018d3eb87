import type { ExportedFile } from '../storefront/static-export.ts';

/** Relative paths only: no `..`, no absolute path, nothing that could leave the site's folder. */
const SAFE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._\-~]*(\/[A-Za-z0-9_][A-Za-z0-9._\-~]*)*$/;

/** What is wrong with one path of an export (unsafe, or already in `seen`), or null. */
export function pathProblem(path: string, seen: ReadonlySet<string>): string | null {
  if (!SAFE_PATH.test(path) || path.split('/').some((p) => p === '..' || p === '.')) return `caminho inválido na exportação: ${JSON.stringify(path)}`;
  if (seen.has(path)) return `arquivo repetido na exportação: ${path}`;
  return null;
}

/** What is wrong with an export as a whole, from its paths: nothing in it, or no index page. */
export function exportProblem(paths: ReadonlySet<string>): string | null {
  if (!paths.size) return 'a exportação não gerou nenhum arquivo';
  if (!paths.has('index.html')) return 'a exportação não tem a página inicial (index.html)';
  return null;
}

/** "1,2 MB": sizes as a Brazilian reader writes them. */
export function formatBytes(n: number): string {
  const fmt = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${fmt(n / 1024)} KB`;
  return `${fmt(n / 1024 / 1024)} MB`;
}

/** Pages are short-lived in caches (a new deploy shows at once); other files may stay longer. */
export function cacheControlFor(f: Pick<ExportedFile, 'path'>): string {
  return /\.(html|xml|txt)$/.test(f.path) ? 'public, max-age=60, must-revalidate' : 'public, max-age=86400';
}
