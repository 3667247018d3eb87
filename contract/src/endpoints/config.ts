import { configUpdateInput, logoRemovedBody, logoUploadBody, siteInfoBody, storeConfigBody } from '../config.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The config endpoints (docs/api.md). */
export const config = {
  siteInfo: {
    method: 'get',
    path: '/site/info',
    access: 'public',
    summary: 'Informações públicas da loja',
    tag: 'config',
    responseBody: siteInfoBody,
  },
  get: {
    method: 'get',
    path: '/config',
    access: 'public',
    summary: 'Configurações da loja (docs/product.md §3)',
    tag: 'config',
    responseBody: storeConfigBody,
  },
  update: {
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
  uploadLogo: {
    method: 'post',
    path: '/config/logo',
    access: 'store_admin',
    summary: 'Envia o logo (multipart, campo file ou logo, até 20 MB; JPEG, PNG, GIF, WebP ou HEIC); o anterior é apagado. Responde { logo_url, store_logo }',
    tag: 'config',
    bodyType: 'multipart',
    responseBody: logoUploadBody,
    status: 200,
  },
  removeLogo: {
    method: 'delete',
    path: '/config/logo',
    access: 'store_admin',
    summary: 'Remove o logo da loja (a loja volta a mostrar o ícone). Responde { logo_url: null, store_logo: null }',
    tag: 'config',
    responseBody: logoRemovedBody,
  },
  editRead: {
    method: 'get',
    path: '/store/config',
    access: 'store_admin',
    summary: 'As configurações para editar, com o ETag da versão: envie-o em If-Match ao salvar',
    tag: 'config',
    responseBody: storeConfigBody,
  },
} as const satisfies Record<string, EndpointSpec>;
