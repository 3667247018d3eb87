import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { parseStorageKey, publicImage, variantKey } from './image-store.ts';

/**
 * Image bytes, for everyone: ids are random, and a published or not, an image is only
 * reachable by someone who was given its URL. Immutable: an image id never changes content.
 */
export const imageRoutes = [
  route(endpoints.images.get, async ({ ctx, params, query, req, res }) => {
    const row = await publicImage(ctx.db, params.id);
    const { prefix, widths } = parseStorageKey(row.storage_key);
    const want = query.w ?? Math.max(...widths);
    const width = widths.find((w) => w >= want) ?? Math.max(...widths);
    const webp = /image\/webp/.test(String(req.headers.accept ?? ''));
    const format = webp ? 'webp' : (row.content_type.replace('image/', '') as 'png' | 'jpeg');
    const etag = `"${row.id}-${width}-${format}"`;
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      Vary: 'Accept',
      'Content-Type': `image/${format}`,
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const body = await ctx.deps.storage.get(variantKey(prefix, width, format));
    if (!body) throw new AppError(404, messages.products.imageNotFound);
    res.send(body);
  }),
];
