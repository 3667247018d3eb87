import { scoped, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { ProductStatusInput } from '@vitrine/contract/catalogue';
import type { Product } from '@vitrine/contract/products';
import { getProduct } from './queries.ts';

/** The admin list's quick toggles: availability and destaque, without resending the whole form. */
export async function setProductStatus(ctx: TenantScope, id: number, input: ProductStatusInput): Promise<Product> {
  const changes = {
    ...(input.availability !== undefined ? { availability: input.availability } : {}),
    ...(input.is_featured !== undefined ? { is_featured: input.is_featured } : {}),
  };
  const updated = await scoped(ctx, 'products')
    .where('id', id)
    .update({ ...changes, updated_at: ctx.db.fn.now() });
  if (!updated) throw new AppError(404, messages.products.notFound);
  return getProduct(ctx, id, { includeHidden: true });
}
