import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { isPublic } from '../tenancy/site-model.ts';
import { shopOrigin } from '../storefront/shop-view.ts';
import type { PreviewLink } from '@vitrine/contract/preview';
import { PREVIEW_PARAM, previewToken } from './preview-token.ts';

/**
 * "Ver minha loja" (the shop's admin) and "Abrir site" (the master, ?sub=): the shop's own
 * address, asked for on the platform host where the login cookie is; while the shop is a
 * draft, with a signed preview token that works there (preview-token.ts).
 */
export const previewRoutes = [
  route(endpoints.preview.link, async ({ ctx, res }): Promise<PreviewLink> => {
    const { site, deps } = ctx;
    const origin = await shopOrigin(deps, ctx.db, site);
    // the link is a credential for a while: never kept by a cache
    res.setHeader('Cache-Control', 'private, no-store');
    if (isPublic(site)) return { url: `${origin}/`, expires_at: null };
    const { token, expiresAt } = previewToken(deps.config.sessionSecret, site);
    return { url: `${origin}/?${PREVIEW_PARAM}=${token}`, expires_at: expiresAt.toISOString() };
  }),
];
