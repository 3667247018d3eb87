import type { Request, Response } from 'express';
import type { Config } from '../config.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { messages } from '@vitrine/contract/messages';
import { loadSsr } from '../storefront/renderer.ts';
import { PREVIEW_PARAM, previewCookieGrants, previewSecondsLeft, setPreviewCookie } from './preview-token.ts';

/**
 * A draft shop's page on its own host:
 * - with ?vitrine_preview=<signed link>: valid → the preview cookie, and a redirect to the
 *   same address without the token (so it stays out of history and shared links); not → refused;
 * - with a live preview cookie for this shop → 'granted';
 * - otherwise → 'none' (the shop does not exist for this visitor).
 */
export function openPreview(
  req: Request,
  res: Response,
  site: SiteRow,
  config: Pick<Config, 'sessionSecret' | 'env'>,
): 'granted' | 'redirected' | 'refused' | 'none' {
  const link = req.query[PREVIEW_PARAM];
  if (typeof link === 'string') {
    const seconds = previewSecondsLeft(config.sessionSecret, link, site);
    if (!seconds) return 'refused';
    setPreviewCookie(res, config, link, seconds);
    const url = new URL(req.originalUrl, 'http://x');
    url.searchParams.delete(PREVIEW_PARAM);
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
    res.redirect(303, url.pathname + url.search);
    return 'redirected';
  }
  return previewCookieGrants(config.sessionSecret, req, site) ? 'granted' : 'none';
}

export async function previewExpiredPage(): Promise<string> {
  const ssr = await loadSsr();
  return ssr.renderMessagePage({
    title: messages.preview.expiredTitle,
    heading: messages.preview.expiredTitle,
    text: messages.preview.expiredText,
    noindex: true,
  });
}
