import http from 'node:http';
import { request } from './bench-scale-load.ts';
import type { AppSlot } from './bench-scale-cluster.ts';
import type { ScaleOp } from './bench-scale-mix.ts';

/**
 * Freshness across processes: an owner's price edit sent straight to one app process, then
 * the product read as a shopper (the public, cached API answer) from the other process until
 * the new price shows. The time from the write's answer to the first read that shows it is
 * what a shopper on another process waits (bounded below by the last read that did not, which
 * matters when reads are slow). The writing process itself must show it at once.
 */
export interface FreshnessSample {
  writer: string;
  reader: string;
  /** When the write was answered, ms since the run began. */
  at: number;
  /** From the write's answer to the end of the first read that showed it (an upper bound). */
  ms: number;
  /** …and to the start of the last read that did not (a lower bound; 0 when the first read showed it). */
  staleMs: number;
  /** The writer's own next read showed the new price. */
  ownAtOnce: boolean;
  seen: boolean;
}

const GIVE_UP_MS = 5000;

export function freshnessProbe(options: {
  apps: AppSlot[];
  priceEdit: () => ScaleOp;
  onWrite: (op: ScaleOp, status: number, body: string) => void;
  everyMs: number;
  /** performance.now() when the run began. */
  runFrom: number;
}) {
  const samples: FreshnessSample[] = [];
  const agent = new http.Agent({ keepAlive: true });
  let stopped = false;
  let turn = 0;

  const probeOnce = async () => {
    const [writer, reader] = [options.apps[turn % options.apps.length]!, options.apps[(turn + 1) % options.apps.length]!];
    turn++;
    if (!writer.process || !reader.process) return; // a process is down (the kill window)
    const op = options.priceEdit();
    const [id, price] = op.prices![0]!;
    const res = await request(new URL(writer.url), op, agent);
    options.onWrite(op, res.status, res.body);
    if (res.status !== 200) return;
    const written = performance.now();
    const shows = async (slot: AppSlot) => {
      const read = await request(new URL(slot.url), { method: 'GET', path: `/api/products/${id}`, headers: { host: `${op.shop.subdomain}.localhost` } }, agent);
      return read.status === 200 && (JSON.parse(read.body) as { price: number }).price === Number(price);
    };
    const ownAtOnce = !!(await shows(writer));
    let seen = false;
    let staleMs = 0;
    while (!stopped && performance.now() - written < GIVE_UP_MS) {
      const asked = performance.now();
      if ((seen = !!(await shows(reader)))) break;
      staleMs = asked - written;
      await new Promise((r) => setTimeout(r, 10));
    }
    // a probe the end of the run cut short measured nothing: it is neither seen nor given up on
    if (!seen && stopped) return;
    samples.push({ writer: writer.name, reader: reader.name, at: written - options.runFrom, ms: performance.now() - written, staleMs, ownAtOnce, seen });
  };

  const loop = (async () => {
    while (!stopped) {
      await probeOnce();
      await new Promise((r) => setTimeout(r, options.everyMs));
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
      agent.destroy();
    },
  };
}
