import fs from 'node:fs';

/**
 * CPU time and resident memory of the processes a bench:scale run is made of (the app
 * processes, Caddy, PostgreSQL's backends for the app), read from /proc once a second.
 * A process that goes away (killed, a backend closed) keeps its last reading, so CPU over a
 * window adds what each process spent while it was seen. One that appears after the first
 * sample (a restarted app, a new backend) counts from zero: its start is spent in the run.
 * Linux only: elsewhere it reads 0.
 */
interface Reading {
  t: number;
  cpuMs: number;
  rssMb: number;
}

const TICK_MS = 10; // /proc's clock ticks: 100 a second on Linux

export function readProc(pid: number): { cpuMs: number; rssMb: number } | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat; rss (in pages) field 24
    return { cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS, rssMb: (Number(fields[21]) * 4096) / 2 ** 20 };
  } catch {
    return undefined;
  }
}

export function resourceSampler(listPids: () => Promise<Map<number, string>>) {
  const seen = new Map<number, { group: string; readings: Reading[] }>();
  let sampled = false;
  const sample = async () => {
    const t = performance.now();
    for (const [pid, group] of await listPids()) {
      const r = readProc(pid);
      if (!r) continue;
      const entry = seen.get(pid) ?? { group, readings: sampled ? [{ t: t - 1, cpuMs: 0, rssMb: 0 }] : [] };
      entry.readings.push({ t, ...r });
      seen.set(pid, entry);
    }
    sampled = true;
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  return {
    start: () => {
      running = sample();
      timer = setInterval(() => void (running = sample().catch(() => undefined)), 1000);
    },
    stop: async () => {
      clearInterval(timer);
      await running;
      await sample();
    },
    /** CPU ms by group between two moments (performance.now()). */
    cpuMs(from: number, to: number): Record<string, number> {
      const out: Record<string, number> = {};
      for (const { group, readings } of seen.values()) {
        const inside = readings.filter((r) => r.t >= from && r.t <= to);
        const before = readings.filter((r) => r.t < from).at(-1);
        const first = before ?? inside[0];
        const last = inside.at(-1);
        if (first && last) out[group] = (out[group] ?? 0) + last.cpuMs - first.cpuMs;
      }
      return out;
    },
    /** Highest and last RSS of each process, MB, by the name it was listed under. */
    rss(): { name: string; pid: number; maxMb: number; lastMb: number }[] {
      return [...seen.entries()]
        .filter(([, e]) => e.group.startsWith('app'))
        .map(([pid, e]) => ({ name: e.group, pid, maxMb: Math.max(...e.readings.map((r) => r.rssMb)), lastMb: e.readings.at(-1)!.rssMb }));
    },
  };
}
