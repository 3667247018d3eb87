import { z } from 'zod';
import { optionalText, requiredText, hexColor, hexColorOut, optionalHttpUrl } from './common.ts';
import { whatsappField, instagramField } from './contact.ts';
import { messages } from './messages.ts';

/** Labels a subdomain may never take: they name parts of the platform. */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'admin',
  'app',
  'static',
  'cdn',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'dns',
  'master',
  'dashboard',
  'help',
  'suporte',
  'status',
  'docs',
  'blog',
  'assets',
  'img',
  'images',
  'media',
  'widget',
  'login',
  'auth',
  'root',
  'test',
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

export const passwordField = z.string().min(8, 'A senha deve ter ao menos 8 caracteres.').max(200, 'Máximo de 200 caracteres.');

/** The fields of docs/product.md §3 "Client" a master may set. */
const clientFields = {
  client_name: requiredText(120, 'Nome do cliente'),
  client_email: z.email('E-mail inválido.').max(200),
  client_phone: optionalText(40),
  site_name: requiredText(120, 'Nome do site'),
  site_description: optionalText(1000),
  store_name: requiredText(120, 'Nome da loja'),
  store_description: optionalText(1000),
  subdomain: subdomainField,
  contact_email: z
    .union([z.email('E-mail de contato inválido.'), z.literal('')])
    .nullish()
    .transform((v) => v || null),
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

const dateTime = z.iso.datetime();

/** docs/product.md §3 "Client": the shop as the master panel sees it. */
export const clientBody = z
  .object({
    id: z.number().int(),
    client_name: z.string(),
    client_email: z.string(),
    client_phone: z.string().nullable(),
    admin_username: z.string().nullable(),
    site_name: z.string(),
    site_description: z.string().nullable(),
    subdomain: z.string(),
    store_name: z.string(),
    store_description: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_whatsapp: z.string().nullable(),
    contact_instagram: z.string().nullable(),
    contact_phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    google_maps_url: z.string().nullable(),
    primary_color: hexColorOut,
    secondary_color: hexColorOut,
    accent_color: hexColorOut,
    is_active: z.boolean(),
    is_published: z.boolean(),
    site_url: z.string(),
    avatar_url: z.string().nullable(),
    custom_domain: z.string().nullable(),
    /** pendente, verificado or ativo (contract/domains.ts); null without a custom domain. */
    custom_domain_status: z.enum(['pendente', 'verificado', 'ativo']).nullable(),
    product_count: z.number().int().nonnegative(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof clientBody>;

/** POST /master/clients. */
export const clientCreateResultBody = z
  .object({
    id: z.number().int(),
    client: clientBody,
    initial_password: z.string().optional().meta({ description: 'Só quando o master não deu senha: mostrada uma vez, nunca guardada em claro.' }),
  })
  .meta({ id: 'ClientCreateResult' });
export type ClientCreateResult = z.infer<typeof clientCreateResultBody>;

/** GET /master/stats. */
export const statsBody = z
  .object({
    total: z.number().int().nonnegative(),
    active: z.number().int().nonnegative(),
    published: z.number().int().nonnegative(),
    inactive: z.number().int().nonnegative(),
  })
  .meta({ id: 'Stats' });
export type Stats = z.infer<typeof statsBody>;

/** POST /master/clients/{id}/access. */
export const accessResultBody = z
  .object({
    username: z.string(),
    password: z.string(),
    login_url: z.string(),
    message: z.string(),
  })
  .meta({ id: 'AccessResult' });
export type AccessResult = z.infer<typeof accessResultBody>;

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

export const dnsRecordBody = z
  .object({
    type: z.enum(['A', 'AAAA', 'CNAME', 'TXT', 'ALIAS']),
    name: z.string(),
    /** The name as the registrar's zone editor takes it: relative to the registered domain, "" for the domain itself. */
    host: z.string().optional(),
    value: z.string(),
    ttl: z.number().int(),
    status: z.enum(['applied', 'manual']).meta({ description: 'applied: o provedor criou o registro; manual: o dono do domínio deve criá-lo.' }),
    note: z.string().optional().meta({ description: 'Orientação em pt-BR para um registro manual.' }),
  })
  .meta({ id: 'DnsRecord' });
export type DnsRecord = z.infer<typeof dnsRecordBody>;

/** POST /master/domains/setup. */
export const domainSetupResultBody = z
  .object({
    ok: z.literal(true),
    provider: z.enum(['none', 'route53']),
    records: z.array(dnsRecordBody),
  })
  .meta({ id: 'DomainSetupResult' });
export type DomainSetupResult = z.infer<typeof domainSetupResultBody>;

export const deployInput = z.object({ subdomain: subdomainField });

/** A deploy that ran: success false when it failed (the output says why). */
export const deployResultBody = z
  .object({
    success: z.boolean(),
    output: z.string(),
    error: z.string().nullable(),
    target: z.string().optional(),
  })
  .meta({ id: 'DeployResult' });
export type DeployResult = z.infer<typeof deployResultBody>;

export const tokenCreateInput = z.object({
  name: requiredText(80, 'Nome do token'),
  /** Days until it expires (default TOKEN_TTL_DAYS on the server, 90). */
  expires_in_days: z
    .number('Validade deve ser um número de dias, de 1 a 365.')
    .int('Validade deve ser um número de dias, de 1 a 365.')
    .min(1, 'Validade deve ser um número de dias, de 1 a 365.')
    .max(365, 'Validade deve ser um número de dias, de 1 a 365.')
    .optional(),
});
export type TokenCreateInput = z.infer<typeof tokenCreateInput>;
export const apiTokenInfoBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: dateTime,
    last_used_at: dateTime.nullable(),
    /** After this the token no longer works. */
    expires_at: dateTime,
  })
  .meta({ id: 'ApiToken' });
export type ApiTokenInfo = z.infer<typeof apiTokenInfoBody>;

/** POST /master/tokens: the token itself is shown once; only its hash is stored. */
export const apiTokenCreatedBody = apiTokenInfoBody.extend({ token: z.string() }).meta({ id: 'ApiTokenCreated' });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedBody>;

export const auditEntryBody = z
  .object({
    id: z.number().int(),
    actor_username: z.string().nullable(),
    action: z.string(),
    site_id: z.number().int().nullable(),
    subdomain: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntryBody>;
