import { hydrate } from 'preact';
import { App, type AppNavigator } from '../components/app.tsx';
import { createStoreApi, type StoreApi } from '../client/store-api.ts';
import { BOOT_ID, ROOT_ID, type BootData } from '../model/boot.ts';
import { parseRoute } from '../model/routes.ts';
import { pageTitle } from '../model/seo.ts';
import { extrasFrom, loadScript } from '../model/extras-loader.ts';
import type { StoreSource } from '../model/load-page.ts';
import type { catalogueSource } from '../client/catalogue-source.ts';
import { insightEndpoint, startInsight, withInsight } from '../client/insight.ts';

/**
 * storefront.js: makes a server-rendered shop page interactive. The page already shows
 * everything; this adopts the markup (hydrate), then the menu, gallery and search work and
 * the next pages load in place through the public API.
 */
const root = document.getElementById(ROOT_ID);
const bootEl = document.getElementById(BOOT_ID);

// extras.js sits beside this script, wherever the page loaded it from (shop host, export)
const own = (document.currentScript as HTMLScriptElement | null)?.src;
if (own) extrasFrom(new URL('extras.js', own).href);
const beside = (file: string) => (own ? new URL(file, own).href : file);

if (root && bootEl?.textContent) {
  const boot = JSON.parse(bootEl.textContent) as BootData;
  const api = storeData(boot);
  const here = () => parseRoute(location.pathname, location.search);
  const navigator: AppNavigator = {
    commit: (_route, href, replace) => (replace ? history.replaceState(null, '', href) : history.pushState(null, '', href)),
    listen(onRoute) {
      const handler = () => onRoute(here());
      addEventListener('popstate', handler);
      return () => removeEventListener('popstate', handler);
    },
    fallback: (href) => location.assign(href),
    shown: (state) => {
      document.title = pageTitle(boot.shop, state);
    },
    scrollTop: () => scrollTo(0, 0),
  };
  const insight = startInsight(root, insightEndpoint(boot.insightBase ?? boot.apiBase, boot.shop.site.subdomain));
  // the link-in-bio page is plain links, rendered by the server alone (see serverPages): nothing to adopt
  if (boot.state.data.view !== 'links') {
    hydrate(
      <App
        shop={boot.shop}
        links={boot.links}
        initial={boot.state}
        api={api}
        navigator={withInsight(navigator, insight)}
        pending={boot.links.mode === 'static' ? here() : undefined}
      />,
      root,
    );
  } else {
    insight.shown(boot.state);
  }
}

/**
 * Where the next pages come from: the API on hosted pages; on a static export, the catalogue
 * the products page carries (other exported pages navigate by loading the next file).
 */
function storeData(boot: BootData): StoreApi | undefined {
  if (boot.links.mode !== 'static') return createStoreApi({ baseUrl: boot.apiBase, subdomain: boot.shop.site.subdomain });
  if (!boot.fullCatalogue) return undefined;
  const { data } = boot.state;
  if (data.view !== 'products') return undefined;
  // the search over it is export-search.js, fetched on the first search, filter or sort:
  // hosted pages never need it
  let source: Promise<StoreSource> | undefined;
  const catalogue = () =>
    (source ??= loadScript<typeof catalogueSource>(beside('export-search.js'), 'vitrineExportSearch').then((search) => search(data.categories, data.items)));
  return {
    categories: async () => data.categories,
    products: async (query) => (await catalogue()).products(query),
    product: async (id) => (await catalogue()).product(id),
  };
}
