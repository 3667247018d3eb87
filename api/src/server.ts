import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppDeps } from './http/context.ts';
import { createApp, type AppState } from './app.ts';

export interface RunningServer {
  server: http.Server;
  url: string;
  port: number;
  /** Stops accepting, lets requests in flight finish, closes the database. */
  close: () => Promise<void>;
}

export async function startServer(deps: AppDeps, port = deps.config.port, host = deps.config.host): Promise<RunningServer> {
  const state: AppState = { shuttingDown: false };
  const app = createApp(deps, state);
  const server = http.createServer(app);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      state.shuttingDown = true;
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // requests in flight get up to 10 s; then the remaining sockets are cut
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      await done;
      clearTimeout(timer);
      await deps.db.destroy();
    })());
  return { server, url: `http://127.0.0.1:${actualPort}`, port: actualPort, close };
}
