import type { SiteInfo, StoreConfig } from '@vitrine/contract/config';
import { formatWhatsapp, instagramUrl } from '@vitrine/contract/contact';
import type { SiteRow } from '../tenancy/site-model.ts';
import { DEFAULT_OPENING_HOURS, contactTopics, defaultValueBlocks, hoursLines } from '@vitrine/contract/shop-words-defaults';
import { themeVars } from '@vitrine/contract/theme';

/** The image endpoint's URL for a stored image id. */
export const imageUrl = (id: string) => `/api/images/${id}`;

/** docs/product.md §3 store config: the `sites` row seen from the shop's settings screen. */
export function presentConfig(site: SiteRow): StoreConfig {
  return {
    store_name: site.store_name,
    store_logo: site.store_logo,
    logo_url: site.store_logo ? imageUrl(site.store_logo) : null,
    primary_color: site.primary_color,
    secondary_color: site.secondary_color,
    accent_color: site.accent_color,
    whatsapp: site.whatsapp,
    instagram: site.instagram,
    address: site.address,
    google_maps_link: site.google_maps_url,
    hero_tagline: site.hero_tagline ?? null,
    value_blocks: site.value_blocks ?? defaultValueBlocks(site),
    opening_hours: site.opening_hours ?? { ...DEFAULT_OPENING_HOURS },
    payment_text: site.payment_text ?? null,
    delivery_text: site.delivery_text ?? null,
    search_synonyms: site.search_synonyms ?? [],
  };
}

export function siteUrl(subdomain: string, platformDomain: string, publicUrl: string): string {
  const u = new URL(publicUrl);
  return `${u.protocol}//${subdomain}.${platformDomain}${u.port ? `:${u.port}` : ''}`;
}

export function presentSiteInfo(site: SiteRow, platform: { domain: string; publicUrl: string }): SiteInfo {
  const { search_synonyms: _private, ...config } = presentConfig(site);
  return {
    ...config,
    subdomain: site.subdomain,
    site_name: site.site_name,
    store_description: site.store_description,
    site_description: site.site_description,
    city: site.city,
    state: site.state,
    zip_code: site.zip_code,
    contact_email: site.contact_email,
    contact_phone: site.contact_phone,
    whatsapp_display: formatWhatsapp(site.whatsapp),
    instagram_url: instagramUrl(site.instagram),
    site_url: siteUrl(site.subdomain, platform.domain, platform.publicUrl),
    theme: themeVars(site),
    // worked out here, like the theme, so the storefront's script carries no calendar words
    hours_lines: hoursLines(config.opening_hours).map((l) => ({ label: l.label, text: l.text, closed: !l.hours })),
    contact_topics: contactTopics(site),
  };
}
