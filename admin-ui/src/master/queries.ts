import { api, query } from '../lib/api.ts';
import type { Client, Stats } from '../lib/contract.ts';
import { fetchVersioned } from '../lib/versioned-save.ts';

export const masterKeys = {
  clients: ['master', 'clients'] as const,
  client: (id: number) => ['master', 'clients', id] as const,
  stats: ['master', 'stats'] as const,
};

/** docs/product.md §7: the list may come as an array or as an object with `clients`. */
export async function fetchClients(signal?: AbortSignal, subdomain?: string): Promise<Client[]> {
  const data = await api<Client[] | { clients?: Client[] }>(`/master/clients${query({ subdomain })}`, { signal });
  return Array.isArray(data) ? data : (data?.clients ?? []);
}

/** A client with its version (ETag), which the edit form sends as If-Match. */
export type VersionedClient = Client & { etag?: string | null };

export async function fetchClient(id: number, signal?: AbortSignal): Promise<VersionedClient> {
  const { item, etag } = await fetchVersioned<Client>(`/master/clients/${id}`, signal);
  return { ...item, etag };
}
export const fetchStats = (signal?: AbortSignal) => api<Stats>('/master/stats', { signal });

/** docs/product.md §2: client name, else store name, else site name, else subdomain. */
export const clientDisplayName = (c: Pick<Client, 'client_name' | 'store_name' | 'site_name' | 'subdomain'>) =>
  c.client_name?.trim() || c.store_name?.trim() || c.site_name?.trim() || c.subdomain;
