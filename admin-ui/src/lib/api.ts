import { type Answer, type Answered, type CallInput, callEndpoint, type EndpointRoute, sendRequest, type Transport } from '@vitrine/contract/api-client';
import { ApiError, errorFrom } from '@vitrine/contract/api-error';
import type { EndpointSpec } from '@vitrine/contract/endpoints/endpoint';
import { messages } from './contract.ts';

/** The one ApiError of every client, from the contract (docs/architecture.md): `status` 0 means the request never reached the server (network). */
export { ApiError, errorFrom };

let tenantSubdomain: string | null = null;
let unauthorizedListener: (() => void) | null = null;

/** docs/product.md §1: once the user's shop is known, every call names it in X-Tenant-Subdomain. */
export function setTenantSubdomain(subdomain: string | null) {
  tenantSubdomain = subdomain;
}

/** Called when a call answers 401: the session ended (expired, logged out elsewhere). */
export function onUnauthorized(listener: (() => void) | null) {
  unauthorizedListener = listener;
}

export function apiHeaders(extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  if (tenantSubdomain) headers.set('X-Tenant-Subdomain', tenantSubdomain);
  return headers;
}

/** Same-origin fetch with the session cookie and the shop's header (the login form's own 401 is its answer). */
const sameOriginQuiet: Transport = async ({ method, path, headers, body, signal }) => {
  for (const [k, v] of apiHeaders()) headers.set(k, v);
  return fetch(`/api${path}`, { method, headers, body, signal, credentials: 'same-origin' });
};

/** The same, where a 401 ends the session (expired, logged out elsewhere). */
const sameOrigin: Transport = async (request) => {
  const res = await sameOriginQuiet(request);
  if (res.status === 401) unauthorizedListener?.();
  return res;
};

export interface CallOptions {
  /** Do not treat a 401 as the end of the session (the login form's own 401). */
  allowUnauthorized?: boolean;
}

/** One call to a declared endpoint (docs/architecture.md "One typed client"): typed params, query, body and answer. */
export const call = <E extends EndpointSpec>(endpoint: E | EndpointRoute<E>, input?: CallInput<E>, options: CallOptions = {}): Promise<Answer<E>> =>
  callEndpoint(options.allowUnauthorized ? sameOriginQuiet : sameOrigin, endpoint, input);

/** The same, with the answer's headers (X-Total-Count, ETag). */
export const callWithHeaders = <E extends EndpointSpec>(endpoint: E, input?: CallInput<E>): Promise<Answered<Answer<E>>> =>
  sendRequest(sameOrigin, endpoint, input);

/**
 * The text to show for a failed call (docs/product.md §8): the server's own message when it sent one,
 * else our fallback for that screen; a network failure has its own text.
 */
export function errorMessage(err: unknown, fallback: string, network: string = messages.auth.connection): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return network;
    return err.serverMessage ?? fallback;
  }
  return fallback;
}
