import { setTimeout as sleep } from 'node:timers/promises';
import { CliError, EXIT, type ExitCode } from '../shell/errors.ts';
import { retryDelay } from './retry.ts';
import { parseServerJson } from '../shell/terminal-text.ts';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Deploys take a while; everything else should answer in seconds. */
  timeoutMs?: number;
  /** A body sent as is (a spreadsheet) instead of JSON, with its media type. */
  upload?: { data: Uint8Array; type: string };
  /** 'bytes': the success answer's bytes as they came (a CSV download keeps its BOM), not parsed as JSON. */
  responseType?: 'json' | 'bytes';
}

export interface RawResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** The API answered with an error: its pt-BR message, its field details and the HTTP status. */
export class ApiError extends CliError {
  readonly status: number;

  constructor(status: number, message: string, details: Record<string, string> | undefined, hint: string | undefined) {
    super(message, { exitCode: exitCodeFor(status), details, hint });
    this.name = 'ApiError';
    this.status = status;
  }
}

function exitCodeFor(status: number): ExitCode {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404) return EXIT.notFound;
  return EXIT.failure;
}

function hintFor(status: number, path: string): string | undefined {
  if (status === 401) return 'Rode vitrine login de novo, ou confira o token em --token / VITRINE_TOKEN.';
  if (status === 403) return 'Estes comandos são do administrador master: entre com um usuário master (vitrine login).';
  if (status === 404 && path.startsWith('/master/clients')) return 'Confira o subdomínio ou o id com: vitrine clients list';
  if (status === 412) return 'Alguém alterou a loja enquanto você editava e nada foi gravado: confira com vitrine clients show e rode o comando de novo.';
  if (status === 429) return 'Aguarde alguns minutos antes de tentar de novo.';
  if (status >= 500) return 'O servidor teve um problema; tente de novo em instantes ou veja os logs do servidor.';
  return undefined;
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
 * The master API over HTTP. Every failure becomes a CliError carrying the exit code
 * scripts rely on (401/403 → 3, 404 → 4, anything else → 1).
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

  get = <T>(path: string, o: RequestOptions = {}) => this.json<T>('GET', path, o);
  post = <T>(path: string, body?: unknown, o: RequestOptions = {}) => this.json<T>('POST', path, { ...o, body });
  put = <T>(path: string, body?: unknown, o: RequestOptions = {}) => this.json<T>('PUT', path, { ...o, body });
  delete = <T>(path: string, o: RequestOptions = {}) => this.json<T>('DELETE', path, o);

  async json<T>(method: string, path: string, o: RequestOptions = {}): Promise<T> {
    return (await this.request<T>(method, path, o)).body;
  }

  /** One request under /api; throws ApiError for any status ≥ 400. */
  async request<T>(method: string, path: string, o: RequestOptions = {}): Promise<RawResponse<T>> {
    if (this.missingToken) throw this.missingToken;
    const url = new URL(`${this.baseUrl}/api${path}`);
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': USER_AGENT, ...o.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let body: string | Uint8Array | undefined;
    if (o.upload) {
      body = o.upload.data;
      headers['content-type'] = o.upload.type;
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }

    let res: Response;
    for (let attempt = 1; ; attempt++) {
      try {
        res = await this.fetchImpl(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(o.timeoutMs ?? 60_000) });
      } catch (err) {
        throw connectionError(this.baseUrl, err);
      }
      // 503 on a call that may run twice (GET, PUT, DELETE): wait as asked, within bounds, and try again
      const delayMs = retryDelay(method, res.status, res.headers.get('retry-after'), attempt);
      if (delayMs === undefined) break;
      await res.body?.cancel();
      this.onRetry?.({ method, path, attempt, delayMs });
      await sleep(delayMs);
    }
    if (o.responseType === 'bytes' && res.status < 400) return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) as T };
    const text = await res.text();
    const parsed = parseJson(text);
    if (res.status >= 400) {
      const error = parsed && typeof parsed === 'object' ? (parsed as { error?: unknown; details?: unknown }) : undefined;
      const message = typeof error?.error === 'string' ? error.error : `O servidor respondeu ${res.status} ${res.statusText}.`;
      const details = isStringRecord(error?.details) ? error.details : undefined;
      throw new ApiError(res.status, message, details, hintFor(res.status, path));
    }
    if (parsed === undefined && text.trim() !== '') {
      throw new CliError(`Resposta inesperada de ${url.origin} (não é JSON).`, {
        hint: 'Confira se --api-url (ou VITRINE_API_URL) aponta para o servidor da Vitrine.',
      });
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
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

const isStringRecord = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

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
