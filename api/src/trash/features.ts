import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import type { Storage } from '../storage/storage.ts';
import type { TrashRow } from './trash-rows.ts';

export interface PurgeDeps {
  db: Db;
  storage: Storage;
}

/**
 * What the trash needs from the features whose items it holds (products/trash.ts,
 * clients/delete-client.ts), handed in by the wiring (routes.ts, server.ts): trash/ imports
 * no feature (docs/architecture.md "Layers").
 */
export interface TrashFeatures {
  /** "3 fotos, 2 opções": what comes back with a product, for the list. */
  productContents: (item: TrashRow) => string;
  /** A product's rows that go with it, on the purge's transaction; answers its pictures' ids, whose files go after the commit. */
  purgeProductRows: (db: Db, item: TrashRow) => Promise<string[]>;
  /** A shop and everything it owns; false when it is no longer in the trash. */
  purgeShop: (deps: PurgeDeps, log: Logger, siteId: number) => Promise<boolean>;
}
