import { z } from 'zod';
import { dnsRecordBody, subdomainField } from './clients.ts';

/**
 * A custom domain's lifecycle (api/src/domains/lifecycle.ts holds the transitions):
 * pendente: the DNS does not point at the platform yet; the shop keeps its subdomain.
 * verificado: the DNS points at the platform; the domain serves the shop.
 * ativo: the platform answers on the domain; links, sitemap and messages use it.
 */
export const DOMAIN_STATUSES = ['pendente', 'verificado', 'ativo'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** States in which the domain serves the shop (and may be asked for a certificate). */
const SERVING_STATUSES: readonly DomainStatus[] = ['verificado', 'ativo'];
export const servesShop = (status: DomainStatus) => SERVING_STATUSES.includes(status);

/** A step's state: done, under way (nothing to do but wait or check), needs someone, or not reached yet. */
export const DOMAIN_STEP_STATES = ['feito', 'em_andamento', 'falhou', 'pendente'] as const;
export type DomainStepState = (typeof DOMAIN_STEP_STATES)[number];

/**
 * One step of a custom domain: dns (the record at the registrar), https (its certificate:
 * Caddy's on-demand TLS on one machine, a CloudFront-managed one on AWS) and active (the
 * shop's links use it). `detail` says what is happening or what to do, in pt-BR.
 */
export const domainStepSchema = z.object({
  key: z.enum(['dns', 'https', 'active']),
  label: z.string(),
  done: z.boolean(),
  state: z.enum(DOMAIN_STEP_STATES),
  state_label: z.string(),
  detail: z.string(),
});
export type DomainStep = z.infer<typeof domainStepSchema>;

/** What the admin and `vitrine domains status` show: where the domain stands, and what next. */
export const domainStateSchema = z.object({
  subdomain: z.string(),
  /** {subdomain}.{PLATFORM_DOMAIN}: always answers for the shop. */
  platform_host: z.string(),
  /** Where the shop's links, sitemap and WhatsApp messages point now. */
  canonical_url: z.string(),
  domain: z.string().nullable(),
  status: z.enum(DOMAIN_STATUSES).nullable(),
  status_label: z.string().nullable(),
  /** What the DNS record should be: a CNAME to this name (or A records to PLATFORM_TARGET). */
  expected_target: z.string(),
  /**
   * The TXT record that proves the domain is this shop's: needed unless the domain's CNAME
   * points straight at `platform_host` (always on AWS). Null without a domain.
   */
  verification: z.object({ name: z.string(), value: z.string() }).nullable(),
  /** The name bought at the registrar, whose zone holds the records (lojadaana.com.br). Null without a domain. */
  zone: z.string().nullable(),
  /** Only the records the domain's owner must create, in the order to create them (dns-records.ts). */
  records: z.array(dnsRecordBody),
  /** For a root domain (no www): what works at Registro.br. */
  advice: z.string().nullable(),
  checked_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  last_error: z.string().nullable(),
  steps: z.array(domainStepSchema),
  next_step: z.string(),
});
export type DomainState = z.infer<typeof domainStateSchema>;

/** A custom domain whose DNS does not point at the platform yet (the master's list). */
export const waitingDomainSchema = z.object({
  subdomain: z.string(),
  store_name: z.string(),
  domain: z.string(),
  /** When the domain was set for the shop. */
  since: z.string(),
  checked_at: z.string().nullable(),
  /** What is missing, in pt-BR: the last check's finding, or the record to create. */
  missing: z.string(),
  /** The record to create at the registrar. */
  record: z.object({ type: z.string(), name: z.string(), value: z.string() }),
});
export type WaitingDomain = z.infer<typeof waitingDomainSchema>;
export const waitingDomainsSchema = z.object({ domains: z.array(waitingDomainSchema) });

export const domainRefParams = z.object({ subdomain: subdomainField });
