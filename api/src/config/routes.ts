import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { singleFileUpload, uploadedFile } from '../images/upload.ts';
import { uploadRateLimit } from '../quotas/upload-rate.ts';
import { removeImageFiles, saveUpload } from '../images/save-upload.ts';
import { presentConfig, presentSiteInfo } from './presenter.ts';
import { removeLogo, replaceLogo, updateConfig } from './service.ts';
import { editIfCurrent, shopVersion } from '../versions/conditional-edit.ts';
import { sendVersion } from '../versions/if-match.ts';
import type { SiteContext } from '../http/context.ts';
import type { SiteRow } from '../tenancy/site-model.ts';

/** The shop's row as it is in the database now (the request's copy may predate a write). */
const currentSite = async (ctx: SiteContext): Promise<SiteRow> => ctx.db('sites').where('id', ctx.site.id).first();

export const configRoutes = [
  route(endpoints.config.siteInfo, async ({ ctx }) =>
    presentSiteInfo(ctx.site, { domain: ctx.deps.config.platformDomain, publicUrl: ctx.deps.config.publicUrl }),
  ),
  route(endpoints.config.get, async ({ ctx }) => presentConfig(ctx.site)),
  route(endpoints.config.update, async ({ ctx, body, req, res }) => {
    const edit = { target: shopVersion(ctx.site.id), action: 'config.update' as const, current: async () => presentConfig(await currentSite(ctx)) };
    return editIfCurrent(ctx, req, res, edit, () => updateConfig(ctx, body));
  }),
  route(
    {
      ...endpoints.config.uploadLogo,
      before: [uploadRateLimit, singleFileUpload(['file', 'logo'])],
      transaction: false,
    },
    async ({ ctx, res }) => {
      const { result, previous } = await saveUpload(ctx, uploadedFile(res).buffer, (trx, image) => replaceLogo(trx, ctx.site.id, image));
      if (previous) await removeImageFiles(ctx, [previous]);
      return result;
    },
  ),
  route(
    {
      ...endpoints.config.removeLogo,
      // the files go only once the row change is committed: own transaction, then storage
      transaction: false,
    },
    async ({ ctx }) => {
      const previous = await ctx.db.transaction((trx) => removeLogo(trx, ctx.site.id));
      if (previous) await removeImageFiles(ctx, [previous]);
      return { logo_url: null, store_logo: null };
    },
  ),
];

/** The admin's read of the settings to edit, with their version as ETag (docs/api.md "Edições concorrentes"). */
export const configEditReadRoutes = [
  route(endpoints.config.editRead, async ({ ctx, res }) => {
    const config = presentConfig(await currentSite(ctx));
    await sendVersion(ctx.db, res, shopVersion(ctx.site.id));
    return config;
  }),
];
