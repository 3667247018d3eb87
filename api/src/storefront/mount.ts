import express, { type Express, type Request, type Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { identify } from '../auth/identify.ts';
import { siteNamedBy } from '../tenancy/resolve-site.ts';
import { isPublic, type SiteRow } from '../tenancy/site-model.ts';
import { tenantRequest } from '../http/build-context.ts';
import { cleanSubdomain } from '../tenancy/resolve-host.ts';
import { messages } from '../contract/messages.ts';
import { browserAsset, builtAsset, loadSsr, StorefrontNotBuilt } from './renderer.ts';
import { AppError } from '../http/app-error.ts';
import { isDatabaseUnavailable } from '../http/db-errors.ts';
import { renderShopPage } from './render-page.ts';
import { platformPage, storeNotFoundPage } from './platform-page.ts';
import { platformRobotsTxt, shopRobotsTxt, sitemapXml } from './seo-files.ts';
import { shopOrigin } from './shop-view.ts';
import { FAVICON_SIZES, shopIcon } from './favicon.ts';
import { widgetDemoPage } from './widget-demo.ts';
import { sendCompressed } from './send-compressed.ts';

/** Paths other parts of the app own on every host. */
const NOT_OURS = /^\/(api|admin|healthz|readyz)(\/|$)/;

/**
 * The public side of every host (issue 5): storefront pages on shop hosts (and with ?sub=
 * on the platform host), sitemap.xml, robots.txt and favicon per shop, the hydration script,
 * /widget.js and its demo page, and the platform's own front page.
 */
export function mountStorefront(app: Express, deps: AppDeps) {
  const production = deps.config.env === 'production';
  const built = { storefront: builtAsset('storefront.js'), widget: builtAsset('widget.js') };
  const storefrontJs = () => browserAsset('storefront.js', built.storefront, production);
  const widgetJs = () => browserAsset('widget.js', built.widget, production);
  const router = express.Router();

  router.get('/assets/storefront.js', async (req, res) => {
    const asset = await storefrontJs();
    if (!asset) return void res.status(404).type('text/plain; charset=utf-8').send(messages.storefront.notBuilt);
    // a ?v= that names this build may be cached for ever; anything else briefly
    res.setHeader('Cache-Control', req.query.v === asset.hash ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    res.type('text/javascript; charset=utf-8');
    sendCompressed(req, res, asset.body, { cacheKey: `storefront-${asset.hash}` });
  });

  router.get('/widget.js', async (req, res) => {
    const asset = await widgetJs();
    if (!asset) return void res.status(404).type('text/plain; charset=utf-8').send(messages.storefront.notBuilt);
    // embedded by any site, and updated in place (its address never changes): short cache, ETag
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'public, max-age=300',
    });
    res.type('text/javascript; charset=utf-8');
    sendCompressed(req, res, asset.body, { cacheKey: `widget-${asset.hash}` });
  });

  router.get('/widget-demo', (req, res) => {
    const store = cleanSubdomain(typeof req.query.store === 'string' ? req.query.store : 'demo');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    sendCompressed(req, res, widgetDemoPage(deps.config.publicUrl, typeof store === 'string' ? store : 'demo'));
  });

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_OURS.test(req.path)) return next();
    const named = await siteNamedBy(deps.db, tenantRequest(req), deps.config.platformDomain);

    if (named === undefined) {
      // the platform host itself
      if (req.path === '/') return sendHtml(req, res, 200, await platformPage(deps));
      if (req.path === '/robots.txt') return void res.type('text/plain').send(platformRobotsTxt());
      return next();
    }
    const site = named && (isPublic(named) || (await mayPreview(req, named))) ? named : null;
    if (!site) return sendHtml(req, res, 404, await storeNotFoundPage(deps), true);
    if (!isPublic(site)) res.setHeader('X-Robots-Tag', 'noindex');
    await serveShop(req, res, site);
  });

  async function serveShop(req: Request, res: Response, site: SiteRow) {
    const keepQuery = typeof req.query.sub === 'string' && !req.headers['x-tenant-subdomain'] ? `sub=${site.subdomain}` : undefined;
    switch (req.path) {
      case '/robots.txt':
        res.setHeader('Cache-Control', 'public, max-age=3600');
        return void res.type('text/plain').send(shopRobotsTxt(await shopOrigin(deps, deps.db, site)));
      case '/sitemap.xml':
        res.setHeader('Cache-Control', 'public, max-age=600');
        res.type('application/xml');
        return sendCompressed(req, res, await sitemapXml({ db: deps.db, site }, await shopOrigin(deps, deps.db, site)));
      case '/favicon.ico':
      case '/favicon.png':
      case '/apple-touch-icon.png': {
        const size = req.path === '/apple-touch-icon.png' ? FAVICON_SIZES.apple : FAVICON_SIZES.favicon;
        const png = await shopIcon(deps.db, deps.storage, site, size, site.primary_color);
        res.setHeader('Cache-Control', 'public, max-age=86400');
        return void res.type('image/png').send(png);
      }
    }
    const asset = await storefrontJs();
    const query = new URLSearchParams(req.query as Record<string, string>);
    query.delete('sub');
    const page = await renderShopPage(deps, deps.db, {
      site,
      pathname: req.path,
      search: query.toString(),
      keepQuery,
      script: asset ? `/assets/storefront.js?v=${asset.hash}` : null,
    });
    sendHtml(req, res, page.status, page.html, !isPublic(site));
  }

  /** Its own admin (or a master) sees a shop before it is published, never indexed. */
  async function mayPreview(req: Request, site: SiteRow): Promise<boolean> {
    if (!req.headers.cookie && !req.headers.authorization) return false;
    try {
      const { user } = await identify(deps.db, deps.config.sessionSecret, req);
      return !!user && (user.user_type === 'master' || user.site_id === site.id);
    } catch {
      return false;
    }
  }

  // A storefront page that fails is still a page: pt-BR HTML for the shopper, a log line for us.
  router.use(async (err: unknown, req: Request, res: Response, next: (err?: unknown) => void) => {
    if (res.headersSent) return next(err);
    const notBuilt = err instanceof StorefrontNotBuilt;
    const status = notBuilt || isDatabaseUnavailable(err) ? 503 : err instanceof AppError && err.status < 500 ? err.status : 500;
    if (status >= 500) (req.log ?? deps.logger).error({ err }, notBuilt ? 'storefront not built' : 'storefront page failed');
    const text = notBuilt ? messages.storefront.notBuilt : status === 503 ? messages.http.unavailable : err instanceof AppError && status < 500 ? err.message : messages.http.internal;
    if (status === 503) res.setHeader('Retry-After', '5');
    try {
      const ssr = notBuilt ? null : await loadSsr();
      const html = ssr?.renderMessagePage({ title: 'Vitrine', heading: status === 503 ? 'Loja indisponível no momento' : 'Algo deu errado', text, noindex: true });
      if (!html) return void res.status(status).type('text/plain; charset=utf-8').send(text);
      sendHtml(req, res, status, html, true);
    } catch {
      res.status(status).type('text/plain; charset=utf-8').send(text);
    }
  });

  app.use(router);
}

function sendHtml(req: Request, res: Response, status: number, html: string, privateCopy = false) {
  res.setHeader('Cache-Control', privateCopy ? 'private, no-store' : 'no-cache');
  res.status(status).type('html');
  sendCompressed(req, res, html);
}
