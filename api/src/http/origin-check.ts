import type { RequestHandler } from 'express';
import { AppError } from './app-error.ts';
import { messages } from '@vitrine/contract/messages';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that come from any site by design and act for nobody: the insight beacon only adds
 * one to an anonymous counter (and ignores logged-in users), so another site sending it gains
 * nothing a shopper could not do. Paths relative to /api.
 */
const CROSS_SITE_WRITES = new Set(['/insight/events']);

/**
 * CSRF defence for cookie-authenticated writes: browsers say where a request comes from
 * (Sec-Fetch-Site, Origin), and only the admin's own origin may change anything. Requests
 * with a bearer token carry no ambient credentials and need no check; clients that send
 * neither header (curl, scripts) are not browsers and cannot be driven by another site.
 */
export const originCheck: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method) || req.headers.authorization || CROSS_SITE_WRITES.has(req.path)) return next();
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
    return next(new AppError(403, messages.auth.crossOrigin));
  }
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== req.headers.host) return next(new AppError(403, messages.auth.crossOrigin));
  } else if (origin === 'null') {
    return next(new AppError(403, messages.auth.crossOrigin));
  }
  next();
};
