import autocannon from 'autocannon';
import { check, type Operation, type Tally } from './traffic.ts';

export interface MixRun {
  result: Promise<autocannon.Result>;
  stop: () => void;
}

/**
 * Drives the mix with autocannon: `connections` keep-alive connections, each sending one
 * request at a time, for `durationSec` (bounded: autocannon stops by itself). Each request
 * is a fresh random operation, and each answer goes through check().
 */
export function runMix(options: {
  url: string;
  connections: number;
  durationSec: number;
  next: () => Operation;
  tally: Tally;
  /** Called with every answer, for runs that watch statuses over time (faults). */
  observe?: (op: Operation, status: number) => void;
}): MixRun {
  let resolve!: (r: autocannon.Result) => void;
  let reject!: (e: unknown) => void;
  const result = new Promise<autocannon.Result>((res, rej) => ((resolve = res), (reject = rej)));
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.durationSec,
      timeout: 10,
      requests: [
        {
          setupRequest: (req, context: object) => {
            const op = options.next();
            (context as { op?: Operation }).op = op;
            return { ...req, method: op.method, path: op.path, headers: op.headers, body: op.body };
          },
          onResponse: (status: number, body: string, context: object) => {
            const op = (context as { op: Operation }).op;
            check(options.tally, op, status, body ?? '');
            options.observe?.(op, status);
          },
        },
      ],
    },
    (err, r) => (err ? reject(err) : resolve(r)),
  );
  return { result, stop: () => instance.stop() };
}
