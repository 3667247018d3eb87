import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** Serves an Express app on a free loopback port (the benchmarks' ceilings). */
export async function listenLocal(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
