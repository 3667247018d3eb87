import type { Db } from '../db/connection.ts';
import { SiteModel } from '../db/models.ts';

/** A row of `sites`: the client and its shop (design.md "Data"). */
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
  is_active: boolean;
  is_published: boolean;
  created_at: Date;
  updated_at: Date;
}

export const isPublic = (site: SiteRow) => site.is_active && site.is_published;

/** Plain rows, not model instances: presenters and spreads treat a site as data. */
const asRow = (m: SiteModel | undefined) => (m ? (m.toJSON() as unknown as SiteRow) : undefined);

export async function findSiteBySubdomain(db: Db, subdomain: string): Promise<SiteRow | undefined> {
  return asRow(await SiteModel.query(db).findOne({ subdomain }));
}

export async function findSiteById(db: Db, id: number): Promise<SiteRow | undefined> {
  return asRow(await SiteModel.query(db).findById(id));
}

export async function findSiteByDomain(db: Db, domain: string): Promise<SiteRow | undefined> {
  return asRow(await SiteModel.query(db).whereExists(SiteModel.relatedQuery('domains').where('domain', domain)).first());
}
