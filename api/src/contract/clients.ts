import { z } from 'zod';
import { optionalText, requiredText, hexColor, optionalHttpUrl } from './common.ts';
import { whatsappField, instagramField } from './contact.ts';
import { messages } from './messages.ts';

/** Labels a subdomain may never take: they name parts of the platform. */
export const RESERVED_SUBDOMAINS = [
  'www', 'api', 'admin', 'app', 'static', 'cdn', 'mail', 'smtp', 'imap', 'pop', 'ftp',
  'ns1', 'ns2', 'dns', 'master', 'dashboard', 'help', 'suporte', 'status', 'docs',
  'blog', 'assets', 'img', 'images', 'media', 'widget', 'login', 'auth', 'root', 'test',
] as const;

export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const subdomainField = z
  .string('Subdomínio é obrigatório.')
  .trim()
  .min(2, messages.clients.subdomainFormat)
  .max(63, messages.clients.subdomainFormat)
  .regex(SUBDOMAIN_PATTERN, messages.clients.subdomainFormat)
  .refine((v) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(v), messages.clients.subdomainReserved);

export const usernameField = z
  .string()
  .trim()
  .min(3, 'Usuário deve ter ao menos 3 caracteres.')
  .max(60, 'Máximo de 60 caracteres.')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Usuário pode ter letras, números, ponto, hífen e sublinhado.')
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string()
  .min(8, 'A senha deve ter ao menos 8 caracteres.')
  .max(200, 'Máximo de 200 caracteres.');

/** The fields of spec §3 "Client" a master may set. */
const clientFields = {
  client_name: requiredText(120, 'Nome do cliente'),
  client_email: z.email('E-mail inválido.').max(200),
  client_phone: optionalText(40),
  site_name: requiredText(120, 'Nome do site'),
  site_description: optionalText(1000),
  store_name: requiredText(120, 'Nome da loja'),
  store_description: optionalText(1000),
  subdomain: subdomainField,
  contact_email: z.union([z.email('E-mail de contato inválido.'), z.literal('')]).nullish().transform((v) => v || null),
  contact_whatsapp: whatsappField,
  contact_instagram: instagramField,
  contact_phone: optionalText(40),
  address: optionalText(300),
  city: optionalText(120),
  state: optionalText(60),
  zip_code: optionalText(20),
  google_maps_url: optionalHttpUrl,
  primary_color: hexColor.optional(),
  secondary_color: hexColor.optional(),
  accent_color: hexColor.optional(),
  avatar_url: optionalHttpUrl,
  is_active: z.boolean('Ativo deve ser verdadeiro ou falso.').optional(),
  is_published: z.boolean('Publicado deve ser verdadeiro ou falso.').optional(),
};

export const clientCreateInput = z.object({
  ...clientFields,
  username: usernameField.optional(),
  password: passwordField.optional(),
});
export type ClientCreateInput = z.infer<typeof clientCreateInput>;

/** PUT changes only the fields it names; the username never changes. */
export const clientUpdateInput = z.object(clientFields).partial();
export type ClientUpdateInput = z.infer<typeof clientUpdateInput>;

export interface Client {
  id: number;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  admin_username: string | null;
  site_name: string;
  site_description: string | null;
  subdomain: string;
  store_name: string;
  store_description: string | null;
  contact_email: string | null;
  contact_whatsapp: string | null;
  contact_instagram: string | null;
  contact_phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  google_maps_url: string | null;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  is_active: boolean;
  is_published: boolean;
  site_url: string;
  avatar_url: string | null;
  custom_domain: string | null;
  product_count: number;
  created_at: string;
  updated_at: string;
}

export interface ClientCreateResult {
  id: number;
  client: Client;
  /** Only when the master gave no password: shown once, never stored in clear. */
  initial_password?: string;
}

export interface Stats {
  total: number;
  active: number;
  published: number;
  inactive: number;
}

export interface AccessResult {
  username: string;
  password: string;
  login_url: string;
  message: string;
}

export const domainSetupInput = z.object({
  subdomain: subdomainField,
  custom_domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Domínio inválido. Exemplo: www.minhaloja.com.br')
    .nullish()
    .or(z.literal('').transform(() => null)),
});
export type DomainSetupInput = z.infer<typeof domainSetupInput>;

export interface DnsRecord {
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT' | 'ALIAS';
  name: string;
  value: string;
  ttl: number;
  /** applied: the provider created it; manual: the domain owner must create it. */
  status: 'applied' | 'manual';
  /** pt-BR advice for a manual record (where to create it, what to do at a root domain). */
  note?: string;
}

export interface DomainSetupResult {
  ok: true;
  provider: 'none' | 'route53';
  records: DnsRecord[];
}

export const deployInput = z.object({ subdomain: subdomainField });

export interface DeployResult {
  success: boolean;
  output: string;
  error: string | null;
  target?: string;
}

export const tokenCreateInput = z.object({ name: requiredText(80, 'Nome do token') });
export interface ApiTokenInfo {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}
export interface ApiTokenCreated extends ApiTokenInfo {
  /** Shown once; only its hash is stored. */
  token: string;
}

export interface AuditEntry {
  id: number;
  actor_username: string | null;
  action: string;
  site_id: number | null;
  subdomain: string | null;
  details: Record<string, unknown> | null;
  created_at: string;
}
