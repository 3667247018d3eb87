import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import { isDatabaseUnavailable } from './db-errors.ts';
import { messages } from '@vitrine/contract/messages';

/** Zod issues become `details`: one pt-BR message per field, named by its path. */
function zodDetails(err: ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    details[key] ??= issue.message;
  }
  return details;
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: messages.http.notFound });
};

/** What an error means for the client: its status, pt-BR body and headers, and our log line when it is ours. */
export type ErrorAnswer = { status: number; body: { error: string; details?: Record<string, string> }; headers?: Record<string, string>; log?: string };

/**
 * The one place where an error becomes an answer. The API sends it as JSON (errorHandler);
 * the storefront renders the same status and message as a pt-BR page (storefront/mount.ts).
 */
export function errorAnswer(err: unknown): ErrorAnswer {
  const answer = toResponse(err);
  if (answer.status < 500) return answer;
  const log = err instanceof AppError ? err.message : answer.status === 503 ? 'database unavailable' : 'unexpected error';
  return { ...answer, log };
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const { status, body, headers, log } = errorAnswer(err);
  if (log) req.log?.error({ err }, log);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (headers) res.set(headers);
  res.status(status).json(body);
};

function toResponse(err: unknown): ErrorAnswer {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { ...err.extra, error: err.message, ...(err.details ? { details: err.details } : {}) },
      headers: err.headers,
    };
  }
  if (err instanceof ZodError) {
    const details = zodDetails(err);
    const first = Object.values(details)[0];
    return { status: 400, body: { error: first ?? messages.http.validation, details } };
  }
  const e = err as { type?: string; status?: number; code?: string };
  if (e?.type === 'entity.parse.failed') return { status: 400, body: { error: messages.http.invalidJson } };
  if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE') {
    return { status: 413, body: { error: e.code === 'LIMIT_FILE_SIZE' ? messages.uploads.tooLarge : messages.http.bodyTooLarge } };
  }
  if (e?.code === 'LIMIT_FILE_COUNT' || e?.code === 'LIMIT_UNEXPECTED_FILE' || e?.code === 'LIMIT_PART_COUNT' || e?.code === 'LIMIT_FIELD_COUNT') {
    return { status: 400, body: { error: messages.uploads.oneFileOnly } };
  }
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported') {
    return { status: 415, body: { error: messages.http.unsupportedMediaType } };
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    // body-parser and multer client errors (malformed multipart, aborted request …)
    return { status: e.status, body: { error: messages.http.validation } };
  }
  // a value the database cannot store (bad encoding): the client's input, not our fault
  if (e?.code === '22021' || e?.code === '22P05') return { status: 400, body: { error: messages.http.invalidCharacters } };
  if (isDatabaseUnavailable(err)) return { status: 503, body: { error: messages.http.unavailable }, headers: { 'Retry-After': '5' } };
  return { status: 500, body: { error: messages.http.internal } };
}
