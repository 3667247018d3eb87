import type { PageData, PageState } from '../model/load-page.ts';
import { HomePage } from '../pages/home.tsx';
import { ProductsPage } from '../pages/products.tsx';
import { CategoriesPage } from '../pages/categories.tsx';
import { ContactPage } from '../pages/contact.tsx';
import { ProductPage } from '../pages/product.tsx';
import { NotFoundPage } from '../pages/not-found.tsx';
import { useEnv } from './env.ts';
import { Footer, WidgetFooter } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * Pages only the server renders, set by the SSR entry so that storefront.js and widget.js
 * leave them out: the link-in-bio page is links and nothing else, it needs no script
 *. Anywhere else (the widget's #/links) it is a page not found.
 */
export const serverPages: { links?: (props: { data: Extract<PageData, { view: 'links' }> }) => preact.JSX.Element } = {};

function Page({ state }: { state: PageState }) {
  const { route, data } = state;
  switch (data.view) {
    case 'home':
      return <HomePage data={data} />;
    case 'products':
      return route.view === 'products' ? <ProductsPage route={route} data={data} /> : <NotFoundPage />;
    case 'categories':
      return <CategoriesPage data={data} />;
    case 'contact':
      return <ContactPage />;
    case 'links': {
      const Links = serverPages.links;
      return Links ? <Links data={data} /> : <NotFoundPage />;
    }
    case 'product':
      return <ProductPage data={data} />;
    case 'notfound':
      return <NotFoundPage />;
  }
}

/**
 * A whole storefront page: header, the page, footer. On a hosted page these are the
 * document's landmarks; in the widget they sit inside someone else's page, so the widget
 * uses no banner/main/contentinfo landmarks of its own and a footer of one line.
 */
export function StorefrontLayout({ state, error, onRetry }: { state: PageState; error?: string; onRetry?: () => void }) {
  const { links, busy, compact } = useEnv();
  const embedded = links.mode === 'widget';
  const content = (
    <>
      {error && (
        <div class="vs-wrap">
          <p class="vs-error" role="alert">
            {error}{' '}
            {onRetry && (
              <button type="button" class="vs-link-btn" onClick={onRetry}>
                Tentar de novo
              </button>
            )}
          </p>
        </div>
      )}
      <Page state={state} />
    </>
  );
  return (
    <>
      {!(typeof VS_EMBED === 'boolean' ? VS_EMBED : embedded) && (
        <a class="vs-skip" href="#conteudo">
          Pular para o conteúdo
        </a>
      )}
      {/* the link-in-bio page is the shop's own small card: no menu above it */}
      {!compact && state.data.view !== 'links' && <Header route={state.route} />}
      {embedded ? (
        <div class={busy ? 'vs-main vs-busy' : 'vs-main'}>{content}</div>
      ) : (
        <main id="conteudo" class={busy ? 'vs-main vs-busy' : 'vs-main'}>
          {content}
        </main>
      )}
      {/* spelled out here so each bundle drops the footer it never shows (bundle-flags.d.ts) */}
      {(typeof VS_EMBED === 'boolean' ? VS_EMBED : embedded) ? <WidgetFooter /> : <Footer />}
    </>
  );
}
