import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { parse as parseCookie } from 'cookie';
import type { Config } from '../config.ts';
import { digest } from '../auth/secrets.ts';

/**
 * A draft shop's preview (design.md "Auth"): login sessions live on the platform host only,
 * so the admin hands the shop's own host a short-lived link signed with the server secret
 * and bound to one shop. On that host it becomes a preview-only cookie that reads that one
 * draft and grants nothing else (it is not a session: no API write, no other shop).
 */
export const PREVIEW_PARAM = 'vitrine_preview';
export const PREVIEW_COOKIE = 'vitrine_preview';
export const PREVIEW_MINUTES = 30;

const sign = (secret: string, siteId: number, expires: number) => digest(secret, `preview:${siteId}:${expires}`);

/** `v1.{siteId}.{expires (unix seconds)}.{hmac}` */
export function previewToken(secret: string, siteId: number, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + PREVIEW_MINUTES * 60;
  return { token: `v1.${siteId}.${expires}.${sign(secret, siteId, expires)}`, expiresAt: new Date(expires * 1000) };
}

/** Seconds the token still lives when it is valid for this shop; 0 when it is not (wrong shop, expired, forged). */
export function previewSecondsLeft(secret: string, token: string | undefined, siteId: number, now = Date.now()): number {
  const m = token?.match(/^v1\.(\d{1,12})\.(\d{1,12})\.([\w-]{20,100})$/);
  if (!m || Number(m[1]) !== siteId) return 0;
  const expires = Number(m[2]);
  const expected = Buffer.from(sign(secret, siteId, expires));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 0;
  return Math.max(0, expires - Math.floor(now / 1000));
}

/** Does this request carry a live preview cookie for this shop? */
export function previewCookieGrants(secret: string, req: Request, siteId: number): boolean {
  const header = req.headers.cookie;
  return !!header && previewSecondsLeft(secret, parseCookie(header)[PREVIEW_COOKIE], siteId) > 0;
}

/** Host-only cookie (no Domain): it stays on the shop's own host, for as long as the link lived. */
export function setPreviewCookie(res: Response, config: Pick<Config, 'env'>, token: string, seconds: number) {
  res.cookie(PREVIEW_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: config.env === 'production', path: '/', maxAge: seconds * 1000 });
}
