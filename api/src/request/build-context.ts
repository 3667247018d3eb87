import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Access, AppDeps, RequestContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { identify } from '../auth/identify.ts';
import { secretRing } from '../auth/secrets.ts';
import type { SessionUser } from '../auth/user-model.ts';
import { siteNamedBy, tenantRequest } from '../tenancy/resolve-site.ts';
import { isPublic, type SiteRow } from '../tenancy/site-model.ts';
import { messages } from '@vitrine/contract/messages';
import { recordAudit } from '../audit/record.ts';
import { previewCookieGrants } from '../preview/preview-token.ts';

/** Builds a request's context for the access its route declares (docs/conventions.md "Tenancy"). */
export function contextBuilder(deps: AppDeps) {
  const { db, config } = deps;
  return async (req: Request, access: Access): Promise<RequestContext> => {
    const { user, auth, ownSite: userSite } = await identify(db, secretRing(config), req, config.sessions.idleMs);
    const base: RequestContext = {
      db,
      user,
      auth,
      site: null,
      actingAsMaster: false,
      deps,
      ip: req.ip,
      requestId: String(req.id ?? crypto.randomUUID()),
      log: req.log ?? deps.logger,
    };
    switch (access) {
      case 'anyone':
        return base;
      case 'user':
        if (!user) throw new AppError(401, messages.auth.notLoggedIn);
        return base;
      case 'master':
        if (!user) throw new AppError(401, messages.auth.notLoggedIn);
        if (user.user_type !== 'master') throw new AppError(403, messages.auth.masterOnly);
        return base;
      case 'public':
        return { ...base, site: await publicSite(req, user, userSite) };
      case 'store_admin': {
        if (!user) throw new AppError(401, messages.auth.notLoggedIn);
        if (user.user_type === 'master') {
          const site = await siteNamedBy(db, tenantRequest(req), config.platformDomain);
          if (site === undefined) throw new AppError(400, messages.http.storeRequired);
          if (site === null) throw new AppError(404, messages.http.storeNotFound);
          if (req.method !== 'GET') await recordAudit(db, { user, ip: req.ip }, 'act_on_site', site, { method: req.method, path: req.originalUrl });
          return { ...base, site, actingAsMaster: true };
        }
        // A store admin's shop is always their own, whatever the request names.
        return { ...base, site: ownSite(userSite) };
      }
    }
  };

  /** The user's own shop, as the query that found the user read it (auth/user-model.ts, `withShop`). */
  function ownSite(site: SiteRow | null): SiteRow {
    if (!site) throw new AppError(404, messages.http.storeNotFound);
    return site;
  }

  /**
   * Public reads: the named shop when it is published and active. Its own admin (or a
   * master) also sees it unpublished; a store admin naming no shop reads their own.
   */
  async function publicSite(req: Request, user: SessionUser | null, userSite: SiteRow | null): Promise<SiteRow> {
    const named = deps.cache
      ? await deps.cache.sites.lookup(db, tenantRequest(req), config.platformDomain)
      : await siteNamedBy(db, tenantRequest(req), config.platformDomain);
    if (named === undefined && user?.site_id) return ownSite(userSite);
    if (!named) throw new AppError(404, messages.http.storeNotFound);
    const privileged = user && (user.user_type === 'master' || user.site_id === named.id);
    // a preview cookie (preview/preview-token.ts) reads its one draft on the shop's own host
    const previewing = !privileged && !isPublic(named) && req.method === 'GET' && previewCookieGrants(config.sessionSecret, req, named);
    if (!privileged && !previewing && !isPublic(named)) throw new AppError(404, messages.http.storeNotFound);
    return named;
  }
}
