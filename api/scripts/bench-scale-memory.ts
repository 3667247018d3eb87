import fs from 'node:fs';

/** A process besides V8's heap and the cache: the node binary and libraries mapped, Buffers in flight, zlib, the driver (docs/operations.md, "Memory"). */
const REST_OF_PROCESS_MB = 150;
/** infra/Dockerfile's NODE_OPTIONS: what the image's processes run with. */
export const IMAGE_HEAP = { oldMb: 256, semiMb: 16 };

/** The app processes' V8 flags: the old generation's ceiling and the semi-space's (0: left to V8, which sizes them from the machine's memory). */
export function heapFlags(oldMb: number, semiMb: number): string {
  return [oldMb ? `--max-old-space-size=${oldMb}` : '', semiMb ? `--max-semi-space-size=${semiMb}` : ''].filter(Boolean).join(' ');
}

/**
 * What a process on PostgreSQL may hold besides its cache (the RSS aim): V8's heap limit, the
 * old generation and the young one's three semi-spaces (the image's where V8 is left to choose),
 * and the rest of the process.
 */
export function rssAllowanceMb(oldMb: number, semiMb: number): number {
  return (oldMb || IMAGE_HEAP.oldMb) + 3 * (semiMb || IMAGE_HEAP.semiMb) + REST_OF_PROCESS_MB;
}

/**
 * What an app process's resident memory is made of, at one moment: the kernel's split of RSS
 * (anonymous memory against mapped files: the node binary, sharp's libvips, PGlite's
 * WebAssembly), and the process's own view from /metrics (V8's heap, memory outside it such
 * as Buffers, and the public cache's bytes). bench:scale prints it for each live process at the
 * end of the run, so RSS against `CACHE_MAX_MB` can be explained, not only compared; beside it,
 * how often the process found a request's shop in memory (each time it did not was a query, for cached answers too).
 */
export interface MemoryParts {
  rssMb: number;
  anonMb: number;
  fileMb: number;
  heapMb: number;
  heapUsedMb: number;
  /** V8's spaces by used MB: old, code, large objects, new… */
  spacesMb: Record<string, number>;
  externalMb: number;
  /** The event loop's delay since the process started (no scrape before this one): p99 and max, ms. */
  loopP99Ms: number;
  loopMaxMs: number;
  /** Seconds spent in V8's collections since the process started, by kind (major, minor…). */
  gcSeconds: Record<string, number>;
  cacheAnswersMb: number;
  cacheShopsMb: number;
  /** The other stores bounded apart (addresses, drawn parts, favicons), MB each. */
  cacheAddressesMb: number;
  cachePartsMb: number;
  cacheFaviconsMb: number;
  /** Shop lookups answered from memory and from the database since the process started. */
  lookupHits: number;
  lookupMisses: number;
  /** The public cache's misses since the process started, by why (new, changed, evicted). */
  misses: Record<string, number>;
  /** Hits that were answers kept across products' edits and carried to their shop's new version. */
  carried: number;
}

const MB = 2 ** 20;

export async function memoryParts(url: string, pid: number, metricsToken: string): Promise<MemoryParts | undefined> {
  const status = procStatus(pid);
  if (!status) return undefined;
  const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  const value = (name: string, labels = '') => {
    const line = metrics.split('\n').find((l) => l.startsWith(`${name}${labels} `));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
  };
  const mb = (name: string, labels = '') => value(name, labels) / MB;
  return {
    ...status,
    heapMb: mb('nodejs_heap_size_total_bytes'),
    heapUsedMb: mb('nodejs_heap_size_used_bytes'),
    spacesMb: Object.fromEntries(
      [...metrics.matchAll(/^nodejs_heap_space_size_used_bytes\{space="(\w+)"\} (\S+)$/gm)].map((m) => [m[1]!.replace(/_space$/, ''), Number(m[2]) / MB]),
    ),
    externalMb: mb('nodejs_external_memory_bytes'),
    loopP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    loopMaxMs: value('nodejs_eventloop_lag_max_seconds') * 1000,
    gcSeconds: Object.fromEntries([...metrics.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\} (\S+)$/gm)].map((m) => [m[1]!, Number(m[2])])),
    cacheAnswersMb: mb('vitrine_cache_bytes', '{cache="answers"}'),
    cacheShopsMb: mb('vitrine_cache_bytes', '{cache="shops"}'),
    cacheAddressesMb: mb('vitrine_cache_bytes', '{cache="addresses"}'),
    cachePartsMb: mb('vitrine_cache_bytes', '{cache="parts"}'),
    cacheFaviconsMb: mb('vitrine_cache_bytes', '{cache="favicons"}'),
    lookupHits: value('vitrine_cache_shop_lookups_total', '{result="hit"}'),
    lookupMisses: value('vitrine_cache_shop_lookups_total', '{result="miss"}'),
    misses: Object.fromEntries([...metrics.matchAll(/^vitrine_cache_misses_total\{cause="(\w+)"\} (\S+)$/gm)].map((m) => [m[1]!, Number(m[2])])),
    carried: value('vitrine_cache_carried_total', '{across="products"}'),
  };
}

function procStatus(pid: number): Pick<MemoryParts, 'rssMb' | 'anonMb' | 'fileMb'> | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN) / 1024;
    return { rssMb: kb('VmRSS'), anonMb: kb('RssAnon'), fileMb: kb('RssFile') + kb('RssShmem') };
  } catch {
    return undefined;
  }
}

export function memoryLine(name: string, m: MemoryParts): string {
  const f = (n: number) => (Number.isNaN(n) ? '?' : n.toFixed(0));
  return `${name}: RSS ${f(m.rssMb)} MB = anônima ${f(m.anonMb)} + arquivos ${f(m.fileMb)}; heap do V8 ${f(m.heapMb)} (em uso ${f(m.heapUsedMb)}: ${Object.entries(
    m.spacesMb,
  )
    .filter(([, mb]) => mb >= 1)
    .map(([space, mb]) => `${space} ${f(mb)}`)
    .join(
      ', ',
    )}), fora do heap (Buffers…) ${f(m.externalMb)}, cache: respostas ${f(m.cacheAnswersMb)}, lojas ${f(m.cacheShopsMb)}, endereços ${f(m.cacheAddressesMb)}, partes ${f(m.cachePartsMb)}, ícones ${f(m.cacheFaviconsMb)} MB (lojas achadas em memória: ${lookupShare(m)}; faltas: ${missCauses(m)}); atraso do event loop p99 ${f(m.loopP99Ms)} ms, máx ${f(m.loopMaxMs)} ms; GC ${Object.entries(
    m.gcSeconds,
  )
    .map(([kind, s]) => `${kind} ${s.toFixed(1)} s`)
    .join(', ')}`;
}

/** The public cache's misses by why: new addresses, dropped by a write of their shop, let go for memory. */
function missCauses(m: MemoryParts): string {
  const all = Object.values(m.misses).reduce((a, b) => a + b, 0);
  if (!all) return '?';
  const share = (cause: string) => `${((100 * (m.misses[cause] ?? 0)) / all).toFixed(0)} %`;
  const carried = Number.isNaN(m.carried) ? '' : `; respostas mantidas em edições de produtos: ${m.carried}`;
  return `${all}, novas ${share('new')}, por mudança da loja ${share('changed')}, despejadas ${share('evicted')}${carried}`;
}

/** The share of shop lookups answered from memory, and how many read the database. */
function lookupShare(m: MemoryParts): string {
  const all = m.lookupHits + m.lookupMisses;
  return all > 0 ? `${((100 * m.lookupHits) / all).toFixed(1)} %, ${m.lookupMisses} do banco` : '?';
}
