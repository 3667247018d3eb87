import { messages } from './messages.ts';

/** A failed API call: `status` 0 means the request never reached the server (network). */
export class ApiError extends Error {
  // `declare`: set by the constructor, not class fields, which the storefront's ES2020
  // bundles would turn into helper calls (storefront.js is held to 20 KB gzipped, docs/performance.md)
  declare readonly status: number;
  /** The server's pt-BR `error` text, when it sent one (docs/product.md §8: preferred over ours). */
  declare readonly serverMessage: string | undefined;
  /** Per-field messages of a 400 (zod issues on the server). */
  declare readonly details: Record<string, string> | undefined;
  /** The whole answer (a 412 says the current version, when and by whom it was made). */
  declare readonly body: Record<string, unknown> | undefined;

  constructor(status: number, serverMessage?: string, details?: Record<string, string>, body?: Record<string, unknown>) {
    super(serverMessage ?? (status === 0 ? messages.auth.connection : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.details = details;
    this.body = body;
  }
}

/** The ApiError for a failed answer's status and parsed JSON body. */
export function errorFrom(status: number, data: unknown): ApiError {
  const body = data && typeof data === 'object' ? (data as { error?: unknown; details?: unknown }) : {};
  const text = typeof body.error === 'string' && body.error ? body.error : undefined;
  const details = body.details && typeof body.details === 'object' ? (body.details as Record<string, string>) : undefined;
  return new ApiError(status, text, details, data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined);
}
