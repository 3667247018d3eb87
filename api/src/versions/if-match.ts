import type { Request, Response } from 'express';
import type { Db } from '../db/connection.ts';
import type { AuditEntry } from '../audit/record.ts';
import { AppError } from '../http/app-error.ts';
import { versionMessages } from '@vitrine/contract/versions';
import { lastEditor, rowVersion, rowVersionWithAudit, type Versioned } from './row-version.ts';

/**
 * Conditional writes as HTTP defines them (RFC 9110 §13.1.1): a write that sends
 * `If-Match` is made only if the row is still at one of the versions named; otherwise 412
 * with the current version, when and by whom it was made, and the item as it is now.
 * Without `If-Match` the write goes through (scripts and older clients).
 */
function ifMatchOf(req: Request): string[] | '*' | undefined {
  const raw = req.headers['if-match'];
  if (raw === undefined) return undefined;
  if (raw.trim() === '*') return '*';
  const tags = raw.split(',').map((t) => t.trim());
  if (tags.some((t) => !/^(W\/)?"[^"]*"$/.test(t))) throw new AppError(400, versionMessages.badIfMatch, { 'If-Match': versionMessages.badIfMatch });
  return tags;
}

/**
 * Call on the write's transaction before it writes: locks the row (so no other write slips
 * in between the check and this one) and refuses a stale copy. A missing row is left to the
 * service, which answers its own 404.
 */
export async function requireVersion(db: Db, req: Request, target: Versioned, current: () => Promise<unknown>): Promise<void> {
  const tags = ifMatchOf(req);
  if (!tags) return;
  const version = await rowVersion(db, target, { lock: true });
  // strong comparison: a weak tag (W/"…") never matches
  if (!version || tags === '*' || tags.includes(version.etag)) return;
  throw new AppError(
    412,
    versionMessages.stale,
    undefined,
    { ETag: version.etag },
    {
      etag: version.etag,
      changed_at: version.updatedAt.toISOString(),
      changed_by: await lastEditor(db, target),
      current: await current(),
    },
  );
}

/** Puts the row's version on the answer (reads of the item, and every write's answer). */
export async function sendVersion(db: Db, res: Response, target: Versioned): Promise<void> {
  const version = await rowVersion(db, target);
  if (version) res.setHeader('ETag', version.etag);
}

/** A write's last step: its audit entry written and its new version put on the answer, in one statement (row-version.ts). */
export async function auditAndSendVersion(db: Db, res: Response, target: Versioned, entry: AuditEntry): Promise<void> {
  const version = await rowVersionWithAudit(db, target, entry);
  if (version) res.setHeader('ETag', version.etag);
}
