import type { RequestHandler } from 'express';
import { countUpload } from './checks.ts';

/**
 * Route `before` middleware for uploads: counts the admin's upload before the body is even
 * read, so a flood is refused without parsing or decoding anything.
 */
export const uploadRateLimit: RequestHandler = (_req, res, next) => {
  const ctx = res.locals.ctx;
  if (!ctx?.user) return next();
  countUpload(ctx.deps.db, ctx.deps.config.quotas, ctx.user.id).then(() => next(), next);
};
