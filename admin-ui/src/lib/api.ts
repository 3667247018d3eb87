import { type Answer, type CallInput, callEndpoint, type Transport } from '@vitrine/contract/api-client';
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

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Do not treat a 401 as the end of the session (the login form's own 401). */
  allowUnauthorized?: boolean;
  /** The version the edit started from (its ETag): a stale one gets 412 (docs/api.md "Edições concorrentes"). */
  ifMatch?: string | null | undefined;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** One call to /api with the session cookie; JSON (or a form, or a file) in, JSON out, errors as ApiError. */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, signal } = options;
  const headers = apiHeaders();
  if (options.ifMatch) headers.set('If-Match', options.ifMatch);
  let payload: BodyInit | undefined;
  // a form (uploads) or a file sent as it is (a spreadsheet): the browser names its type
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0);
  }
  const data = await readJson(res);
  if (!res.ok) {
    if (res.status === 401 && !options.allowUnauthorized) unauthorizedListener?.();
    throw errorFrom(res.status, data);
  }
  return { data: data as T, headers: res.headers };
}

export const api = async <T>(path: string, options?: ApiOptions) => (await apiRequest<T>(path, options)).data;

/** Same-origin fetch with the session cookie and the shop's header; a 401 ends the session. */
const sameOrigin: Transport = async ({ method, path, headers, body, signal }) => {
  for (const [k, v] of apiHeaders()) headers.set(k, v);
  const res = await fetch(`/api${path}`, { method, headers, body, signal, credentials: 'same-origin' });
  if (res.status === 401) unauthorizedListener?.();
  return res;
};

/** One call to a declared endpoint (docs/architecture.md): typed params, query, body and answer. */
export const call = <E extends EndpointSpec>(endpoint: E, input?: CallInput<E>): Promise<Answer<E>> => callEndpoint(sameOrigin, endpoint, input);

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

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

/** Query strings without empty values. */
export function query(params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
