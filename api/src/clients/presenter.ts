import type { Client } from '@vitrine/contract/clients';
import type { DomainStatus } from '@vitrine/contract/domains';
import type { Config } from '../config.ts';
import { siteUrl } from '../config/presenter.ts';
import type { SiteRow } from '../tenancy/site-model.ts';

/** A `sites` row with what the master's list shows beside it (clients/queries.ts). */
export interface ClientRow extends SiteRow {
  admin_username: string | null;
  product_count: number;
  custom_domain: string | null;
  custom_domain_status: DomainStatus | null;
}

/**
 * docs/product.md §3 "Client": the `sites` row seen from the master panel. The shop's settings columns
 * (whatsapp, instagram) are the client's contact_* fields: one column, two presenters.
 */
export function presentClient(row: ClientRow, config: Pick<Config, 'platformDomain' | 'publicUrl'>): Client {
  return {
    id: row.id,
    client_name: row.client_name,
    client_email: row.client_email,
    client_phone: row.client_phone,
    admin_username: row.admin_username,
    site_name: row.site_name,
    site_description: row.site_description,
    subdomain: row.subdomain,
    store_name: row.store_name,
    store_description: row.store_description,
    contact_email: row.contact_email,
    contact_whatsapp: row.whatsapp,
    contact_instagram: row.instagram,
    contact_phone: row.contact_phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    google_maps_url: row.google_maps_url,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    accent_color: row.accent_color,
    is_active: row.is_active,
    is_published: row.is_published,
    site_url: siteUrl(row.subdomain, config.platformDomain, config.publicUrl),
    avatar_url: row.avatar_url,
    custom_domain: row.custom_domain,
    custom_domain_status: row.custom_domain_status,
    product_count: Number(row.product_count),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
