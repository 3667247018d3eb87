import http from 'node:http';
import type { ScaleKind, ScaleOp } from './bench-scale-mix.ts';

/**
 * The load of `npm run bench:scale`, on keep-alive connections of node:http. Two ways:
 * closed (`concurrency` clients, each sending its next request when the last is answered:
 * the saturation throughput) and open (`rate` requests a second arriving on schedule,
 * whatever the server does, at most `concurrency` in flight). In the open way a request's
 * time counts from when it was due, not when a connection was free, so a server that falls
 * behind shows it in its latency (no coordinated omission). autocannon's own rate limit
 * sends each second's requests in a burst, which measures saturation at any rate.
 */
export interface ScaleAnswer {
  kind: ScaleKind;
  /** ms since the run started, when the request was due. */
  at: number;
  ms: number;
  /** 0: no answer (connection refused or reset, time-out). */
  status: number;
  cache: string | undefined;
  /** Body bytes as sent (compressed). */
  bytes: number;
  /** The app process's port, as the bench's Caddy names it (X-Upstream); undefined when asked of a process directly. */
  upstream?: string | undefined;
}

export interface LoadOptions {
  url: string;
  seconds: number;
  concurrency: number;
  /** Requests per second; absent: closed loop. */
  rate?: number | undefined;
  next: () => ScaleOp;
  /** Every answer, with its body for writes (reads are drained unread). */
  onAnswer: (op: ScaleOp, answer: ScaleAnswer, body: string) => void;
}

const TIMEOUT_MS = 10_000;

export async function runLoad(options: LoadOptions): Promise<{ sent: number; seconds: number }> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const started = performance.now();
  const end = started + options.seconds * 1000;
  let sent = 0;

  const send = async (op: ScaleOp, due: number) => {
    sent++;
    const res = await request(target, op, agent, op.method !== 'GET');
    const answer = {
      kind: op.kind,
      at: due - started,
      ms: performance.now() - due,
      status: res.status,
      cache: res.cache,
      bytes: res.bytes,
      upstream: res.upstream,
    };
    options.onAnswer(op, answer, res.body);
  };

  if (options.rate === undefined) {
    const client = async () => {
      while (performance.now() < end) await send(options.next(), performance.now());
    };
    await Promise.all(Array.from({ length: options.concurrency }, client));
  } else {
    await openLoop(options.rate, options.concurrency, started, end, (due) => send(options.next(), due));
  }
  agent.destroy();
  return { sent, seconds: (performance.now() - started) / 1000 };
}

/**
 * One request on a keep-alive agent (node:http: fetch would not send our Host header). The
 * body is read when asked for, only counted otherwise; status 0 when no answer came.
 */
export function request(
  base: URL,
  op: Pick<ScaleOp, 'method' | 'path' | 'headers' | 'body'>,
  agent: http.Agent,
  readBody = true,
): Promise<{ status: number; cache: string | undefined; upstream: string | undefined; body: string; bytes: number }> {
  return new Promise((resolve) => {
    let done = false;
    let bytes = 0;
    let upstream: string | undefined;
    const finish = (status: number, cache: string | undefined, body: string) => {
      if (!done) resolve({ status, cache, upstream, body, bytes });
      done = true;
    };
    const req = http.request(
      { agent, hostname: base.hostname, port: base.port, method: op.method, path: op.path, headers: op.headers, timeout: TIMEOUT_MS },
      (res) => {
        const cache = res.headers['x-cache'] as string | undefined;
        upstream = res.headers['x-upstream'] as string | undefined;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (readBody) chunks.push(c);
        });
        res.on('end', () => finish(res.statusCode ?? 0, cache, Buffer.concat(chunks).toString('utf8')));
        res.on('error', () => finish(0, undefined, ''));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => finish(0, undefined, ''));
    req.end(op.body);
  });
}

/** Requests due at `rate` a second, launched as connections allow; the late ones keep their due time. */
async function openLoop(rate: number, concurrency: number, started: number, end: number, launch: (due: number) => Promise<void>) {
  const waiting: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let scheduled = 0;
  while (performance.now() < end) {
    const now = performance.now();
    for (; started + (scheduled * 1000) / rate <= now; scheduled++) waiting.push(started + (scheduled * 1000) / rate);
    while (waiting.length && inFlight.size < concurrency) {
      const p: Promise<void> = launch(waiting.shift()!).then(() => void inFlight.delete(p));
      inFlight.add(p);
    }
    // wait for a free connection, or for the next request's time: no busy polling
    if (waiting.length) await Promise.race(inFlight);
    else await new Promise((r) => setTimeout(r, Math.max(1, started + (scheduled * 1000) / rate - performance.now())));
  }
  await Promise.all(inFlight);
}
