import { useCallback, useState } from 'react';
import type { Answer, CallInput } from '@vitrine/contract/api-client';
import type { EndpointSpec } from '@vitrine/contract/endpoints/endpoint';
import { ApiError, callWithHeaders } from './api.ts';

/**
 * Saves that do not overwrite someone else's work (docs/api.md "Edições concorrentes"): each
 * edit screen keeps the version (ETag) its copy came from and sends it as If-Match; a 412
 * says the item changed meanwhile, and the screen keeps what the owner typed.
 */
export interface Stale {
  /** The current version: "Salvar mesmo assim" sends this one. */
  etag: string;
  changedAt: string;
  changedBy: string | null;
}

function staleFrom(err: unknown): Stale | null {
  if (!(err instanceof ApiError) || err.status !== 412 || !err.body) return null;
  const { etag, changed_at, changed_by } = err.body as { etag?: unknown; changed_at?: unknown; changed_by?: unknown };
  if (typeof etag !== 'string' || typeof changed_at !== 'string') return null;
  return { etag, changedAt: changed_at, changedBy: typeof changed_by === 'string' ? changed_by : null };
}

/** An item and its version, read from the admin's own item route (GET /store/products/{id} …). */
export interface Versioned<T> {
  item: T;
  etag: string | null;
}

export async function fetchVersioned<E extends EndpointSpec>(endpoint: E, input: CallInput<E>): Promise<Versioned<Answer<E>>> {
  const { data, headers } = await callWithHeaders(endpoint, input);
  return { item: data, etag: headers.get('ETag') };
}

/** The version an edit screen works from, and the 412 it may meet. */
export function useVersionedSave(initialEtag: string | null) {
  const [etag, setEtag] = useState(initialEtag);
  const [stale, setStale] = useState<Stale | null>(null);

  /** A write with If-Match: the version the screen holds, or (force) the current one the 412 named. */
  const write = useCallback(
    async <E extends EndpointSpec>(endpoint: E, input: CallInput<E>, force = false): Promise<Answer<E>> => {
      const res = await callWithHeaders(endpoint, { ...input, ifMatch: force ? stale?.etag : etag });
      setEtag(res.headers.get('ETag'));
      setStale(null);
      return res.data;
    },
    [etag, stale],
  );

  /** True (and the screen shows the stale notice) when the error was a 412. */
  const caughtStale = useCallback((err: unknown) => {
    const found = staleFrom(err);
    if (found) setStale(found);
    return !!found;
  }, []);

  /** After "Recarregar": the fresh copy's version, and no notice. */
  const reloaded = useCallback((next: string | null) => {
    setEtag(next);
    setStale(null);
  }, []);

  return { etag, stale, write, caughtStale, reloaded };
}
