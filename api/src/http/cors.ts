import type { RequestHandler } from 'express';

/**
 * The public catalogue is read by widgets on any site: reads answer CORS for every origin,
 * without credentials (so no cookie ever rides along). Writes get no CORS headers at all.
 */
export const publicCors: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count, X-Request-Id');
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'X-Tenant-Subdomain, Content-Type');
    res.setHeader('Access-Control-Max-Age', '86400');
    res.status(204).end();
    return;
  }
  next();
};
