import { api, query } from '../lib/api.ts';
import type { Client, Stats } from '../lib/contract.ts';

export const masterKeys = {
  clients: ['master', 'clients'] as const,
  client: (id: number) => ['master', 'clients', id] as const,
  stats: ['master', 'stats'] as const,
};

/** spec §7: the list may come as an array or as an object with `clients`. */
export async function fetchClients(signal?: AbortSignal, subdomain?: string): Promise<Client[]> {
  const data = await api<Client[] | { clients?: Client[] }>(`/master/clients${query({ subdomain })}`, { signal });
  return Array.isArray(data) ? data : (data?.clients ?? []);
}

export const fetchClient = (id: number, signal?: AbortSignal) => api<Client>(`/master/clients/${id}`, { signal });
export const fetchStats = (signal?: AbortSignal) => api<Stats>('/master/stats', { signal });

/** spec §2: client name, else store name, else site name, else subdomain. */
export const clientDisplayName = (c: Pick<Client, 'client_name' | 'store_name' | 'site_name' | 'subdomain'>) =>
  c.client_name?.trim() || c.store_name?.trim() || c.site_name?.trim() || c.subdomain;
