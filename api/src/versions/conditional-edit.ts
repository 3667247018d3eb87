import type { Request, Response } from 'express';
import type { SiteContext } from '../http/context.ts';
import { auditEntry, type AuditAction } from '../audit/record.ts';
import { requireVersion } from './if-match.ts';
import { rowVersionWithAudit, type Versioned } from './row-version.ts';

export interface ConditionalEdit {
  target: Versioned;
  /** Written to the audit log with the item's id: who made this version (a later 412 names them). */
  action: AuditAction;
  /** The item as it is now, for a 412's body. */
  current: () => Promise<unknown>;
}

/**
 * A store write on the request's transaction, honouring If-Match: checked (row locked) before
 * the write, audited in the same transaction, the new version on the answer (read by the
 * statement that writes the audit entry).
 */
export async function editIfCurrent<T>(ctx: SiteContext, req: Request, res: Response, edit: ConditionalEdit, write: () => Promise<T>): Promise<T> {
  await requireVersion(ctx.db, req, edit.target, edit.current);
  const result = await write();
  const entry = auditEntry(ctx, edit.action, ctx.site, edit.target.kind === 'shop' ? undefined : { id: edit.target.id });
  // the audit entry and the new version in one statement (row-version.ts)
  const version = await rowVersionWithAudit(ctx.db, edit.target, entry);
  if (version) res.setHeader('ETag', version.etag);
  return result;
}

export const productVersion = (ctx: SiteContext, id: number): Versioned => ({ kind: 'product', siteId: ctx.site.id, id });
export const categoryVersion = (ctx: SiteContext, id: number): Versioned => ({ kind: 'category', siteId: ctx.site.id, id });
export const shopVersion = (siteId: number): Versioned => ({ kind: 'shop', siteId, id: siteId });
