import { z } from 'zod';
import { messages } from './messages.ts';
import { optionalText, requiredText, hexColor, hexColorOut, optionalHttpUrl } from './common.ts';
import { whatsappField, instagramField } from './contact.ts';
import { openingHoursBody, shopWordsInput, valueBlockBody } from './shop-words.ts';
import { THEME_VARS } from './theme.ts';

/** docs/product.md §3 "Site info / store config": GET /config, PUT /config. */
export const storeConfigBody = z
  .object({
    store_name: z.string(),
    store_logo: z.string().nullable().meta({ description: 'Id da imagem do logo (servida em /api/images/{id}).' }),
    logo_url: z.string().nullable(),
    primary_color: hexColorOut,
    secondary_color: hexColorOut,
    accent_color: hexColorOut,
    whatsapp: z.string().nullable().meta({ description: 'Dígitos com o código do país, por exemplo 5511987654321.' }),
    instagram: z.string().nullable(),
    address: z.string().nullable(),
    google_maps_link: z.string().nullable(),
    // the owner's words: a null tagline means the default; blocks and hours always filled
    hero_tagline: z.string().nullable(),
    value_blocks: z.array(valueBlockBody),
    opening_hours: openingHoursBody,
    // null means the neutral default (contract/shop-words-defaults.ts)
    payment_text: z.string().nullable().meta({ description: 'Formas de pagamento, nas palavras da loja (página de contato); null: o texto padrão.' }),
    delivery_text: z.string().nullable().meta({ description: 'Retirada e entrega, nas palavras da loja (página de contato); null: o texto padrão.' }),
    search_synonyms: z
      .array(z.object({ term: z.string(), means: z.string() }))
      .meta({ description: 'Sinônimos da busca da loja: buscar `term` também encontra o que `means` encontra.' }),
  })
  .meta({ id: 'StoreConfig' });
export type StoreConfig = z.infer<typeof storeConfigBody>;

/**
 * The shop's colours as the storefront's CSS custom properties (contract/theme.ts): computed
 * by the API so the widget ships no colour maths.
 */
export const shopThemeBody = z
  .object(Object.fromEntries(THEME_VARS.map((name) => [name, z.string()])) as Record<(typeof THEME_VARS)[number], z.ZodString>)
  .meta({
    id: 'ShopTheme',
    description: 'As cores da loja como propriedades CSS da vitrine (`--vs-primary`, …), com o contraste para texto já calculado (WCAG AA).',
  });

/** GET /site/info: what the storefront needs about a shop, its settings plus how to reach it. */
export const siteInfoBody = storeConfigBody
  .omit({ search_synonyms: true })
  .extend({
    subdomain: z.string(),
    site_name: z.string(),
    store_description: z.string().nullable(),
    site_description: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable().meta({ description: 'CEP (postalCode da loja nos dados estruturados).' }),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    whatsapp_display: z.string().meta({ description: '(xx) xxxxx-xxxx, docs/product.md §3; vazio sem WhatsApp.' }),
    instagram_url: z.string().nullable(),
    site_url: z.string(),
    theme: shopThemeBody,
    hours_lines: z
      .array(z.object({ label: z.string(), text: z.string(), closed: z.boolean() }))
      .meta({ description: 'O horário em linhas para ler ("Segunda a sexta": "8h às 18h"), dias seguidos de mesmo horário juntos.' }),
    contact_topics: z
      .array(valueBlockBody)
      .meta({ description: 'Os assuntos de "Como podemos ajudar?" da página de contato, pagamento e entrega nas palavras da loja.' }),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof siteInfoBody>;

/**
 * PUT /config: store_name is required; every other field keeps its stored value when absent
 * and is cleared by null or "" (so a client sending only what it shows wipes nothing).
 */
export const configUpdateInput = z.object(
  {
    store_name: requiredText(120, 'Nome da loja'),
    whatsapp: whatsappField.optional(),
    instagram: instagramField.optional(),
    address: optionalText(300).optional(),
    google_maps_link: optionalHttpUrl.optional(),
    store_description: optionalText(1000).optional(),
    primary_color: hexColor.optional(),
    secondary_color: hexColor.optional(),
    accent_color: hexColor.optional(),
    ...shopWordsInput,
  },
  messages.http.expectedObject,
);
export type ConfigUpdateInput = z.infer<typeof configUpdateInput>;

/** POST /config/logo. */
export const logoUploadBody = z.object({ logo_url: z.string(), store_logo: z.string() }).meta({ id: 'LogoUploadResult' });
export type LogoUploadResult = z.infer<typeof logoUploadBody>;

/** DELETE /config/logo: the shop shows its icon again. */
export const logoRemovedBody = z.object({ logo_url: z.null(), store_logo: z.null() });
