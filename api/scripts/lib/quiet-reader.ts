import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { hostGet } from './host-get.ts';

/**
 * The quiet shop's shopper, on a thread of its own so the noise the script sends from its
 * main thread does not count in the times measured here: `readers` loops, each GET after
 * GET of the shop's cached reads by its host, until told to stop. Posts back every time (ms)
 * and every answer that is not the quiet shop's own 200.
 */
export interface QuietReaderInput {
  url: string;
  host: string;
  paths: string[];
  readers: number;
  /** Text every answer of the quiet shop carries, and text none may carry (the noisy shop's). */
  own: string;
  foreign: string;
}

export interface QuietReaderResult {
  times: number[];
  problems: string[];
}

const input = workerData as QuietReaderInput;
let stopping = false;
parentPort!.once('message', () => {
  stopping = true;
});

async function reader(index: number, result: QuietReaderResult) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let n = index; !stopping; n++) {
    const path = input.paths[n % input.paths.length]!;
    const started = performance.now();
    try {
      const { status, body } = await hostGet(agent, input.url, path, input.host);
      result.times.push(performance.now() - started);
      if (status !== 200) result.problems.push(`${path}: ${status}`);
      else if (!body.includes(input.own) || body.includes(input.foreign)) result.problems.push(`${path}: resposta de outra loja`);
    } catch (err) {
      result.problems.push(`${path}: ${(err as Error).message}`);
    }
  }
  agent.destroy();
}

const result: QuietReaderResult = { times: [], problems: [] };
await Promise.all(Array.from({ length: input.readers }, (_, i) => reader(i, result)));
parentPort!.postMessage(result);
