import { firstScreen } from '@vitrine/contract/endpoints/first-screen';
import { useQuery } from '@tanstack/react-query';
import { call } from './api.ts';

/**
 * Where "Ver minha loja" and "Abrir site" point: the shop's own address, asked of the API on
 * this (platform) host; while the shop is a draft it carries a signed preview token that
 * lives 30 minutes (api/src/preview/), so the link is refreshed well before that. The master
 * names the shop; a store admin always gets their own. `fallback` until the answer arrives.
 */
export function usePreviewHref(fallback: string | undefined, subdomain?: string, published?: boolean): string | undefined {
  const { data } = useQuery({
    // a publish or unpublish changes the link (token or not): a new key, never the old answer
    queryKey: ['preview-link', subdomain ?? '', published ?? null],
    queryFn: ({ signal }) => call(firstScreen.previewLink, { headers: subdomain ? { 'X-Tenant-Subdomain': subdomain } : {}, signal }),
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });
  return data?.url ?? fallback;
}
