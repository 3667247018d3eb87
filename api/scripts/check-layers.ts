/**
 * `npm run check:layers`: the layer rules of docs/architecture.md ("Layers"). Fails on any
 * rule of .dependency-cruiser.cjs broken (file cycles included), on more than two folder pairs
 * of api/src importing each other, and on a pair the config does not name with its reason.
 */
import { cruiseLayers } from './lib/layer-graph.ts';

const MAX_PAIRS = 2;
const graph = cruiseLayers();
const problems: string[] = [];
for (const v of graph.violations) problems.push(`${v.rule}: ${v.from} → ${v.to}`);
const named = (pair: [string, string]) => graph.allowed.some((a) => [...a.pair].sort().join() === [...pair].sort().join());
for (const { pair, examples } of graph.folderPairs) {
  if (!named(pair))
    problems.push(
      `folders ${pair.join(' ↔ ')} import each other (${examples.join('; ')}): break the knot, or name the pair with its reason in .dependency-cruiser.cjs`,
    );
}
if (graph.folderPairs.length > MAX_PAIRS) problems.push(`${graph.folderPairs.length} folder pairs import each other; at most ${MAX_PAIRS}`);

if (problems.length) {
  console.error(`Layer check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Layers ok: 0 rules broken, 0 file cycles, ${graph.folderPairs.length} folder pairs importing each other (at most ${MAX_PAIRS}).`);
