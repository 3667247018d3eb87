import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { siteUrl } from '../config/presenter.ts';
import { scoped } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { qrFile } from './qr-code.ts';

/**
 * QR codes for posters, packaging and the counter. They point at the shop's platform address
 * ({subdomain}.{PLATFORM_DOMAIN}), which never changes, not at a custom domain that may lapse:
 * a printed code must keep working for years. A product's code names it by id (/product/{id}),
 * which redirects to its current address even after the product is renamed.
 */
export const qrRoutes = [
  route(endpoints.qr.get, async ({ ctx, query, res }) => {
    const { site } = ctx;
    let url = siteUrl(site.subdomain, ctx.deps.config.platformDomain, ctx.deps.config.publicUrl);
    let name = `qr-${site.subdomain}`;
    if (query.product_id) {
      const product = await scoped(ctx, 'products').where('id', query.product_id).first('id');
      if (!product) throw new AppError(404, messages.products.notFound);
      url += `/product/${product.id}`;
      name += `-produto-${product.id}`;
    } else {
      url += '/';
    }
    const body = await qrFile(url, query.format);
    res.set({
      'Content-Type': query.format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png',
      'X-QR-Target': url,
      ...(query.download === '1' ? { 'Content-Disposition': `attachment; filename="${name}.${query.format}"` } : {}),
    });
    res.send(body);
  }),
];
