import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { parse as parseCookie } from 'cookie';
import type { Config } from '../config.ts';
import { digest } from '../auth/secrets.ts';
import type { SiteRow } from '../tenancy/site-model.ts';

/**
 * A draft shop's preview (docs/conventions.md "Auth"): login sessions live on the platform host only,
 * so the admin hands the shop's own host a short-lived link signed with the server secret
 * and bound to one shop. On that host it becomes a preview-only cookie that reads that one
 * draft and grants nothing else (it is not a session: no API write, no other shop).
 */
export const PREVIEW_PARAM = 'vitrine_preview';
const PREVIEW_COOKIE = 'vitrine_preview';
export const PREVIEW_MINUTES = 30;

/**
 * The shop a token is for: its id, and its `preview_epoch`, which the database bumps when the
 * shop is deactivated, reactivated, published or unpublished (migration 065). Signing over
 * it ends every link and cookie of the shop at once; a deactivated shop opens no preview.
 */
export type PreviewedShop = Pick<SiteRow, 'id' | 'preview_epoch' | 'is_active'>;

const sign = (secret: string, shop: PreviewedShop, expires: number) => digest(secret, `preview:${shop.id}:${shop.preview_epoch}:${expires}`);

/** `v1.{siteId}.{expires (unix seconds)}.{hmac}` */
export function previewToken(secret: string, shop: PreviewedShop, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + PREVIEW_MINUTES * 60;
  return { token: `v1.${shop.id}.${expires}.${sign(secret, shop, expires)}`, expiresAt: new Date(expires * 1000) };
}

/** Seconds the token still lives when it is valid for this shop as it is now; 0 when it is not (wrong shop, expired, forged, ended). */
export function previewSecondsLeft(secret: string, token: string | undefined, shop: PreviewedShop, now = Date.now()): number {
  const m = token?.match(/^v1\.(\d{1,12})\.(\d{1,12})\.([\w-]{20,100})$/);
  if (!m || Number(m[1]) !== shop.id || !shop.is_active) return 0;
  const expires = Number(m[2]);
  const expected = Buffer.from(sign(secret, shop, expires));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 0;
  return Math.max(0, expires - Math.floor(now / 1000));
}

/** Does this request carry a live preview cookie for this shop? */
export function previewCookieGrants(secret: string, req: Request, shop: PreviewedShop): boolean {
  const header = req.headers.cookie;
  return !!header && previewSecondsLeft(secret, parseCookie(header)[PREVIEW_COOKIE], shop) > 0;
}

/** Host-only cookie (no Domain): it stays on the shop's own host, for as long as the link lived. */
export function setPreviewCookie(res: Response, config: Pick<Config, 'env'>, token: string, seconds: number) {
  res.cookie(PREVIEW_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: config.env === 'production', path: '/', maxAge: seconds * 1000 });
}
