import type { z } from 'zod';
import { ApiError, errorFrom } from './api-error.ts';
import type { EndpointSpec } from './endpoints/endpoint.ts';

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

type PathParams<S> = S extends z.ZodType ? { [K in keyof z.input<S>]: string | number } : undefined;

/** What a call sends: the endpoint's params, query and body (zod input types). */
export type CallInput<E extends EndpointSpec> = {
  /** Path params: numbers or strings, written into the path as text. */
  params?: PathParams<E['params']>;
  query?: In<E['query']>;
  /** JSON, or a form / file sent as it is (uploads, spreadsheets). */
  body?: In<E['body']> | FormData | Blob;
  /** The version the edit started from (its ETag): a stale one gets 412 (docs/api.md "Edições concorrentes"). */
  ifMatch?: string | null | undefined;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** The JSON body an endpoint takes (zod input of its body schema): what a form builds. */
export type EndpointBody<E extends EndpointSpec> = In<E['body']>;

/** What an endpoint answers (zod output of its responseBody; undefined when it has none). */
export type Answer<E extends EndpointSpec> = Out<E['responseBody']>;

/**
 * An endpoint named by its method and path only, carrying its full spec as a type: for code
 * that must not load the zod schemas (the admin's first download). The compiler holds the
 * method and path to the endpoint's (endpoints/first-screen.ts).
 */
export interface EndpointRoute<E extends EndpointSpec> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: it only carries the endpoint's type. */
  readonly spec?: E;
}

/** One request as a client's transport sends it: path is under /api, with its query string. */
export interface ApiRequest {
  method: string;
  path: string;
  headers: Headers;
  body: RequestInit['body'];
  signal: AbortSignal | undefined;
}

/** Does the actual fetch for a client (its origin, credentials, shop header, retries). */
export type Transport = (request: ApiRequest) => Promise<Response>;

/** The endpoint's path with its `:name` params filled in (encoded). */
export function endpointPath(endpoint: Pick<EndpointSpec, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path param ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The request for one call: method, path with params and query, JSON (or a form, or a file) body, If-Match. */
export function requestFor<E extends EndpointSpec>(endpoint: E | EndpointRoute<E>, input: CallInput<E> = {}): ApiRequest {
  const headers = new Headers(input.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (input.ifMatch) headers.set('If-Match', input.ifMatch);
  let body: RequestInit['body'];
  // a form (uploads) or a file sent as it is (a spreadsheet): its type is its own
  if (input.body instanceof FormData || input.body instanceof Blob) body = input.body;
  else if (input.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input.body);
  }
  const path = endpointPath(endpoint, input.params as Record<string, unknown> | undefined) + queryString(input.query);
  return { method: endpoint.method.toUpperCase(), path, headers, body, signal: input.signal };
}

/** The answer's JSON (undefined when empty or not JSON). */
async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An answer and its headers (X-Total-Count, ETag). */
export interface Answered<T> {
  data: T;
  headers: Headers;
}

/** One call through a client's transport, with the answer's headers; errors all become ApiError (status 0: network). */
export async function sendRequest<E extends EndpointSpec>(
  transport: Transport,
  endpoint: E | EndpointRoute<E>,
  input: CallInput<E> = {},
): Promise<Answered<Answer<E>>> {
  let res: Response;
  try {
    res = await transport(requestFor(endpoint, input));
  } catch (err) {
    if (input.signal?.aborted || err instanceof ApiError) throw err;
    throw new ApiError(0);
  }
  const data = await readJson(res);
  if (!res.ok) throw errorFrom(res.status, data);
  return { data: data as Answer<E>, headers: res.headers };
}

/** One call to an endpoint through a client's transport: its answer. */
export async function callEndpoint<E extends EndpointSpec>(transport: Transport, endpoint: E | EndpointRoute<E>, input: CallInput<E> = {}): Promise<Answer<E>> {
  return (await sendRequest(transport, endpoint, input)).data;
}
