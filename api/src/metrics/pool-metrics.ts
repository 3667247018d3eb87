import { Gauge } from 'prom-client';
import type { Db } from '../db/connection.ts';
import { metrics } from './registry.ts';

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

let observed: Db | undefined;
// the gauge registers itself once and reads the pool when scraped
let registered = false;

/**
 * Database pool use, read when Prometheus scrapes: connections in use, idle, requests
 * waiting for one, and the pool's maximum (PGlite: sessions of its one thread, db/embedded-client.ts). The last database
 * given is the one reported (one per process outside tests).
 */
export function observePool(db: Db) {
  observed = db;
  if (registered) return;
  registered = true;
  new Gauge({
    name: 'vitrine_db_pool_connections',
    help: 'Database pool: used, free, pending (requests waiting for a connection) and max.',
    labelNames: ['state'],
    registers: [metrics().registry],
    collect() {
      const pool = (observed?.client as { pool?: TarnPool } | undefined)?.pool;
      this.set({ state: 'used' }, pool?.numUsed() ?? 0);
      this.set({ state: 'free' }, pool?.numFree() ?? 0);
      this.set({ state: 'pending' }, pool?.numPendingAcquires() ?? 0);
      this.set({ state: 'max' }, pool?.max ?? 0);
    },
  });
}
