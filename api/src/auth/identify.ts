import type { Request } from 'express';
import { parse as parseCookie } from 'cookie';
import type { Db } from '../db/connection.ts';
import { SESSION_COOKIE, userForSession } from './sessions.ts';
import { userForToken } from './api-tokens.ts';
import type { SessionUser } from './user-model.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { SecretRing } from './secrets.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';

export interface Identity {
  user: SessionUser | null;
  auth: 'session' | 'token' | null;
  /** The user's own shop, read by the query that found the user (null: none, or no user). */
  ownSite: SiteRow | null;
}

export function sessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

/**
 * Who is calling: an API token (Authorization: Bearer) or a session cookie. With
 * `sessionIdleMs` a session's use extends its idle period (sessions.ts).
 */
export async function identify(db: Db, secret: SecretRing | string, req: Request, sessionIdleMs?: number): Promise<Identity> {
  const authz = req.headers.authorization;
  if (authz) {
    const m = authz.match(/^Bearer\s+(\S+)$/i);
    const found = m ? await userForToken(db, secret, m[1]!) : undefined;
    // A wrong token is an error, not an anonymous request: scripts must hear about it.
    if (found === 'expired') throw new AppError(401, messages.security.tokenExpired);
    if (!found) throw new AppError(401, messages.auth.invalidToken);
    return { ...found, auth: 'token' };
  }
  const token = sessionToken(req);
  if (!token) return { user: null, auth: null, ownSite: null };
  const found = await userForSession(db, secret, token, sessionIdleMs);
  return found ? { ...found, auth: 'session' } : { user: null, auth: null, ownSite: null };
}
