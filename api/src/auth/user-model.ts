import type { Db } from '../db/connection.ts';
import type { User, UserType } from '@vitrine/contract/auth';
import { SITE_AS_JSON, siteFromJson, type SiteRow } from '../tenancy/site-model.ts';

export interface UserRow {
  id: number;
  site_id: number | null;
  username: string;
  password_hash: string;
  full_name: string | null;
  email: string | null;
  user_type: UserType;
  password_generated: boolean;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The logged-in user as the request sees it: the row plus its shop's state. */
export interface SessionUser {
  id: number;
  username: string;
  full_name: string | null;
  email: string | null;
  user_type: UserType;
  site_id: number | null;
  subdomain: string | null;
  site_active: boolean | null;
  /** the password is one the platform generated: the admin asks for a new one */
  password_generated: boolean;
}

/** Select list that loads a SessionUser with its shop in one query. */
export function sessionUserQuery(db: Db) {
  return db('users')
    .leftJoin('sites', 'sites.id', 'users.site_id')
    .select(
      'users.id',
      'users.username',
      'users.full_name',
      'users.email',
      'users.user_type',
      'users.site_id',
      'sites.subdomain',
      'sites.is_active as site_active',
      'users.password_generated',
    );
}

/**
 * A signed-in user (by session or API token) and their shop's row, read by the same query (null
 * for a master): a store admin's requests need the row, and a query of its own was one round trip
 * more on each (docs/performance.md, "A store admin's shop read with the session").
 */
export interface UserWithShop {
  user: SessionUser;
  ownSite: SiteRow | null;
}

/** The column of `sessionUserQuery` that reads the user's shop whole, for `withShop`. */
export const ownSiteColumn = (db: Db) => db.raw(`${SITE_AS_JSON} as own_site`);

/** A row of `sessionUserQuery` with `ownSiteColumn`, its other columns taken off first: the user and their shop. */
export function withShop(row: SessionUser & { own_site: Parameters<typeof siteFromJson>[0] }): UserWithShop {
  const { own_site: ownSite, ...user } = row;
  return { user, ownSite: siteFromJson(ownSite) };
}

/** docs/product.md §3 user shape. */
export function presentUser(u: SessionUser): User {
  return {
    id: u.id,
    username: u.username,
    full_name: u.full_name,
    email: u.email,
    user_type: u.user_type,
    client_site_id: u.site_id ?? 0,
    subdomain: u.subdomain,
    password_generated: !!u.password_generated,
  };
}
