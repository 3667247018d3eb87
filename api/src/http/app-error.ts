/** The one error type: a status the client should see and a pt-BR message it can show. */
export class AppError extends Error {
  readonly status: number;
  readonly details: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** More of the answer's body beside `error` (a 412's current version and who changed it). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(status: number, message: string, details?: Record<string, string>, headers?: Record<string, string>, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.details = details;
    this.headers = headers;
    this.extra = extra;
  }
}
