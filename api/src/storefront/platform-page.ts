import type { AppDeps } from '../http/context.ts';
import { findSiteBySubdomain, isPublic } from '../tenancy/site-model.ts';
import { messages } from '@vitrine/contract/messages';
import { loadSsr } from './renderer.ts';

/**
 * The platform host's own front page (no shop named): what Vitrine is, the way into the
 * admin panel, and the demo shop when there is one to visit.
 */
export async function platformPage(deps: AppDeps): Promise<string> {
  const ssr = await loadSsr();
  const demo = await findSiteBySubdomain(deps.db, 'demo');
  const base = deps.config.publicUrl;
  return ssr.renderMessagePage({
    title: 'Vitrine: lojas virtuais para pequenos comércios',
    heading: 'Vitrine',
    text:
      demo && isPublic(demo)
        ? 'Lojas virtuais para pequenos comércios: catálogo, categorias e contato pelo WhatsApp. Conheça a loja demonstração ou entre no painel.'
        : 'Lojas virtuais para pequenos comércios: catálogo, categorias e contato pelo WhatsApp. Entre no painel para gerenciar sua loja.',
    link: { href: `${base}/admin/login`, label: 'Entrar no painel' },
    extraLinks:
      demo && isPublic(demo)
        ? [
            { href: `${base}/?sub=demo`, label: 'Ver loja demonstração' },
            { href: `${base}/widget-demo`, label: 'Ver o widget' },
          ]
        : [],
  });
}

/** "Loja não encontrada": unknown, unpublished or inactive shop (a 404 page, not an error). */
export async function storeNotFoundPage(deps: AppDeps): Promise<string> {
  const ssr = await loadSsr();
  return ssr.renderMessagePage({
    title: `${messages.storefront.storeNotFound} | Vitrine`,
    heading: messages.storefront.storeNotFound,
    text: messages.storefront.storeNotFoundHint,
    link: { href: `${deps.config.publicUrl}/`, label: 'Ir para a Vitrine' },
    noindex: true,
  });
}
