import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The ceiling of `npm run bench:storefront`, a process of its own: a bare
 * `node:http` server that answers the same paths with the very bytes and headers the real app
 * sent (already compressed), from a Map. Nothing is rendered, looked up or compressed, and no
 * framework runs: what is left is Node answering a request. Its own process, so it neither
 * shares the app's event loop nor its memory.
 */

/** One answer of the real app as it went on the wire: status, every header but Node's own (Date, Connection), bytes. */
export interface RecordedBytes {
  subdomain: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface CeilingReady {
  type: 'ready';
  url: string;
  /** Bytes of bodies the ceiling holds. */
  bytes: number;
}

/** Writes the recorded answers where the ceiling process reads them (one JSON line each, bodies in base64). */
export function writeRecorded(file: string, answers: RecordedBytes[]) {
  fs.writeFileSync(file, answers.map((a) => JSON.stringify({ ...a, body: a.body.toString('base64') })).join('\n'));
}

function readRecorded(file: string): RecordedBytes[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const a = JSON.parse(line) as Omit<RecordedBytes, 'body'> & { body: string };
      return { ...a, body: Buffer.from(a.body, 'base64') };
    });
}

async function main() {
  const { file } = JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}') as { file: string };
  const answers = readRecorded(file);
  const byKey = new Map(answers.map((a) => [`${a.subdomain}|${a.path}`, { status: a.status, headers: Object.entries(a.headers), body: a.body }]));
  const server = http.createServer((req, res) => {
    const answer = byKey.get(`${req.headers['x-tenant-subdomain']}|${req.url}`);
    if (!answer) {
      res.statusCode = 404;
      return void res.end();
    }
    res.statusCode = answer.status;
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.end(answer.body);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ready: CeilingReady = { type: 'ready', url: `http://127.0.0.1:${port}`, bytes: answers.reduce((n, a) => n + a.body.length, 0) };
  process.send?.(ready);
  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'stop') stop();
    if (m?.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage() });
  });
  process.on('disconnect', stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
