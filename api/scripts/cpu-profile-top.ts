import fs from 'node:fs';
import path from 'node:path';

/**
 * Sums up a V8 CPU profile (`.cpuprofile`, from `bench:storefront --profile` or `node
 * --cpu-prof`): self time by function, and by where the code lives (our `api/src` folders,
 * each package of node_modules, Node's own internals, the garbage collector).
 *
 *   node api/scripts/cpu-profile-top.ts FILE.cpuprofile [--top 25] [--requests N]
 *
 * With `--requests`, times are also given per request (the profile's requests, counted by the bench).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('Uso: node api/scripts/cpu-profile-top.ts ARQUIVO.cpuprofile [--top 25] [--requests N]');
  process.exit(2);
}
const flag = (name: string, fallback: number) => {
  const at = rest.indexOf(`--${name}`);
  return at >= 0 ? Number(rest[at + 1]) : fallback;
};
const top = flag('top', 25);
const requests = flag('requests', 0);

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

/** Where a frame's code lives: a folder of api/src, a package, Node itself, or V8's own work. */
function place(url: string, name: string): string {
  if (!url) return name === '(garbage collector)' || name === '(program)' || name === '(idle)' ? name : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const ours = url.match(/\/(api|widget)\/(?:src|dist)\/([^/]+)/);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) return 'node:internal';
  return path.basename(url);
}

const fns = new Map<string, number>();
const places = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = place(url, functionName);
  total += us;
  if (where === '(idle)') continue;
  const fn = `${functionName || '(anónima)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''} [${where}]`;
  fns.set(fn, (fns.get(fn) ?? 0) + us);
  places.set(where, (places.get(where) ?? 0) + us);
}
// our functions with what they call (a sample counts once per function on its stack)
const ours = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
    const where = place(url, functionName);
    if (!where.startsWith('api/') && !where.startsWith('widget/')) continue;
    const fn = `${functionName || '(anónima)'} ${path.basename(url)}:${lineNumber + 1} [${where}]`;
    if (seen.has(fn)) continue;
    seen.add(fn);
    ours.set(fn, (ours.get(fn) ?? 0) + us);
  }
}
const idle = places.get('(idle)') ?? [...selfUs].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((n, [, us]) => n + us, 0);
const busy = total - idle;
const line = (label: string, us: number) =>
  `${(us / 1000).toFixed(0).padStart(8)} ms ${((us / busy) * 100).toFixed(1).padStart(5)} %${requests ? `${(us / requests).toFixed(0).padStart(8)} µs/req` : ''}  ${label}`;
console.log(
  `${file}: ${(total / 1000).toFixed(0)} ms amostrados, ${(busy / 1000).toFixed(0)} ms ocupado${requests ? `, ${(busy / requests).toFixed(0)} µs/req` : ''}`,
);
console.log('\nPor lugar (tempo próprio):');
for (const [where, us] of [...places].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(where, us));
console.log('\nPor função (tempo próprio):');
for (const [fn, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(fn, us));
console.log('\nNosso código (tempo incluído, com o que chama; o profiler em si aparece em node:inspector):');
for (const [fn, us] of [...ours].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(fn, us));
