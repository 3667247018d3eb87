import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { configUpdateInput } from '../contract/config.ts';
import { singleFileUpload, uploadedFile } from '../images/upload.ts';
import { removeImageFiles, saveUpload } from '../images/save-upload.ts';
import { presentConfig, presentSiteInfo } from './presenter.ts';
import { replaceLogo, updateConfig } from './service.ts';

export const configRoutes = [
  route(
    { method: 'get', path: '/site/info', access: 'public', summary: 'Informações públicas da loja', tag: 'config' },
    async ({ ctx }) =>
      presentSiteInfo(ctx.site!, { domain: ctx.deps.config.platformDomain, publicUrl: ctx.deps.config.publicUrl }),
  ),
  route(
    { method: 'get', path: '/config', access: 'public', summary: 'Configurações da loja (spec §3)', tag: 'config' },
    async ({ ctx }) => presentConfig(ctx.site!),
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
    },
    async ({ ctx, body }) => updateConfig(ctx as SiteContext, body),
  ),
  route(
    {
      method: 'post',
      path: '/config/logo',
      access: 'store_admin',
      summary: 'Envia o logo (multipart, campo file ou logo, até 5 MB; JPEG, PNG, GIF ou WebP); o anterior é apagado. Responde { logo_url, store_logo }',
      tag: 'config',
      bodyType: 'multipart',
      before: [singleFileUpload(['file', 'logo'])],
      status: 200,
      transaction: false,
    },
    async ({ ctx, res }) => {
      const site = ctx as SiteContext;
      const { result, previous } = await saveUpload(site, uploadedFile(res).buffer, (trx, image) => replaceLogo(trx, site.site.id, image));
      if (previous) await removeImageFiles(site, [previous]);
      return result;
    },
  ),
];
