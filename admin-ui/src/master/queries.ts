import { endpoints } from '@vitrine/contract/endpoints/index';
import { call } from '../lib/api.ts';
import type { Client } from '../lib/contract.ts';
import { fetchVersioned } from '../lib/versioned-save.ts';

export const masterKeys = {
  clients: ['master', 'clients'] as const,
  client: (id: number) => ['master', 'clients', id] as const,
  stats: ['master', 'stats'] as const,
};

export const fetchClients = (signal?: AbortSignal, subdomain?: string): Promise<Client[]> => call(endpoints.clients.list, { query: { subdomain }, signal });

/** A client with its version (ETag), which the edit form sends as If-Match. */
export type VersionedClient = Client & { etag?: string | null };

export async function fetchClient(id: number, signal?: AbortSignal): Promise<VersionedClient> {
  const { item, etag } = await fetchVersioned(endpoints.clients.get, { params: { id }, signal });
  return { ...item, etag };
}
export const fetchStats = (signal?: AbortSignal) => call(endpoints.stats.get, { signal });

/** docs/product.md §2: client name, else store name, else site name, else subdomain. */
export const clientDisplayName = (c: Pick<Client, 'client_name' | 'store_name' | 'site_name' | 'subdomain'>) =>
  c.client_name?.trim() || c.store_name?.trim() || c.site_name?.trim() || c.subdomain;
