import { route } from '../http/route.ts';
import { presentConfig, presentSiteInfo } from './presenter.ts';

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
];
