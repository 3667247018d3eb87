import { route } from '../http/route.ts';
import { domainSetupInput, domainSetupResultBody } from '@vitrine/contract/clients';
import { setupDomains } from './setup-domains.ts';

export const domainRoutes = [
  route(
    {
      method: 'post',
      path: '/master/domains/setup',
      access: 'master',
      summary: 'Configura o DNS do subdomínio e do domínio próprio da loja (DNS_PROVIDER none ou route53)',
      response: 'DomainSetupResult: { ok, provider, records: [{ type, name, value, ttl, status, note? }] }.',
      tag: 'master',
      body: domainSetupInput,
      responseBody: domainSetupResultBody,
      // The DNS provider is called before the write, outside any transaction.
      transaction: false,
    },
    async ({ ctx, body }) => setupDomains(ctx, body),
  ),
];
