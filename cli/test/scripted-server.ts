import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * A real HTTP server on loopback whose answers the test writes: for what the real API does
 * only when something is wrong (503 while the database is away) or slow (a deploy that
 * takes minutes). `hang` keeps the request open until the server closes.
 */
export async function scriptedServer(answer: (req: { method: string; url: string }, n: number) => ScriptedAnswer | 'hang') {
  const requests: { method: string; url: string }[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    req.resume();
    const seen = { method: req.method ?? '', url: req.url ?? '' };
    requests.push(seen);
    const a = answer(seen, requests.length);
    if (a === 'hang') {
      open.add(res);
      return;
    }
    const body = a.body === undefined ? '' : JSON.stringify(a.body);
    res.writeHead(a.status, { 'content-type': 'application/json; charset=utf-8', ...a.headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
