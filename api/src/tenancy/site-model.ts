import type { Db } from '../db/connection.ts';
import { SiteModel } from '../db/models.ts';
import type { OpeningHours, SearchSynonym, ValueBlock } from '@vitrine/contract/shop-words-defaults';
import type { DomainStatus } from '@vitrine/contract/domains';

/** A row of `sites`: the client and its shop (docs/conventions.md "Data"). */
export interface SiteRow {
  id: number;
  subdomain: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  site_name: string;
  site_description: string | null;
  store_name: string;
  store_description: string | null;
  contact_email: string | null;
  whatsapp: string | null;
  instagram: string | null;
  contact_phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  google_maps_url: string | null;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  avatar_url: string | null;
  store_logo: string | null;
  /** The owner's words (migration 015); null means the defaults. */
  hero_tagline?: string | null;
  value_blocks?: ValueBlock[] | null;
  opening_hours?: OpeningHours | null;
  /** The contact page's words and the search synonyms (migrations 070, 071); null means the defaults, none. */
  payment_text?: string | null;
  delivery_text?: string | null;
  search_synonyms?: SearchSynonym[] | null;
  is_active: boolean;
  is_published: boolean;
  /** Bumped by the database when the shop is (de)activated or (un)published: ends its previews (preview/preview-token.ts). */
  preview_epoch: number;
  /** Bumped by the database on every change the public sees (db/content-version.ts). */
  content_version: number;
  /** The link preview's picture when the shop has no logo, kept by the database (migration 050). */
  cover_image_id?: string | null;
  /**
   * The shop's custom domain and its state, read with the row by the public shop lookup
   * (tenancy/shop-lookup.ts) so a page finds its canonical address without a query of its own;
   * absent (undefined) where the row was read without it.
   */
  link_domain?: { domain: string; status: DomainStatus } | null;
  created_at: Date;
  updated_at: Date;
}

export const isPublic = (site: SiteRow) => site.is_active && site.is_published;

/** Plain rows, not model instances: presenters and spreads treat a site as data. */
const asRow = (m: SiteModel | undefined) => (m ? (m.toJSON() as unknown as SiteRow) : undefined);

/** Options of the finders below: `withDomain` reads the shop's custom domain in the same query. */
export interface FindOptions {
  withDomain?: boolean;
}

const LINK_DOMAIN =
  "(select json_build_object('domain', d.domain, 'status', d.status) from custom_domains d where d.site_id = sites.id order by d.id limit 1) as link_domain";

const withLinkDomain = (db: Db, options: FindOptions) => (options.withDomain ? ['sites.*', db.raw(LINK_DOMAIN)] : ['sites.*']);

export async function findSiteBySubdomain(db: Db, subdomain: string, options: FindOptions = {}): Promise<SiteRow | undefined> {
  const row = await SiteModel.query(db)
    .select(...withLinkDomain(db, options))
    .findOne({ subdomain });
  return withDomainOrNull(asRow(row), options);
}

/** A shop read with its domain and having none says null (known: no domain), not undefined (not read). */
function withDomainOrNull(site: SiteRow | undefined, options: FindOptions): SiteRow | undefined {
  if (site && options.withDomain) site.link_domain ??= null;
  return site;
}

export async function findSiteById(db: Db, id: number): Promise<SiteRow | undefined> {
  return asRow(await SiteModel.query(db).findById(id));
}

/**
 * The whole `sites` row as one column of a query that reads something else with it (a
 * session's user and their shop: auth/sessions.ts), read back by `siteFromJson`: the row
 * `findSiteById` gives, without a query of its own.
 */
export const SITE_AS_JSON = 'to_jsonb(sites)';

/** A `SITE_AS_JSON` column as the row: JSON has no dates, so the two timestamps are made Dates again (null: no shop). */
export function siteFromJson(json: (Omit<SiteRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string }) | null): SiteRow | null {
  return json && { ...json, created_at: new Date(json.created_at), updated_at: new Date(json.updated_at) };
}

/** The shop a custom domain is mapped to, whatever the domain's state (domains/lifecycle.ts decides what it may do). */
export async function findSiteByDomain(db: Db, domain: string, options: FindOptions = {}): Promise<{ site: SiteRow; status: DomainStatus } | undefined> {
  const row = await SiteModel.query(db)
    .select(...withLinkDomain(db, options), 'custom_domains.status as domain_status')
    .join('custom_domains', 'custom_domains.site_id', 'sites.id')
    .where('custom_domains.domain', domain)
    .first();
  if (!row) return undefined;
  const { domain_status: status, ...site } = row.toJSON() as unknown as SiteRow & { domain_status: DomainStatus };
  return { site: withDomainOrNull(site, options)!, status };
}
