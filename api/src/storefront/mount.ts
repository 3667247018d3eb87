import express, { type Express, type Request, type Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { identify } from '../auth/identify.ts';
import { secretRing } from '../auth/secrets.ts';
import { isPublic, type SiteRow } from '../tenancy/site-model.ts';
import { tenantRequest } from '../tenancy/resolve-site.ts';
import { cleanSubdomain } from '../tenancy/resolve-host.ts';
import { messages } from '@vitrine/contract/messages';
import { browserAsset, builtAsset, loadSsr, StorefrontNotBuilt } from './renderer.ts';
import { errorAnswer } from '../http/error-handler.ts';
import { renderShopPage } from './render-page.ts';
import { platformPage, storeNotFoundPage } from './platform-page.ts';
import { platformRobotsTxt, shopRobotsTxt, sitemapXml } from './seo-files.ts';
import { shopOrigin } from './shop-view.ts';
import { FAVICON_SIZES, shopIcon } from './favicon.ts';
import { widgetDemoPage } from './widget-demo.ts';
import { sendCompressed } from './send-compressed.ts';
import { htmlAnswer, storefrontCsp } from './csp.ts';
import { mountDomainProbe } from '../domains/reach-check.ts';
import type { SessionUser } from '../auth/user-model.ts';
import type { TenantScope } from '../db/scoped.ts';
import type { openPreview } from '../preview/open-preview.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { identityBody, makeAnswer, type Answer } from '../cache/answer.ts';
import { carriesLogin } from '../cache/keys.ts';
import { noCache, serveCached, servePrivate } from '../cache/public-cache.ts';
import { NO_PRODUCTS } from '../cache/scope.ts';
import { NOT_FOUND_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../cache/send-answer.ts';

/**
 * The query parameters a shop's cached answers read: the pages' own (widget/src/model/routes.ts:
 * q, categoria, ordem) and `sub`, which the pages keep on their links. Any other is left out of
 * the cache key (cache/keys.ts).
 */
export const STOREFRONT_QUERY_PARAMS = ['q', 'categoria', 'ordem', 'sub'] as const;

/** Paths other parts of the app own on every host. */
const NOT_OURS = /^\/(api|admin|healthz|readyz)(\/|$)/;

/** A file every shop serves beside its pages (a catalogue feed), made from its data and its address. */
interface ShopFile {
  type: string;
  make: (scope: TenantScope, origin: string) => Promise<string>;
}

/**
 * What the storefront is given by the app (web.ts) rather than importing: the features that
 * build on it (feeds, previews) import the storefront, never the other way round.
 */
export interface StorefrontParts {
  /** Files by path: `/feeds/google.xml`. */
  shopFiles: Record<string, ShopFile>;
  preview: {
    open: typeof openPreview;
    /** The page of a preview link that expired or was changed. */
    expiredPage: () => Promise<string>;
    /** A previewed page with its bar. */
    withBar: (html: string) => string;
  };
}

/**
 * The public side of every host: storefront pages on shop hosts (and with ?sub=
 * on the platform host), sitemap.xml, robots.txt and favicon per shop, the hydration script,
 * /widget.js and its demo page, and the platform's own front page.
 */
export function mountStorefront(app: Express, deps: AppDeps, parts: StorefrontParts) {
  const cache = deps.cache ?? noCache();
  const production = deps.config.env === 'production';
  const built = { storefront: builtAsset('storefront.js'), widget: builtAsset('widget.js'), extras: builtAsset('extras.js') };
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

  // the product page's lightbox, fetched on a first tap by shop pages and widgets (any origin)
  router.get('/assets/extras.js', async (req, res) => {
    const asset = await browserAsset('extras.js', built.extras, production);
    if (!asset) return void res.status(404).type('text/plain; charset=utf-8').send(messages.storefront.notBuilt);
    res.set({ 'Cross-Origin-Resource-Policy': 'cross-origin', 'Cache-Control': 'public, max-age=3600' });
    res.type('text/javascript; charset=utf-8');
    sendCompressed(req, res, asset.body, { cacheKey: `extras-${asset.hash}` });
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

  mountDomainProbe(router, deps.config);

  router.get('/widget-demo', (req, res) => {
    const store = cleanSubdomain(typeof req.query.store === 'string' ? req.query.store : 'demo');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    sendCompressed(req, res, widgetDemoPage(deps.config.publicUrl, typeof store === 'string' ? store : 'demo'));
  });

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_OURS.test(req.path)) return next();
    const named = await cache.sites.lookup(deps.db, tenantRequest(req), deps.config.platformDomain);

    if (named === undefined) {
      // the platform host itself
      if (req.path === '/') return sendHtml(req, res, 200, await platformPage(deps));
      if (req.path === '/robots.txt') return void res.type('text/plain').send(platformRobotsTxt());
      return next();
    }
    // A draft opens only through its signed preview link (preview/): login cookies live on
    // the platform host. The preview is made for this visitor alone, with its bar.
    if (named && !isPublic(named)) {
      const preview = parts.preview.open(req, res, named, deps.config);
      if (preview === 'redirected') return;
      if (preview === 'refused') return servePrivate(req, res, htmlAnswer(403, await parts.preview.expiredPage()));
      if (preview === 'granted') {
        res.setHeader('X-Robots-Tag', 'noindex');
        const answer = await shopAnswer(req, named);
        return servePrivate(
          req,
          res,
          answer.type.startsWith('text/html') ? htmlAnswer(answer.status, parts.preview.withBar(identityBody(answer).toString())) : answer,
        );
      }
    }
    // A logged-in caller gets an answer made for them alone; everyone else shares the cached one.
    if (named && isPublic(named) && carriesLogin(req, SESSION_COOKIE) && (await loggedIn(req))) {
      return servePrivate(req, res, await shopAnswer(req, named));
    }
    if (!named || !isPublic(named)) {
      // the same page for every unknown or unpublished shop; whether a shop is one is the
      // lookup's business (emptied by any change), so a publish is seen at once
      return serveCached(
        cache,
        req,
        res,
        'platform',
        'platform:store-not-found',
        async () => htmlAnswer(404, await storeNotFoundPage(deps)),
        () => NOT_FOUND_CACHE_CONTROL,
      );
    }
    await serveCached(
      cache,
      req,
      res,
      named.id,
      cache.key(named, req),
      () => shopAnswer(req, named),
      (a) => (a.status === 200 ? PUBLIC_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL),
    );
  });

  /** A shop's public answer at this path: a page, its sitemap, robots.txt, icons or catalogue feeds. */
  async function shopAnswer(req: Request, site: SiteRow): Promise<Answer> {
    const keepQuery = typeof req.query.sub === 'string' && !req.headers['x-tenant-subdomain'] ? `sub=${site.subdomain}` : undefined;
    switch (req.path) {
      case '/robots.txt':
        return { ...makeAnswer(200, 'text/plain; charset=utf-8', shopRobotsTxt(await shopOrigin(deps, deps.db, site))), scope: NO_PRODUCTS };
      case '/sitemap.xml':
        return makeAnswer(200, 'application/xml; charset=utf-8', await sitemapXml({ db: deps.db, site }, await shopOrigin(deps, deps.db, site)));
      case '/favicon.ico':
      case '/favicon.png':
      case '/apple-touch-icon.png': {
        const size = req.path === '/apple-touch-icon.png' ? FAVICON_SIZES.apple : FAVICON_SIZES.favicon;
        return { ...makeAnswer(200, 'image/png', await shopIcon(deps.db, deps.storage, site, size, site.primary_color), false), scope: NO_PRODUCTS };
      }
    }
    const file = Object.hasOwn(parts.shopFiles, req.path) ? parts.shopFiles[req.path] : undefined;
    if (file) return makeAnswer(200, file.type, await file.make({ db: deps.db, site }, await shopOrigin(deps, deps.db, site)));
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
    // /product/17 and old slugs: permanently to the current address, cached like a page
    if (page.redirect !== undefined) return { ...makeAnswer(301, 'text/plain; charset=utf-8', page.redirect), headers: { Location: page.redirect } };
    return { ...htmlAnswer(page.status, page.parts), scope: page.scope };
  }

  /** The logged-in user a request carries, if any (a bad token or cookie reads as anonymous). */
  async function loggedIn(req: Request): Promise<SessionUser | null> {
    try {
      return (await identify(deps.db, secretRing(deps.config), req)).user;
    } catch {
      return null;
    }
  }

  // A storefront page that fails is still a page: the API's status and pt-BR message (one
  // mapper, http/error-handler.ts) drawn as HTML for the shopper, a log line for us.
  router.use(async (err: unknown, req: Request, res: Response, next: (err?: unknown) => void) => {
    if (res.headersSent) return next(err);
    const { status, body, headers, log } = errorAnswer(err);
    if (log) (req.log ?? deps.logger).error({ err }, `storefront page failed: ${log}`);
    if (headers) res.set(headers);
    try {
      const ssr = err instanceof StorefrontNotBuilt ? null : await loadSsr();
      const html = ssr?.renderMessagePage({
        title: 'Vitrine',
        heading: status === 503 ? 'Loja indisponível no momento' : 'Algo deu errado',
        text: body.error,
        noindex: true,
      });
      if (!html) return void res.status(status).type('text/plain; charset=utf-8').send(body.error);
      sendHtml(req, res, status, html, true);
    } catch {
      res.status(status).type('text/plain; charset=utf-8').send(body.error);
    }
  });

  app.use(router);
}

function sendHtml(req: Request, res: Response, status: number, html: string, privateCopy = false) {
  res.setHeader('Cache-Control', privateCopy ? 'private, no-store' : 'no-cache');
  res.setHeader('Content-Security-Policy', storefrontCsp(html));
  res.status(status).type('html');
  sendCompressed(req, res, html);
}
