import { SCALE_KINDS, SCALE_MIX, type ScaleClass, type ScaleKind } from './bench-scale-mix.ts';
import type { ScaleAnswer } from './bench-scale-load.ts';
import type { FreshnessSample } from './bench-scale-freshness.ts';

/**
 * The figures of a bench:scale run, worked out from every answer (pure: no clock, no I/O),
 * and the report printed from them.
 */

/** The nearest-rank percentile (p in 0…100) of values sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Latency {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latency(answers: readonly ScaleAnswer[], expect: (a: ScaleAnswer) => boolean): Latency {
  const ok = answers.filter(expect);
  const ms = ok.map((a) => a.ms).sort((a, b) => a - b);
  return {
    count: answers.length,
    errors: answers.length - ok.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? 0,
  };
}

/** A stretch of the run, in ms since it started: [from, to). */
export interface Window {
  from: number;
  to: number;
}
/** Whether a request was waiting or in flight at some moment of the window (a request cut by the kill was due before it). */
export const inside = (w: Window | undefined, a: Pick<ScaleAnswer, 'at' | 'ms'>) => !!w && a.at < w.to && a.at + a.ms >= w.from;

export interface Summary {
  seconds: number;
  requests: number;
  throughput: number;
  byKind: Record<ScaleKind, Latency>;
  byClass: Record<ScaleClass, Latency>;
  /** Cacheable answers (reads and searches) that were hits. */
  hitRatio: number;
  /** Errors inside the kill window and outside it. */
  errorsInWindow: number;
  errorsOutside: number;
  errorSamples: string[];
}

const EXPECTED: Record<ScaleKind, number> = Object.fromEntries(SCALE_KINDS.map((k) => [k, k === 'newProduct' ? 201 : k === 'beacon' ? 204 : 200])) as Record<
  ScaleKind,
  number
>;
export const isExpected = (a: ScaleAnswer) => a.status === EXPECTED[a.kind];

/** Latency by kind and by class outside the kill window (the platform as it is most of the time); errors everywhere. */
export function summarize(answers: readonly ScaleAnswer[], seconds: number, killWindow?: Window): Summary {
  const steady = answers.filter((a) => !inside(killWindow, a));
  const byKind = Object.fromEntries(
    SCALE_KINDS.map((k) => [
      k,
      latency(
        steady.filter((a) => a.kind === k),
        isExpected,
      ),
    ]),
  ) as Record<ScaleKind, Latency>;
  const classes: ScaleClass[] = ['read', 'search', 'write'];
  const byClass = Object.fromEntries(
    classes.map((c) => [
      c,
      latency(
        steady.filter((a) => SCALE_MIX[a.kind].class === c),
        isExpected,
      ),
    ]),
  ) as Record<ScaleClass, Latency>;
  const failed = answers.filter((a) => !isExpected(a));
  const inWindow = failed.filter((a) => inside(killWindow, a)).length;
  return {
    seconds,
    requests: answers.length,
    throughput: answers.length / seconds,
    byKind,
    byClass,
    hitRatio: hitRatio(answers),
    errorsInWindow: inWindow,
    errorsOutside: failed.length - inWindow,
    errorSamples: [...new Set(failed.filter((a) => !inside(killWindow, a)).map((a) => `${a.kind} → ${a.status || 'sem resposta'}`))].slice(0, 10),
  };
}

export interface Freshness {
  samples: number;
  notSeen: number;
  ownLate: number;
  p50: number;
  p99: number;
  max: number;
  /** The longest a read started after the write still missed it. */
  staleMax: number;
  withinOneSecond: number;
}

/** Freshness outside the kill window (a probe whose reader was killed under it says nothing about freshness). */
export function freshness(all: readonly FreshnessSample[], killWindow?: Window): Freshness {
  const samples = all.filter((s) => !inside(killWindow, s));
  const seen = samples
    .filter((s) => s.seen)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const stale = samples
    .filter((s) => s.seen)
    .map((s) => s.staleMs)
    .sort((a, b) => a - b);
  return {
    samples: samples.length,
    notSeen: samples.length - seen.length,
    ownLate: samples.filter((s) => !s.ownAtOnce).length,
    p50: percentile(seen, 50),
    p99: percentile(seen, 99),
    max: seen.at(-1) ?? 0,
    staleMax: stale.at(-1) ?? 0,
    withinOneSecond: seen.filter((ms) => ms <= 1000).length,
  };
}

/** Per 1,000 answered requests. */
export const perThousand = (cpuMs: number, requests: number) => (requests ? (cpuMs * 1000) / requests : 0);

export interface Aim {
  name: string;
  ok: boolean;
  detail: string;
}

export function aims(o: {
  summary: Summary;
  fresh: Freshness;
  lost: number;
  rss: { name: string; maxMb: number }[];
  cacheMb: number;
  rssAllowanceMb: number;
}): Aim[] {
  const { read, write } = o.summary.byClass;
  const worstRss = Math.max(0, ...o.rss.map((r) => r.maxMb));
  return [
    { name: 'leituras p99 ≤ 100 ms', ok: read.p99 <= 100, detail: `${read.p99.toFixed(0)} ms` },
    { name: 'escritas p99 ≤ 250 ms', ok: write.p99 <= 250, detail: `${write.p99.toFixed(0)} ms` },
    { name: 'nenhuma escrita perdida', ok: o.lost === 0, detail: `${o.lost} perdidas` },
    {
      name: 'mudança visível no outro processo em ≤ 1 s',
      ok: o.fresh.samples > 0 && o.fresh.notSeen === 0 && o.fresh.max <= 1000 && o.fresh.ownLate === 0,
      detail: `${o.fresh.withinOneSecond}/${o.fresh.samples} em ≤ 1 s, máx ${o.fresh.max.toFixed(0)} ms (leitura desatualizada iniciada até ${o.fresh.staleMax.toFixed(0)} ms depois), não vistas ${o.fresh.notSeen}, o próprio atrasado ${o.fresh.ownLate}`,
    },
    { name: 'erros só na janela da queda', ok: o.summary.errorsOutside === 0, detail: `${o.summary.errorsInWindow} dentro, ${o.summary.errorsOutside} fora` },
    {
      name: `RSS ≤ CACHE_MAX_MB + ${o.rssAllowanceMb} MB`,
      ok: worstRss <= o.cacheMb + o.rssAllowanceMb,
      detail: `máx ${worstRss.toFixed(0)} MB (CACHE_MAX_MB=${o.cacheMb})`,
    },
  ];
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** The share of cacheable reads (those answered with an X-Cache state) that were hits. */
function hitRatio(answers: readonly ScaleAnswer[]): number {
  const cacheable = answers.filter((a) => SCALE_MIX[a.kind].class !== 'write' && a.cache);
  return cacheable.length ? cacheable.filter((a) => a.cache === 'HIT').length / cacheable.length : 0;
}

/** What a slice of the timeline adds, by process: its reads p99 (by the port Caddy names) and its CPU. */
export interface TimelineDetail {
  processes?: readonly { name: string; port: number }[];
  /** CPU ms by process group (app-1, postgres…) in each slice, in order. */
  cpu?: readonly Record<string, number>[];
}

/**
 * The run in slices by when requests were due (all of them, the kill window's included): where
 * in the run the tail is, whether all along or after the kill while the backlog drains. With
 * `detail`, which process holds the tail and how busy each was (CPU as % of one core).
 */
export function latencyTimeline(answers: readonly ScaleAnswer[], seconds: number, killWindow?: Window, sliceMs = 5000, detail: TimelineDetail = {}): string[] {
  const processes = detail.processes ?? [];
  const groups = [...new Set((detail.cpu ?? []).flatMap((c) => Object.keys(c)))].sort();
  const out = [
    `${'trecho'.padEnd(14)}${pad('pedidos', 9)}${pad('leit. p50', 11)}${pad('leit. p99', 11)}${pad('escr. p99', 11)}${pad('acertos', 9)}${processes.map((p) => pad(`p99 ${p.name}`, 12)).join('')}${groups.map((g) => pad(`CPU ${g}`, 14)).join('')}`,
  ];
  for (let from = 0, i = 0; from < seconds * 1000; from += sliceMs, i++) {
    const to = from + sliceMs;
    const slice = answers.filter((a) => a.at >= from && a.at < to);
    const reads = slice.filter((a) => SCALE_MIX[a.kind].class !== 'write');
    const read = latency(reads, isExpected);
    const write = latency(
      slice.filter((a) => SCALE_MIX[a.kind].class === 'write'),
      isExpected,
    );
    const byProcess = processes.map((p) =>
      pad(
        latency(
          reads.filter((a) => a.upstream === String(p.port)),
          isExpected,
        ).p99.toFixed(0),
        12,
      ),
    );
    const cpu = groups.map((g) => pad(`${(((detail.cpu?.[i]?.[g] ?? 0) / sliceMs) * 100).toFixed(0)} %`, 14));
    const kill = killWindow && from < killWindow.to && to > killWindow.from ? ' queda' : '';
    const label = `${from / 1000}–${to / 1000} s${kill}`;
    out.push(
      `${label.padEnd(14)}${pad(slice.length, 9)}${pad(read.p50.toFixed(0), 11)}${pad(read.p99.toFixed(0), 11)}${pad(write.p99.toFixed(0), 11)}${pad(`${(hitRatio(slice) * 100).toFixed(0)} %`, 9)}${byProcess.join('')}${cpu.join('')}`,
    );
  }
  return out;
}

export function latencyTable(summary: Summary): string[] {
  const out = [`${'tipo'.padEnd(36)}${pad('pedidos', 9)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('máx ms', 8)}${pad('erros', 7)}`];
  const row = (label: string, l: Latency) =>
    `${label.padEnd(36)}${pad(l.count, 9)}${pad(l.p50.toFixed(1), 8)}${pad(l.p95.toFixed(1), 8)}${pad(l.p99.toFixed(1), 8)}${pad(l.max.toFixed(0), 8)}${pad(l.errors, 7)}`;
  for (const k of SCALE_KINDS) if (SCALE_MIX[k].weight) out.push(row(SCALE_MIX[k].label, summary.byKind[k]));
  out.push(row('— leituras (85 %)', summary.byClass.read), row('— buscas (10 %)', summary.byClass.search), row('— escritas (5 %)', summary.byClass.write));
  return out;
}
