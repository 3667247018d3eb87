import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { getCategory, listCategories, listStoreCategories } from './queries.ts';
import { createCategory, deleteCategory, updateCategory } from './service.ts';
import { categoryVersion, editIfCurrent } from '../versions/conditional-edit.ts';
import { auditAndSendVersion, sendVersion } from '../versions/if-match.ts';
import { auditEntry } from '../audit/record.ts';
import { restoreCategory } from './trash.ts';

export const categoryRoutes = [
  route(endpoints.categories.list, async ({ ctx }) => listCategories(ctx)),
  route(endpoints.categories.storeList, async ({ ctx }) => listStoreCategories(ctx)),
  route(endpoints.categories.get, async ({ ctx, params }) => getCategory(ctx, params.id)),
  route(endpoints.categories.create, async ({ ctx, body }) => createCategory(ctx, body)),
  route(endpoints.categories.update, async ({ ctx, params, body, req, res }) => {
    return editIfCurrent(ctx, req, res, categoryEdit(ctx, params.id, 'category.update'), () => updateCategory(ctx, params.id, body));
  }),
  route(endpoints.categories.remove, async ({ ctx, params, req, res }) => {
    await editIfCurrent(ctx, req, res, categoryEdit(ctx, params.id, 'category.delete'), () => deleteCategory(ctx, params.id));
  }),
  route(endpoints.categories.restore, async ({ ctx, params, res }) => {
    const category = await restoreCategory(ctx, params.id);
    await auditAndSendVersion(ctx.db, res, categoryVersion(ctx, params.id), auditEntry(ctx, 'category.restore', ctx.site, { id: params.id }));
    return category;
  }),
];

/** The admin's read of one category to edit, with its version as ETag (docs/api.md "Edições concorrentes"). */
export const categoryEditReadRoutes = [
  route(endpoints.categories.editRead, async ({ ctx, params, res }) => {
    const category = await getCategory(ctx, params.id);
    await sendVersion(ctx.db, res, categoryVersion(ctx, params.id));
    return category;
  }),
];

/** A category write honouring If-Match (docs/api.md "Edições concorrentes"). */
const categoryEdit = (ctx: SiteContext, id: number, action: 'category.update' | 'category.delete') => ({
  target: categoryVersion(ctx, id),
  action,
  current: () => getCategory(ctx, id),
});
