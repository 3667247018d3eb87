import type { RequestHandler, Response } from 'express';
import multer from 'multer';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { MAX_UPLOAD_BYTES } from '@vitrine/contract/uploads';
import { cleanName } from '@vitrine/contract/safe-text';

export interface UploadedFile {
  buffer: Buffer;
  /** The client's file name, cleaned for display (never used to name stored files). */
  originalName: string;
}

declare global {
  namespace Express {
    interface Locals {
      /** The file singleFileUpload() read. */
      vitrineUpload?: UploadedFile;
    }
  }
}

/**
 * Reads one image from a multipart request, in memory (at most MAX_UPLOAD_BYTES: 20 MB), under one of the given
 * field names. Every way a client can get this wrong becomes a pt-BR answer, never a 500:
 * not multipart 415, too big 413, no file / two files / wrong field / broken body 400.
 */
export function singleFileUpload(fieldNames: readonly string[] = ['file']): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    // browsers send file names as raw UTF-8 ("pipa-ação.png"), not latin1
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024, headerPairs: 100 },
  }).fields(fieldNames.map((name) => ({ name, maxCount: 1 })));

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(new AppError(415, messages.http.expectedMultipart));
      return;
    }
    parse(req, res, (err?: unknown) => {
      if (err) {
        next(uploadError(err, fieldNames));
        return;
      }
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
      const file = fieldNames.map((name) => files[name]?.[0]).find(Boolean);
      if (!file) {
        next(new AppError(400, messages.uploads.missingFile));
        return;
      }
      if (!file.buffer?.length) {
        next(new AppError(400, messages.uploads.emptyFile));
        return;
      }
      res.locals.vitrineUpload = { buffer: file.buffer, originalName: cleanFileName(file.originalname) } satisfies UploadedFile;
      next();
    });
  };
}

/** The file singleFileUpload() read for this request. */
export function uploadedFile(res: Response): UploadedFile {
  const file = res.locals.vitrineUpload;
  if (!file) throw new AppError(400, messages.uploads.missingFile);
  return file;
}

function uploadError(err: unknown, fieldNames: readonly string[]): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof multer.MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError(413, messages.uploads.tooLarge);
      case 'LIMIT_FILE_COUNT':
        return new AppError(400, messages.uploads.oneFileOnly);
      case 'LIMIT_UNEXPECTED_FILE':
        // a second file under an accepted name, or a file under another name
        return fieldNames.includes(err.field ?? '')
          ? new AppError(400, messages.uploads.oneFileOnly)
          : new AppError(400, messages.uploads.wrongField, { [err.field ?? 'file']: messages.uploads.wrongField });
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_FIELD_KEY':
      case 'LIMIT_FIELD_VALUE':
        return new AppError(400, messages.uploads.tooManyFields);
      default:
        return new AppError(400, messages.uploads.malformed);
    }
  }
  // busboy: "Unexpected end of form", "Malformed part header", "Multipart: Boundary not
  // found", a request aborted half-way… all mean the body is not a whole multipart form.
  return new AppError(400, messages.uploads.malformed);
}

/** Keeps the name a person gave the file, minus any folder, unsafe characters (safe-text.ts) and excess length. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = cleanName(base).trim().slice(0, 200);
  return clean || 'imagem';
}
