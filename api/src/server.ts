import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppDeps } from './http/context.ts';
import { requestListener, type AppState } from './app.ts';
import { startPublicCache } from './cache/public-cache.ts';
import { PRUNE_EVERY_MS, schedulePruning } from './auth/prune.ts';
import { startDomainChecks } from './domains/check-domain.ts';
import { purgeExpiredTrash } from './trash/purge.ts';
import { trashFeatures } from './routes.ts';
import { startInsightTally } from './insight/tally.ts';
import { scheduleEmbeddedUpkeep } from './db/embedded-upkeep.ts';

export interface RunningServer {
  server: http.Server;
  url: string;
  port: number;
  /** Stops accepting, lets requests in flight finish, writes the pending insight counts, closes the database. */
  close: () => Promise<void>;
}

export async function startServer(deps: AppDeps, port = deps.config.port, host = deps.config.host): Promise<RunningServer> {
  const state: AppState = { shuttingDown: false };
  const cache = deps.cache ?? (await startPublicCache(deps));
  const insight = deps.insight ?? startInsightTally(deps);
  const server = http.createServer(requestListener({ ...deps, cache, insight }, state));
  // Longer than a load balancer's idle timeout (AWS ALB: 60 s), so the balancer, not Node,
  // closes idle connections and never sends a request onto a socket Node is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Once shutting down, every answer closes its connection: a busy keep-alive client would
  // otherwise keep its socket open until the 10 s cut below, losing its requests in flight.
  server.prependListener('request', (_req, res) => {
    if (state.shuttingDown) res.setHeader('Connection', 'close');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const stopPruning = schedulePruning(deps.db, deps.logger, PRUNE_EVERY_MS, () => purgeExpiredTrash(deps, deps.logger, trashFeatures));
  const domainChecks = startDomainChecks(deps);
  // PGlite has no autovacuum of its own (docs/operations.md, "The embedded database's upkeep")
  const stopUpkeep = scheduleEmbeddedUpkeep(deps.db, deps.logger, deps.config.pgliteUpkeepSeconds * 1000);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      state.shuttingDown = true;
      stopPruning();
      const checksStopped = domainChecks.stop();
      const upkeepStopped = stopUpkeep();
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // requests in flight get up to 10 s; then the remaining sockets are cut
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      await done;
      clearTimeout(timer);
      // the beacons counted in memory, answered already: written while the database is still open
      await insight.close();
      await cache.close();
      await checksStopped;
      await upkeepStopped;
      await deps.db.destroy();
    })());
  return { server, url: `http://127.0.0.1:${actualPort}`, port: actualPort, close };
}
