import type { PageState } from '../model/load-page.ts';
import { HomePage } from '../pages/home.tsx';
import { ProductsPage } from '../pages/products.tsx';
import { CategoriesPage } from '../pages/categories.tsx';
import { ContactPage } from '../pages/contact.tsx';
import { ProductPage } from '../pages/product.tsx';
import { NotFoundPage } from '../pages/not-found.tsx';
import { useEnv } from './env.ts';
import { Footer, WidgetFooter } from './footer.tsx';
import { Header } from './header.tsx';

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
  const { links, busy } = useEnv();
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
      {!embedded && (
        <a class="vs-skip" href="#conteudo">
          Pular para o conteúdo
        </a>
      )}
      <Header route={state.route} />
      {embedded ? (
        <div class={busy ? 'vs-main vs-busy' : 'vs-main'}>{content}</div>
      ) : (
        <main id="conteudo" class={busy ? 'vs-main vs-busy' : 'vs-main'}>
          {content}
        </main>
      )}
      {embedded ? <WidgetFooter /> : <Footer />}
    </>
  );
}
