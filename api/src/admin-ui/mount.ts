import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler, type Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { pickEncoding } from '../cache/answer.ts';

/** Where `npm run build -w admin-ui` leaves the admin UI. */
export const ADMIN_DIST = path.resolve(import.meta.dirname, '../../../admin-ui/dist');

/**
 * The admin UI must not run inside someone else's frame (clickjacking) nor load code from
 * anywhere else; images may be blob: (the logo preview) or data: (icons in CSS).
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html with the platform's address written in (the client form shows the subdomain
 * with the platform domain as its fixed suffix). Re-read when the build changes.
 */
function indexHtml(distDir: string, deps: AppDeps) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (): string | undefined => {
    const file = path.join(distDir, 'index.html');
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const html = fs
        .readFileSync(file, 'utf8')
        .replace(
          '<meta name="vitrine-platform-domain" content="" />',
          `<meta name="vitrine-platform-domain" content="${escapeAttr(deps.config.platformDomain)}" />`,
        )
        .replace('<meta name="vitrine-public-url" content="" />', `<meta name="vitrine-public-url" content="${escapeAttr(deps.config.publicUrl)}" />`);
      cached = { mtimeMs: stat.mtimeMs, html };
    }
    return cached.html;
  };
}

function securityHeaders(res: Response) {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * Serves the admin single-page app under /admin: hashed assets cached for a year, and
 * index.html (never cached, so a new version is picked up at once) for every client route;
 * the app itself shows its not-found page for paths it does not know.
 */
export function mountAdminUi(app: Express, deps: AppDeps, distDir = ADMIN_DIST) {
  const index = indexHtml(distDir, deps);
  const router = express.Router();

  // Source maps would hand anyone the admin's source: the build keeps them (hidden, for our
  // own debugging), production never serves them.
  if (deps.config.env === 'production') {
    router.use((req, res, next) => (req.path.endsWith('.map') ? void res.status(404).type('text/plain').send('Arquivo não encontrado.') : next()));
  }
  router.use('/assets', precompressedAssets(path.join(distDir, 'assets')));

  router.use(
    express.static(distDir, {
      index: false,
      redirect: false,
      setHeaders(res, file) {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    }),
  );

  // A missing hashed file is a 404, never the app's HTML (a browser would try to run it).
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Arquivo não encontrado.');
  });

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const html = index();
    res.setHeader('Cache-Control', 'no-cache');
    if (!html) {
      res.status(503).type('text/plain; charset=utf-8').send('O painel administrativo ainda não foi construído. Rode: npm run build');
      return;
    }
    securityHeaders(res);
    res.type('html').send(html);
  });

  app.use('/admin', router);
}

/** A hashed file name under assets/: nothing else is looked up (no dots to climb with). */
const HASHED_ASSET = /^\/[\w-]+\.(js|css|svg|json)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed assets in the encoding the browser takes, from the .br/.gz copies the build made
 * (admin-ui/scripts/precompress.mjs): no compression per request, the best ratio once.
 * Anything without a copy falls through to express.static.
 */
function precompressedAssets(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !HASHED_ASSET.test(req.path)) return next();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    const copy = path.join(assetsDir, `${req.path.slice(1)}.${encoding === 'br' ? 'br' : 'gz'}`);
    if (!fs.existsSync(copy)) return next();
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type(path.extname(req.path));
    res.sendFile(copy, { cacheControl: false }, (err) => err && next(err));
  };
}
