import { route } from '../http/route.ts';
import { configUpdateInput, logoUploadBody, siteInfoBody, storeConfigBody } from '@vitrine/contract/config';
import { singleFileUpload, uploadedFile } from '../images/upload.ts';
import { uploadRateLimit } from '../quotas/upload-rate.ts';
import { removeImageFiles, saveUpload } from '../images/save-upload.ts';
import { presentConfig, presentSiteInfo } from './presenter.ts';
import { removeLogo, replaceLogo, updateConfig } from './service.ts';
import { logoRemovedBody } from '@vitrine/contract/config';
import { editIfCurrent, shopVersion } from '../versions/conditional-edit.ts';
import { sendVersion } from '../versions/if-match.ts';
import type { SiteContext } from '../http/context.ts';
import type { SiteRow } from '../tenancy/site-model.ts';

/** The shop's row as it is in the database now (the request's copy may predate a write). */
const currentSite = async (ctx: SiteContext): Promise<SiteRow> => ctx.db('sites').where('id', ctx.site.id).first();

export const configRoutes = [
  route(
    { method: 'get', path: '/site/info', access: 'public', summary: 'Informações públicas da loja', tag: 'config', responseBody: siteInfoBody },
    async ({ ctx }) => presentSiteInfo(ctx.site, { domain: ctx.deps.config.platformDomain, publicUrl: ctx.deps.config.publicUrl }),
  ),
  route(
    { method: 'get', path: '/config', access: 'public', summary: 'Configurações da loja (docs/product.md §3)', tag: 'config', responseBody: storeConfigBody },
    async ({ ctx }) => presentConfig(ctx.site),
  ),
  route(
    {
      method: 'put',
      path: '/config',
      access: 'store_admin',
      summary:
        'Salva as configurações da loja: store_name obrigatório; whatsapp, instagram, address, google_maps_link, store_description e cores ausentes mantêm o valor, null ou "" limpa. Responde as configurações',
      tag: 'config',
      body: configUpdateInput,
      responseBody: storeConfigBody,
      ifMatch: true,
    },
    async ({ ctx, body, req, res }) => {
      const edit = { target: shopVersion(ctx.site.id), action: 'config.update' as const, current: async () => presentConfig(await currentSite(ctx)) };
      return editIfCurrent(ctx, req, res, edit, () => updateConfig(ctx, body));
    },
  ),
  route(
    {
      method: 'post',
      path: '/config/logo',
      access: 'store_admin',
      summary: 'Envia o logo (multipart, campo file ou logo, até 20 MB; JPEG, PNG, GIF, WebP ou HEIC); o anterior é apagado. Responde { logo_url, store_logo }',
      tag: 'config',
      bodyType: 'multipart',
      responseBody: logoUploadBody,
      before: [uploadRateLimit, singleFileUpload(['file', 'logo'])],
      status: 200,
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
      method: 'delete',
      path: '/config/logo',
      access: 'store_admin',
      summary: 'Remove o logo da loja (a loja volta a mostrar o ícone). Responde { logo_url: null, store_logo: null }',
      tag: 'config',
      responseBody: logoRemovedBody,
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
  route(
    {
      method: 'get',
      path: '/store/config',
      access: 'store_admin',
      summary: 'As configurações para editar, com o ETag da versão: envie-o em If-Match ao salvar',
      tag: 'config',
      responseBody: storeConfigBody,
    },
    async ({ ctx, res }) => {
      const config = presentConfig(await currentSite(ctx));
      await sendVersion(ctx.db, res, shopVersion(ctx.site.id));
      return config;
    },
  ),
];
