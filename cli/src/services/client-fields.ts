import type { ClientCreateInput } from '@vitrine/contract';

/** One API field of a client and the flag that sets it from the command line. */
export interface ClientFlag {
  key: keyof ClientCreateInput;
  flags: string;
  description: string;
}

/**
 * The client fields a master can set, as flags. The flag names read like the admin form
 * (--email, --whatsapp) while the API speaks its own snake_case names (client_email …).
 */
export const CLIENT_TEXT_FLAGS: ClientFlag[] = [
  { key: 'client_name', flags: '--client-name <nome>', description: 'nome completo do cliente' },
  { key: 'client_email', flags: '--email <email>', description: 'e-mail do cliente' },
  { key: 'client_phone', flags: '--phone <telefone>', description: 'telefone do cliente' },
  { key: 'store_name', flags: '--store-name <nome>', description: 'nome da loja' },
  { key: 'site_name', flags: '--site-name <nome>', description: 'nome do site (padrão: o nome da loja)' },
  { key: 'subdomain', flags: '--subdomain <subdominio>', description: 'subdomínio: a loja fica em <subdominio>.<domínio da plataforma>' },
  { key: 'store_description', flags: '--description <texto>', description: 'descrição da loja' },
  { key: 'site_description', flags: '--site-description <texto>', description: 'descrição do site' },
  { key: 'contact_email', flags: '--contact-email <email>', description: 'e-mail de contato mostrado na loja' },
  { key: 'contact_whatsapp', flags: '--whatsapp <numero>', description: 'WhatsApp da loja, com DDD' },
  { key: 'contact_instagram', flags: '--instagram <perfil>', description: 'perfil do Instagram' },
  { key: 'contact_phone', flags: '--contact-phone <telefone>', description: 'telefone de contato mostrado na loja' },
  { key: 'address', flags: '--address <endereco>', description: 'endereço' },
  { key: 'city', flags: '--city <cidade>', description: 'cidade' },
  { key: 'state', flags: '--state <uf>', description: 'estado (UF)' },
  { key: 'zip_code', flags: '--zip-code <cep>', description: 'CEP' },
  { key: 'google_maps_url', flags: '--maps-url <url>', description: 'link do Google Maps' },
  { key: 'primary_color', flags: '--primary-color <cor>', description: 'cor primária (#RRGGBB)' },
  { key: 'secondary_color', flags: '--secondary-color <cor>', description: 'cor secundária (#RRGGBB)' },
  { key: 'accent_color', flags: '--accent-color <cor>', description: 'cor de destaque (#RRGGBB)' },
  { key: 'avatar_url', flags: '--avatar-url <url>', description: 'link da imagem do logotipo' },
];

/** commander's attribute name for a flag: --client-name → clientName. */
const attributeOf = (flags: string) =>
  flags
    .split(' ')[0]!
    .replace(/^--/, '')
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** API field → flag, for errors: "--email: E-mail inválido." reads better than "client_email". */
export const FLAG_OF: Record<string, string> = {
  ...Object.fromEntries(CLIENT_TEXT_FLAGS.map((f) => [f.key, f.flags.split(' ')[0]!])),
  username: '--admin-username',
  password: '--password-stdin',
  is_active: '--active/--inactive',
  is_published: '--publish',
  custom_domain: '--domain',
};

/** The client fields given as flags, as an API body (only those given). */
export function clientFieldsFromOptions(opts: Record<string, unknown>): Partial<ClientCreateInput> {
  const body: Record<string, unknown> = {};
  for (const f of CLIENT_TEXT_FLAGS) {
    const v = opts[attributeOf(f.flags)];
    if (typeof v === 'string') body[f.key] = v;
  }
  return body as Partial<ClientCreateInput>;
}

/** Re-labels API/zod field details with the flags a person would type. */
export function detailsWithFlags(details: Record<string, string> | undefined, prefix = ''): Record<string, string> | undefined {
  if (!details) return undefined;
  return Object.fromEntries(Object.entries(details).map(([k, v]) => [prefix ? `${prefix}${k}` : (FLAG_OF[k] ?? k), v]));
}
