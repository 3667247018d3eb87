import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { setupDomains } from './setup-domains.ts';

export const domainRoutes = [
  route(
    {
      ...endpoints.domains.setup,
      // The DNS provider is called before the write, outside any transaction.
      transaction: false,
    },
    async ({ ctx, body }) => setupDomains(ctx, body),
  ),
];
