import { domainSetupInput, domainSetupResultBody } from '../clients.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The domains endpoints (docs/api.md). */
export const domains = {
  setup: {
    method: 'post',
    path: '/master/domains/setup',
    access: 'master',
    summary: 'Configura o DNS do subdomínio e do domínio próprio da loja (DNS_PROVIDER none ou route53)',
    response: 'DomainSetupResult: { ok, provider, records: [{ type, name, value, ttl, status, note? }] }.',
    tag: 'master',
    body: domainSetupInput,
    responseBody: domainSetupResultBody,
  },
} as const satisfies Record<string, EndpointSpec>;
