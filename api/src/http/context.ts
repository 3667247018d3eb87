import type { Logger } from 'pino';
import type { EndpointAccess } from '@vitrine/contract/endpoints/endpoint';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { SessionUser } from '../auth/user-model.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { Storage } from '../storage/storage.ts';
import type { PublicCache } from '../cache/public-cache.ts';
import type { InsightTally } from '../insight/tally.ts';
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';

/** What the whole app shares: made once at boot, passed to every request. */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  logger: Logger;
  /** The public response cache and shop lookups (made by startServer; absent: none). */
  cache?: PublicCache;
  /** The insight beacons counted in memory until written (made by startServer; absent: none). */
  insight?: InsightTally;
  /** The CloudFront client for custom-domain tenants (tests give one whose requests they see; absent: the SDK's default). */
  cloudfront?: () => CloudFrontClient;
}

/** Who may call a route: the contract's list, the one the clients' endpoints declare too. Every route declares one; registering a route without is an error. */
export type Access = EndpointAccess;

/** The one context a request carries (docs/conventions.md). */
export interface RequestContext {
  /** The transaction of this request where it writes; the shared pool otherwise. */
  db: Db;
  user: SessionUser | null;
  /** How the user was identified: a session cookie, an API token, or not at all. */
  auth: 'session' | 'token' | null;
  /** Set for 'public' and 'store_admin' routes; null elsewhere. */
  site: SiteRow | null;
  /** A master acting on a shop through a store route (written to the audit log). */
  actingAsMaster: boolean;
  deps: AppDeps;
  ip: string | undefined;
  requestId: string;
  log: Logger;
}

/** A context with a shop: what 'public' routes get (and a job acting on one shop). */
export type SiteContext = RequestContext & { site: SiteRow };
/** A context with a logged-in user: what 'user' and 'master' routes get. */
export type UserContext = RequestContext & { user: SessionUser };
/** A shop's admin (or a master naming the shop) at work on it: what 'store_admin' routes get. */
export type StoreContext = SiteContext & UserContext;

/**
 * What each access guarantees its handler: the context builder (request/build-context.ts) refuses
 * the request (401, 403, 404) rather than hand a handler less than this.
 */
interface ContextByAccess {
  anyone: RequestContext;
  public: SiteContext;
  user: UserContext;
  store_admin: StoreContext;
  master: UserContext;
}
export type ContextFor<A extends Access> = ContextByAccess[A];

/** Where code outside a handler relies on a route's shop: checked, so a broken promise fails here, not later. */
export function assertShop(ctx: RequestContext): asserts ctx is SiteContext {
  if (!ctx.site) throw new Error('No shop in the context of a route whose access promises one (ContextByAccess)');
}
