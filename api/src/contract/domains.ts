import { z } from 'zod';
import { subdomainField } from './clients.ts';

/**
 * A custom domain's lifecycle (api/src/domains/lifecycle.ts holds the transitions):
 * pendente: the DNS does not point at the platform yet; the shop keeps its subdomain.
 * verificado: the DNS points at the platform; the domain serves the shop.
 * ativo: the platform answers on the domain; links, sitemap and messages use it.
 */
export const DOMAIN_STATUSES = ['pendente', 'verificado', 'ativo'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const domainStepSchema = z.object({
  key: z.enum(['dns', 'answers']),
  label: z.string(),
  done: z.boolean(),
});

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
  checked_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  last_error: z.string().nullable(),
  steps: z.array(domainStepSchema),
  next_step: z.string(),
});
export type DomainState = z.infer<typeof domainStateSchema>;

export const domainRefParams = z.object({ subdomain: subdomainField });
