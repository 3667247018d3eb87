import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What dependency-cruiser says of the code, and the folder pairs of api/src that import each other. */
export interface LayerGraph {
  violations: { rule: string; from: string; to: string }[];
  /** Imports that close a file cycle (each cycle counted by its edges). */
  cycleEdges: number;
  /** `a ↔ b`: some file of api/src/a imports api/src/b at run time, and the other way round. */
  folderPairs: { pair: [string, string]; examples: string[] }[];
  allowed: { pair: [string, string]; reason: string }[];
}

/** The repository's root (this file is api/scripts/lib/). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const SOURCES = ['contract/src', 'api/src', 'widget/src', 'admin-ui/src', 'cli/src'];
const CONFIG = '.dependency-cruiser.cjs';

interface Cruise {
  modules: { source: string; dependencies: { resolved: string; circular: boolean }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

const folderOf = (file: string) => /^api\/src\/([^/]+)\//.exec(file)?.[1];

/** Runs dependency-cruiser with the repository's rules (its own process: it takes a few seconds). */
export function cruiseLayers(): LayerGraph {
  const bin = path.join(repoRoot, 'node_modules/.bin/depcruise');
  const json = execFileSync(bin, [...SOURCES, '--config', CONFIG, '--output-type', 'json'], { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024 }).toString();
  const result = JSON.parse(json) as Cruise;
  const edges = new Map<string, string[]>();
  let cycleEdges = 0;
  for (const m of result.modules) {
    const from = folderOf(m.source);
    for (const d of m.dependencies) {
      if (d.circular) cycleEdges++;
      const to = folderOf(d.resolved);
      if (!from || !to || from === to) continue;
      const key = `${from}>${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${m.source} → ${d.resolved}`]);
    }
  }
  const folderPairs: LayerGraph['folderPairs'] = [];
  for (const [key, there] of edges) {
    const [a, b] = key.split('>') as [string, string];
    const back = edges.get(`${b}>${a}`);
    if (a < b && back) folderPairs.push({ pair: [a, b], examples: [there[0]!, back[0]!] });
  }
  const config = createRequire(import.meta.url)(path.join(repoRoot, CONFIG)) as { allowedFolderPairs: LayerGraph['allowed'] };
  return {
    violations: result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })),
    cycleEdges,
    folderPairs,
    allowed: config.allowedFolderPairs,
  };
}
