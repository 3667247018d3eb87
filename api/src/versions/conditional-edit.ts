import type { Request, Response } from 'express';
import type { SiteContext } from '../http/context.ts';
import { auditEntry, type AuditAction } from '../audit/record.ts';
import { auditAndSendVersion, requireVersion } from './if-match.ts';
import type { Versioned } from './row-version.ts';

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
  const details = edit.target.kind === 'shop' ? undefined : { id: edit.target.id };
  await auditAndSendVersion(ctx.db, res, edit.target, auditEntry(ctx, edit.action, ctx.site, details));
  return result;
}

export const productVersion = (ctx: SiteContext, id: number): Versioned => ({ kind: 'product', siteId: ctx.site.id, id });
export const categoryVersion = (ctx: SiteContext, id: number): Versioned => ({ kind: 'category', siteId: ctx.site.id, id });
export const shopVersion = (siteId: number): Versioned => ({ kind: 'shop', siteId, id: siteId });
