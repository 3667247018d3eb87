import { z } from 'zod';
import { messages } from './messages.ts';
import { optionalText, requiredText, hexColor, optionalHttpUrl } from './common.ts';
import { whatsappField, instagramField } from './contact.ts';

/** spec §3 "Site info / store config". */
export interface StoreConfig {
  store_name: string;
  store_logo: string | null;
  logo_url: string | null;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  /** Digits with country code, e.g. 5511987654321. */
  whatsapp: string | null;
  instagram: string | null;
  address: string | null;
  google_maps_link: string | null;
}

/** What the storefront needs about a shop: its settings plus how to reach it. */
export interface SiteInfo extends StoreConfig {
  subdomain: string;
  site_name: string;
  store_description: string | null;
  site_description: string | null;
  city: string | null;
  state: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** (xx) xxxxx-xxxx, spec §3. */
  whatsapp_display: string;
  instagram_url: string | null;
  site_url: string;
}

/**
 * PUT /config: store_name is required; every other field keeps its stored value when absent
 * and is cleared by null or "" (so a client sending only what it shows wipes nothing).
 */
export const configUpdateInput = z.object({
  store_name: requiredText(120, 'Nome da loja'),
  whatsapp: whatsappField.optional(),
  instagram: instagramField.optional(),
  address: optionalText(300).optional(),
  google_maps_link: optionalHttpUrl.optional(),
  store_description: optionalText(1000).optional(),
  primary_color: hexColor.optional(),
  secondary_color: hexColor.optional(),
  accent_color: hexColor.optional(),
}, messages.http.expectedObject);
export type ConfigUpdateInput = z.infer<typeof configUpdateInput>;

export interface LogoUploadResult {
  logo_url: string;
  store_logo: string;
}
