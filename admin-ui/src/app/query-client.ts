import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/**
 * Server state lives in TanStack Query: lists refresh after each change (invalidation),
 * screens share what another just loaded (the dashboard's products, the form's categories).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // a 4xx will not change by asking again; a network blip might
        retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
