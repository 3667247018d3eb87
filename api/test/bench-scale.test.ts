import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCALE_KINDS, SCALE_MIX, scaleTraffic, zipf, type ScaleKind, type ScaleOp } from '../scripts/bench-scale-mix.ts';
import { aims, freshness, latencyTimeline, percentile, summarize } from '../scripts/bench-scale-report.ts';
import { hasOptions, imageIdOf } from '../scripts/bench-scale-catalogue.ts';
import type { ScaleAnswer } from '../scripts/bench-scale-load.ts';
import type { ScaleSeed } from '../scripts/bench-scale-seed.ts';
import { benchCaddyfile, lbPolicy } from '../scripts/bench-scale-cluster.ts';
import { resourceSampler } from '../scripts/bench-scale-resources.ts';
import { MissesByKind } from '../scripts/bench-scale-miss-kinds.ts';
import { heapFlags, IMAGE_HEAP, rssAllowanceMb } from '../scripts/bench-scale-memory.ts';

/** The pure parts of `npm run bench:scale` (the run itself is a script, not a test). */

/** A seeded random source (mulberry32): the same numbers every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fakeSeed = (shops: number, products: number): ScaleSeed => ({
  shops: Array.from({ length: shops }, (_, s) => ({
    subdomain: `escala-${s + 1}`,
    siteId: s + 1,
    firstProductId: s * products + 1,
    categoryIds: [1, 2, 3, 4, 5].map((c) => s * 5 + c),
    cookie: `vitrine_session=loja${s + 1}`,
  })),
  names: Array.from({ length: products }, (_, i) => `Produto ${i + 1}`),
  slugs: Array.from({ length: products }, (_, i) => `produto-${i + 1}`),
  products: shops * products,
});

describe('zipf', () => {
  it('gives rank k a share proportional to 1/(k+1)^s, within every rank', () => {
    const sample = zipf(100, 1.1);
    const random = seeded(7);
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 200_000; i++) counts[sample(random)]!++;
    const harmonic = Array.from({ length: 100 }, (_, k) => 1 / (k + 1) ** 1.1).reduce((a, b) => a + b);
    expect(counts[0]! / 200_000).toBeCloseTo(1 / harmonic, 2);
    expect(counts[0]! / counts[1]!).toBeCloseTo(2 ** 1.1, 0);
    expect(counts[99]).toBeGreaterThan(0);
    expect(counts.reduce((a, b) => a + b)).toBe(200_000);
  });

  it('maps the ends of the random range to the first and last rank', () => {
    const sample = zipf(10, 1.1);
    expect(sample(() => 0)).toBe(0);
    expect(sample(() => 0.999_999_999)).toBe(9);
  });
});

describe('percentile', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  it('is the nearest rank', () => {
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([42], 99)).toBe(42);
  });
  it('is 0 for no values', () => {
    expect(percentile([], 99)).toBe(0);
  });
});

describe('the traffic', () => {
  const seed = fakeSeed(50, 40);
  const traffic = scaleTraffic(seed, { s: 1.1, random: seeded(3) });
  const ops = Array.from({ length: 40_000 }, () => traffic.next());

  it('is 85 % reads, 10 % searches and 5 % writes', () => {
    const share = (c: string) => ops.filter((o) => SCALE_MIX[o.kind].class === c).length / ops.length;
    expect(share('read')).toBeCloseTo(0.85, 1);
    expect(share('search')).toBeCloseTo(0.1, 1);
    expect(share('write')).toBeCloseTo(0.05, 1);
    expect(new Set(ops.map((o) => o.kind))).toEqual(new Set<ScaleKind>(SCALE_KINDS.filter((k) => SCALE_MIX[k].weight > 0)));
  });

  it('sends shoppers to the shop by its host and owners to the platform with their own session', () => {
    for (const op of ops) {
      if (SCALE_MIX[op.kind].class === 'write') expect(op.headers).toMatchObject({ host: 'localhost', cookie: op.shop.cookie });
      else expect(op.headers.host).toBe(`${op.shop.subdomain}.localhost`);
    }
  });

  it('edits prices only of products priced by the owner (no options), never the probe’s, each price unique', () => {
    const prices = ops.flatMap((o) => o.prices ?? []);
    const probe = traffic.probeEdit();
    const probeIndex = probe.prices![0]![0] - probe.shop.firstProductId;
    for (const op of ops.filter((o) => o.prices)) {
      for (const [id] of op.prices!) {
        expect(hasOptions(id - op.shop.firstProductId)).toBe(false);
        expect(id - op.shop.firstProductId).not.toBe(probeIndex);
      }
    }
    expect(new Set(prices.map(([, p]) => p)).size).toBe(prices.length);
  });

  it('writes a spreadsheet whose lines carry the prices it records, with comma decimals', () => {
    const op = ops.find((o) => o.kind === 'import')!;
    const lines = op.body!.trim().split('\r\n');
    expect(lines[0]).toBe('id;nome;categoria;preco');
    expect(lines.slice(1).map((l) => l.split(';')[3])).toEqual(op.prices!.map(([, p]) => p.replace('.', ',')));
    expect(op.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('sends beacons as a phone does, each from its own address, never as part of the mix', () => {
    expect(ops.some((o) => o.kind === 'beacon')).toBe(false);
    const beacons = Array.from({ length: 300 }, () => traffic.beacon());
    expect(new Set(beacons.map((b) => b.headers['x-forwarded-for'])).size).toBe(300);
    for (const b of beacons) {
      expect(b).toMatchObject({ method: 'POST', expect: 204, path: `/api/insight/events?sub=${b.shop.subdomain}` });
      expect(JSON.parse(b.body!).kind).toMatch(/^(page_view|product_view)$/);
    }
  });

  it('sends only owner writes when asked for them alone, in the proportions of the mix among them', () => {
    const writes = Array.from({ length: 2000 }, () => traffic.write());
    const share = (kind: ScaleKind) => writes.filter((w) => w.kind === kind).length / writes.length;
    expect(writes.every((w) => SCALE_MIX[w.kind].class === 'write' && w.method !== 'GET')).toBe(true);
    // 3 : 1.5 : 0.5, as in the mix
    expect(share('priceEdit')).toBeCloseTo(0.6, 1);
    expect(share('newProduct')).toBeCloseTo(0.3, 1);
    expect(share('import')).toBeCloseTo(0.1, 1);
    expect(writes.some((w) => w.kind === 'beacon')).toBe(false);
  });

  it('sends as many owner writes as --write-share asks, the reads and searches in their proportions', () => {
    const share = (ops: ScaleOp[], c: string) => ops.filter((o) => SCALE_MIX[o.kind].class === c).length / ops.length;
    const none = scaleTraffic(seed, { s: 1.1, random: seeded(4), writeShare: 0 });
    const noWrites = Array.from({ length: 20_000 }, () => none.next());
    expect(share(noWrites, 'write')).toBe(0);
    expect(share(noWrites, 'search') / share(noWrites, 'read')).toBeCloseTo(10 / 85, 1);
    const more = scaleTraffic(seed, { s: 1.1, random: seeded(5), writeShare: 20 });
    const manyWrites = Array.from({ length: 20_000 }, () => more.next());
    expect(share(manyWrites, 'write')).toBeCloseTo(0.2, 1);
    expect(share(manyWrites, 'read')).toBeCloseTo(0.8 * (85 / 95), 1);
  });

  it('favours the first shops, as Zipf says', () => {
    const first = ops.filter((o) => o.shop.siteId === 1).length;
    const tenth = ops.filter((o) => o.shop.siteId === 10).length;
    expect(first / tenth).toBeGreaterThan(8);
  });

  it('names the image of a product as the seed made it (an md5 uuid)', () => {
    expect(imageIdOf(1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(imageIdOf(1)).not.toBe(imageIdOf(2));
  });
});

describe('the report', () => {
  const answer = (kind: ScaleKind, at: number, ms: number, status: number, cache?: string): ScaleAnswer => ({ kind, at, ms, status, cache, bytes: 1000 });
  const answers = [
    answer('home', 0, 10, 200, 'HIT'),
    answer('home', 100, 20, 200, 'MISS'),
    answer('apiProduct', 200, 30, 200, 'HIT'),
    // due before the kill, cut by it: the window's
    answer('home', 900, 150, 502),
    answer('apiProduct', 1500, 5000, 200, 'MISS'),
    answer('priceEdit', 3000, 40, 200),
    answer('newProduct', 3100, 50, 500),
  ];
  const summary = summarize(answers, 4, { from: 1000, to: 2000 });

  it('counts errors inside the kill window apart from the others', () => {
    expect(summary.errorsInWindow).toBe(1);
    expect(summary.errorsOutside).toBe(1);
    expect(summary.errorSamples).toEqual(['newProduct → 500']);
  });

  it('leaves the window out of the latency, and counts hits among cacheable answers', () => {
    expect(summary.byKind.home).toMatchObject({ count: 2, errors: 0, p50: 10, p99: 20 });
    expect(summary.byKind.apiProduct.count).toBe(1);
    expect(summary.byClass.write).toMatchObject({ count: 2, errors: 1, p99: 40 });
    expect(summary.hitRatio).toBeCloseTo(2 / 4);
    expect(summary.throughput).toBe(7 / 4);
  });

  it('slices the run by when requests were due, the kill window named, errors left out of the latency', () => {
    const rows = latencyTimeline(answers, 4, { from: 1000, to: 2000 }, 1000).map((r) => r.split(/\s{2,}/));
    expect(rows.slice(1)).toEqual([
      // reads (searches with them): 10, 20, 30 ms; the 502 at 900 ms is an error, not a latency
      // hits among the slice's cacheable reads: 2 of 3 (the 502 has no X-Cache), then a miss
      ['0–1 s', '4', '20', '30', '0', '67 %'],
      ['1–2 s queda', '1', '5000', '5000', '0', '0 %'],
      ['2–3 s', '0', '0', '0', '0', '0 %'],
      ['3–4 s', '2', '0', '0', '40', '0 %'],
    ]);
  });

  it("adds each process's reads p99 by the port Caddy names, and its CPU", () => {
    const byPort = [
      { ...answer('home', 0, 10, 200), upstream: '3001' },
      { ...answer('home', 100, 900, 200), upstream: '3002' },
      { ...answer('apiProduct', 200, 30, 200), upstream: '3001' },
      { ...answer('priceEdit', 300, 2000, 200), upstream: '3002' },
    ];
    const processes = [
      { name: 'app-1', port: 3001 },
      { name: 'app-2', port: 3002 },
    ];
    const cpu = [{ 'app-1': 250, 'app-2': 900, postgres: 100 }];
    const [head, row] = latencyTimeline(byPort, 1, undefined, 1000, { processes, cpu }).map((r) => r.trim().split(/\s{2,}/));
    expect(head!.slice(-5)).toEqual(['p99 app-1', 'p99 app-2', 'CPU app-1', 'CPU app-2', 'CPU postgres']);
    // the write's 2,000 ms is not a read of app-2; CPU as a share of one core over the slice's second
    expect(row).toEqual(['0–1 s', '4', '30', '900', '2000', '0 %', '30', '900', '25 %', '90 %', '10 %']);
  });

  it('judges the aims', () => {
    const fresh = freshness(
      [
        { writer: 'app-1', reader: 'app-2', at: 0, ms: 120, staleMs: 40, ownAtOnce: true, seen: true },
        { writer: 'app-2', reader: 'app-1', at: 3000, ms: 1400, staleMs: 900, ownAtOnce: true, seen: true },
        // its reader was killed: left out
        { writer: 'app-2', reader: 'app-1', at: 1200, ms: 5000, staleMs: 4900, ownAtOnce: true, seen: false },
      ],
      { from: 1000, to: 2000 },
    );
    expect(fresh).toMatchObject({ samples: 2, notSeen: 0, withinOneSecond: 1, max: 1400, staleMax: 900 });
    const verdicts = aims({ summary, fresh, lost: 0, rss: [{ name: 'app-1', maxMb: 300 }], cacheMb: 64, rssAllowanceMb: 250 });
    expect(Object.fromEntries(verdicts.map((v) => [v.name, v.ok]))).toEqual({
      'leituras p99 ≤ 100 ms': true,
      'escritas p99 ≤ 250 ms': true,
      'nenhuma escrita perdida': true,
      'mudança visível no outro processo em ≤ 1 s': false,
      'erros só na janela da queda': false,
      'RSS ≤ CACHE_MAX_MB + 250 MB': true,
    });
  });
});

describe("Caddy's choice of process", () => {
  it('takes turns unless least_conn is asked for, and names the policy in the Caddyfile', () => {
    expect(lbPolicy(undefined)).toBe('round_robin');
    expect(lbPolicy('least_conn')).toBe('least_conn');
    expect(benchCaddyfile(8080, [3001, 3002])).toContain('reverse_proxy 127.0.0.1:3001 127.0.0.1:3002 {\n\t\tlb_policy round_robin');
    expect(benchCaddyfile(8080, [3001, 3002], 'least_conn')).toContain('lb_policy least_conn');
    expect(benchCaddyfile(8080, [3001, 3002])).not.toContain('transport http');
    expect(benchCaddyfile(8080, [3001, 3002])).toContain('header_down X-Upstream {http.reverse_proxy.upstream.port}');
    // the AWS balancer's check: the process and its database
    expect(benchCaddyfile(8080, [3001, 3002])).toContain('health_uri /readyz');
    expect(benchCaddyfile(8080, [3001, 3002], 'round_robin', 128)).toContain('transport http {\n\t\t\tkeepalive_idle_conns_per_host 128\n\t\t}\n\t}');
  });
});

describe('the CPU sampler', () => {
  it('counts a process that starts mid-run from zero: a restart spends its start in the run', async () => {
    const pids = new Map<number, string>();
    const sampler = resourceSampler(async () => pids);
    const from = performance.now();
    sampler.start();
    await new Promise((r) => setTimeout(r, 100));
    // 400 ms of its own CPU at once (however long that takes on a busy machine), then idle
    const child = spawn(process.execPath, ['-e', "while (process.cpuUsage().user < 400000); console.log('done'); setTimeout(() => {}, 5000)"], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => child.stdout!.once('data', resolve));
    // first seen after its CPU was spent, as a restarted app is (its start-up comes before it is listed)
    pids.set(child.pid!, 'child');
    // stop() reads every process once more
    await sampler.stop();
    child.kill();
    expect(sampler.cpuMs(from, performance.now()).child).toBeGreaterThanOrEqual(400);
  });
});

describe('the misses by kind, as the bench sees them', () => {
  it('counts a first ask of a process as new, an ask after a write of its shop as changed, the rest as other', () => {
    const seen = new MissesByKind();
    seen.read('home', 'a', 'a.localhost/', '3001', 'MISS'); // new to 3001
    seen.read('home', 'a', 'a.localhost/', '3002', 'MISS'); // new to 3002: each process its own cache
    seen.read('home', 'a', 'a.localhost/', '3001', 'HIT');
    seen.write('b'); // another shop's write changes nothing of a
    seen.read('home', 'a', 'a.localhost/', '3001', 'MISS'); // other: let go for memory
    seen.write('a');
    seen.read('home', 'a', 'a.localhost/', '3001', 'MISS'); // changed
    seen.read('apiProduct', 'a', 'a.localhost/api/products/1', '3001', 'MISS'); // new
    seen.forget('3001'); // restarted: an empty cache
    seen.read('home', 'a', 'a.localhost/', '3001', 'MISS'); // new again
    expect(Object.fromEntries(seen.counts)).toEqual({
      home: { new: 3, changed: 1, other: 1 },
      apiProduct: { new: 1, changed: 0, other: 0 },
    });
    expect(seen.lines()[0]).toBe('página inicial: 5, novas 60 %, depois de escrita da loja 20 %, outras 20 %; 100 % das faltas depois de escrita');
  });
});

describe("the processes' heap, as the image runs them", () => {
  it("passes infra/Dockerfile's own ceilings, and allows V8's heap limit they make plus the rest", () => {
    const dockerfile = fs.readFileSync(new URL('../../infra/Dockerfile', import.meta.url), 'utf8');
    const flags = heapFlags(IMAGE_HEAP.oldMb, IMAGE_HEAP.semiMb);
    expect(dockerfile).toContain(`ENV NODE_OPTIONS="${flags}"`);
    // the limit V8 itself reports under those flags: old generation and three semi-spaces
    const limitMb = Number(
      execFileSync(process.execPath, [...flags.split(' '), '-p', 'require("v8").getHeapStatistics().heap_size_limit / 2 ** 20'], { encoding: 'utf8' }),
    );
    expect(limitMb).toBe(IMAGE_HEAP.oldMb + 3 * IMAGE_HEAP.semiMb);
    expect(rssAllowanceMb(IMAGE_HEAP.oldMb, IMAGE_HEAP.semiMb)).toBe(limitMb + 150);
    expect(rssAllowanceMb(512, 32)).toBe(512 + 96 + 150);
    // left to V8: the image's figures, not the machine's
    expect(heapFlags(0, 0)).toBe('');
    expect(rssAllowanceMb(0, 0)).toBe(limitMb + 150);
  });
});
