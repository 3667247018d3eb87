import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, type Answered, type CallInput, requestFor } from '@vitrine/contract/api-client';
import { errorFrom } from '@vitrine/contract/api-error';
import type { EndpointSpec } from '@vitrine/contract/endpoints/endpoint';
import { CliError } from '../shell/errors.ts';
import { retryDelay } from './retry.ts';
import { parseServerJson } from '../shell/terminal-text.ts';

/** How the CLI sends a call, beside what the endpoint takes. */
export interface SendOptions {
  /** Deploys take a while; everything else should answer in seconds. */
  timeoutMs?: number;
}

const USER_AGENT = 'vitrine-cli';

export interface RetryInfo {
  method: string;
  path: string;
  /** The try about to be made after this wait (1: the first retry). */
  attempt: number;
  delayMs: number;
}

/**
 * The API over HTTP for the CLI: the contract's endpoints by name (docs/architecture.md "One
 * typed client"), with the token, retries after a 503 and timeouts. A failed answer is the
 * contract's ApiError; main.ts turns it into the exit code scripts rely on (401/403 → 3,
 * 404 → 4, anything else → 1) and a hint (api/api-errors.ts).
 */
export class ApiClient {
  readonly baseUrl: string;
  private readonly token: string | undefined;
  private readonly fetchImpl: typeof fetch;

  /** Thrown by the first request when the command needs a token and none was found. */
  private readonly missingToken: CliError | undefined;
  /** Told before each retry after a 503 (the CLI says so on stderr). */
  private readonly onRetry: ((info: RetryInfo) => void) | undefined;

  constructor(baseUrl: string, token?: string, fetchImpl: typeof fetch = fetch, missingToken?: CliError, onRetry?: (info: RetryInfo) => void) {
    this.baseUrl = baseUrl;
    this.token = token;
    this.fetchImpl = fetchImpl;
    this.missingToken = missingToken;
    this.onRetry = onRetry;
  }

  get hasToken(): boolean {
    return !!this.token;
  }

  /** One call to a declared endpoint: its answer. */
  async call<E extends EndpointSpec>(endpoint: E, input: CallInput<E> = {}, options: SendOptions = {}): Promise<Answer<E>> {
    return (await this.callWithHeaders(endpoint, input, options)).data;
  }

  /** One call, with the answer's headers (an ETag to send back in If-Match). */
  async callWithHeaders<E extends EndpointSpec>(endpoint: E, input: CallInput<E> = {}, options: SendOptions = {}): Promise<Answered<Answer<E>>> {
    const res = await this.send(endpoint, input, options);
    const text = await res.text();
    const parsed = parseJson(text);
    if (!res.ok) throw errorFrom(res.status, parsed);
    if (parsed === undefined && text.trim() !== '') {
      throw new CliError(`Resposta inesperada de ${new URL(this.baseUrl).origin} (não é JSON).`, {
        hint: 'Confira se --api-url (ou VITRINE_API_URL) aponta para o servidor da Vitrine.',
      });
    }
    return { data: parsed as Answer<E>, headers: res.headers };
  }

  /** A file the endpoint answers (a CSV), as the bytes that came (its BOM kept). */
  async download<E extends EndpointSpec>(endpoint: E, input: CallInput<E> = {}): Promise<Uint8Array> {
    const res = await this.send(endpoint, input, {});
    if (!res.ok) throw errorFrom(res.status, parseJson(await res.text()));
    return new Uint8Array(await res.arrayBuffer());
  }

  /** The request under /api with the token; a 503 on a call that may run twice is tried again as the server asks. */
  private async send<E extends EndpointSpec>(endpoint: E, input: CallInput<E>, options: SendOptions): Promise<Response> {
    if (this.missingToken) throw this.missingToken;
    const { method, path, headers, body } = requestFor(endpoint, input);
    headers.set('user-agent', USER_AGENT);
    if (this.token) headers.set('authorization', `Bearer ${this.token}`);
    const url = new URL(`${this.baseUrl}/api${path}`);
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await this.fetchImpl(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
      } catch (err) {
        throw connectionError(this.baseUrl, err);
      }
      const delayMs = retryDelay(method, res.status, res.headers.get('retry-after'), attempt);
      if (delayMs === undefined) return res;
      await res.body?.cancel();
      this.onRetry?.({ method, path, attempt, delayMs });
      await sleep(delayMs);
    }
  }
}

function parseJson(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return parseServerJson(text);
  } catch {
    return undefined;
  }
}

function connectionError(baseUrl: string, err: unknown): CliError {
  const e = err as { name?: string; cause?: { code?: string } };
  const timedOut = e?.name === 'TimeoutError';
  return new CliError(
    timedOut ? `O servidor ${baseUrl} demorou demais para responder.` : `Não foi possível conectar a ${baseUrl}${e?.cause?.code ? ` (${e.cause.code})` : ''}.`,
    {
      hint: 'Confira se o servidor está no ar e o endereço em --api-url (ou VITRINE_API_URL).',
    },
  );
}
