/**
 * `npm run counts`: the wiring counts of docs/architecture.md ("Counts"), the measures
 * set out to bring down. Reads the sources as text (and the route table, for the API's paths);
 * dependency-cruiser for cycles and folder pairs; `duplicates` for the admin's logic pairs when
 * that command is installed (on the team's machines, not in CI: then the row says so).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '../src/routes.ts';
import { cruiseLayers, repoRoot } from './lib/layer-graph.ts';

const CODE = /\.(ts|tsx)$/;
const TEST = /(\.test\.tsx?$|\/test\/)/;

function files(dir: string, { tests = false } = {}): string[] {
  const root = path.join(repoRoot, dir);
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => CODE.test(f) && !f.includes('node_modules') && (tests || !TEST.test(`/${f}`)))
    .map((f) => path.join(root, f));
}

const count = (list: string[], pattern: RegExp) => list.reduce((n, f) => n + (fs.readFileSync(f, 'utf8').match(pattern)?.length ?? 0), 0);

const api = files('api/src');
const clients = ['admin-ui/src', 'widget/src', 'cli/src'].flatMap((d) => files(d));
const apiWithTests = files('api/src', { tests: true });

// a literal that starts with one of the API's own first path segments (/products, /master/…) or /api/;
// the two tables of pages are not API calls though their paths look alike (the storefront's
// /products page, the admin's /products screen): each page path is written there once
const PAGE_TABLES = new Set(['admin-ui/src/app/paths.ts', 'widget/src/model/routes.ts'].map((f) => path.join(repoRoot, f)));
const segments = [...new Set(apiRoutes.map((r) => r.spec.path.split('/')[1]).filter(Boolean))];
const apiPath = new RegExp(String.raw`['"\`]/(api/|(${segments.join('|')})(?=[/'"\`?$]))`, 'g');

function duplicatePairs(): string {
  try {
    const out = execFileSync('duplicates', ['--repo', path.join(repoRoot, 'admin-ui'), '--most', '200', '--seconds', '60'], { encoding: 'utf8' });
    // logic: both sides code of the app (.ts/.tsx outside test/), not the stylesheets or the tests
    const logic = (side: string) => /\.tsx?:/.test(side) && !/(^|\/)test\//.test(side);
    const rows = out.split('\n').filter((l) => /^D\d+ /.test(l) && !l.includes('boilerplate'));
    return String(rows.filter((l) => l.split(' ~ ').every(logic)).length);
  } catch {
    return 'skipped (the `duplicates` command is not installed here)';
  }
}

/** knip's findings (knip.json): unused exports and exported types, files and dependencies; `npm run check:unused` fails CI on any. */
function unusedExports(): string {
  const out = execFileSync(path.join(repoRoot, 'node_modules/.bin/knip'), ['--no-progress', '--reporter', 'json', '--no-exit-code'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const { issues } = JSON.parse(out) as { issues: Record<string, unknown>[] };
  let total = 0;
  for (const file of issues)
    for (const [kind, found] of Object.entries(file))
      if (kind !== 'file' && kind !== 'owners')
        total += Array.isArray(found) ? found.length : found && typeof found === 'object' ? Object.keys(found).length : 0;
  return String(total);
}

const graph = cruiseLayers();
const rows: [string, string | number][] = [
  ['context casts (`as SiteContext`, `as UserContext`)', count(api, /\bas (SiteContext|UserContext)\b/g)],
  ['non-null assertions on ctx (`ctx.site!`, `ctx.user!`)', count(api, /\bctx\.(site|user)!/g)],
  ['`as unknown as` in api/src (tests included)', count(apiWithTests, /\bas unknown as\b/g)],
  ['file cycles (imports closing one, run time)', graph.cycleEdges],
  ['api/src folder pairs importing each other', graph.folderPairs.length],
  // the CLI may use the api package itself (`@vitrine/api/server`: it runs the server's own commands); the browser clients may not
  [
    'deep `../api/src` imports in admin-ui, widget, cli; `@vitrine/api` in admin-ui, widget (tests excluded)',
    count(clients, /from ['"](\.\.\/)+api\/src\//g) +
      count(
        clients.filter((f) => !f.includes('/cli/')),
        /from ['"]@vitrine\/api\b/g,
      ),
  ],
  [
    'literal API paths in admin-ui, widget, cli (a string starting with an API path segment; the page tables excluded)',
    count(
      clients.filter((f) => !PAGE_TABLES.has(f)),
      apiPath,
    ),
  ],
  ['`duplicates` logic pairs in admin-ui', duplicatePairs()],
  ['unused exports, types, files and dependencies (knip)', unusedExports()],
];

const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
