import { render } from 'preact';
import { App, type AppNavigator } from '../components/app.tsx';
import { ApiError } from '@vitrine/contract/api-error';
import { createStoreApi, readSiteInfo } from '../client/store-api.ts';
import { loadPage } from '../model/load-page.ts';
import { parseRoute, routeFromAttributes, type Route } from '../model/routes.ts';
import type { ShopView } from '../model/shop.ts';
import { messages } from '../model/text.ts';
import { storefrontStyles as css } from '../styles/storefront.css.ts';
import { historyKey, historyNavigator, intoView } from './widget-history.ts';
import { extrasFrom } from '../model/extras-loader.ts';
import { insightEndpoint, startInsight, withInsight, type Insight } from '../client/insight.ts';

/**
 * widget.js: the shop inside any web page.
 *
 *   <script src="https://vitrine.com.br/widget.js" data-store="demo" async></script>
 *   <vitrine-store store="demo" view="products" category="3"></vitrine-store>
 *
 * Each widget lives in its own shadow root with the stylesheet inside, so the host page's
 * CSS and ours never touch. Navigation stays inside the widget, and Back/Forward walk its
 * pages (widget-history.ts); with the `hash` attribute the page is also kept in the host
 * page's #hash, so it can be linked. `layout="compact"` leaves the shop's header out
 * (a blog's sidebar or article); the full layout is the default. See docs/widget.md.
 */

// :host resets what a shadow tree would otherwise inherit from the host page (font, colour…)
const SHADOW_CSS = `:host{all:initial;display:block}${css}`;

// Read now: document.currentScript only exists while this script first runs.
const script = document.currentScript as HTMLScriptElement | null;
const scriptOrigin = script?.src ? new URL(script.src, location.href).origin : location.origin;
extrasFrom(`${scriptOrigin}/assets/extras.js`);
const ATTRIBUTES = ['store', 'view', 'product', 'category', 'hash', 'api', 'layout'] as const;

function hashRoute(): Route | null {
  const h = location.hash;
  if (!h.startsWith('#/')) return null;
  const [path, query = ''] = h.slice(1).split('?');
  return parseRoute(path!, query);
}

/** `home` is the page the attributes name: where going back past the first hash lands. */
function hashNavigator(home: Route): AppNavigator {
  return {
    commit: (_route, href, replace) => (replace ? history.replaceState(history.state, '', href) : history.pushState(history.state, '', href)),
    listen(onRoute) {
      const handler = () => onRoute(hashRoute() ?? home);
      addEventListener('hashchange', handler);
      addEventListener('popstate', handler);
      return () => {
        removeEventListener('hashchange', handler);
        removeEventListener('popstate', handler);
      };
    },
    scrollTop: intoView,
  };
}

function Loading() {
  return (
    <div class="vs vs-widget" aria-busy="true">
      <div class="vs-loading">
        <span class="vs-sr">Carregando a loja…</span>
        <span class="vs-skel" style={{ height: '40px', width: '55%' }} />
        <div class="vs-grid" style={{ marginTop: '16px' }}>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} class="vs-skel" style={{ aspectRatio: '3 / 4' }} />
          ))}
        </div>
      </div>
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <div class="vs vs-widget">
      <p class="vs-error" role="alert" style={{ margin: '16px' }}>
        {text}
      </p>
    </div>
  );
}

export class VitrineStore extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];
  private mount: HTMLDivElement | null = null;
  private run = 0;
  private historyKey = '';
  private insight: Insight | null = null;
  private insightUrl = '';

  connectedCallback() {
    if (!this.mount) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = SHADOW_CSS;
      this.mount = document.createElement('div');
      shadow.append(style, this.mount);
    }
    void this.start();
  }

  attributeChangedCallback(_name: string, before: string | null, after: string | null) {
    if (this.mount && this.isConnected && before !== after) void this.start();
  }

  disconnectedCallback() {
    this.run++;
    if (this.mount) render(null, this.mount);
  }

  private async start() {
    const mount = this.mount!;
    const mine = ++this.run;
    const store = (this.getAttribute('store') ?? '').trim().toLowerCase();
    if (!store) return render(<Problem text={messages.storefront.widgetMissingStore} />, mount);
    const baseUrl = (this.getAttribute('api') || scriptOrigin).replace(/\/$/, '');
    const useHash = this.hasAttribute('hash') && this.getAttribute('hash') !== 'false';
    const api = createStoreApi({ baseUrl, subdomain: store });
    const home = routeFromAttributes(this.getAttribute('view'), this.getAttribute('product'), this.getAttribute('category'));
    this.historyKey ||= historyKey(this.id);
    const inHistory = useHash ? null : historyNavigator(this.historyKey, home);
    const route = (useHash ? hashRoute() : inHistory!.initial) || home;
    const compact = (this.getAttribute('layout') ?? '').trim().toLowerCase() === 'compact';
    render(<Loading />, mount);
    try {
      const [site, initial] = await Promise.all([readSiteInfo({ baseUrl, subdomain: store }), loadPage(api, route)]);
      if (mine !== this.run) return;
      const shop: ShopView = { site, origin: site.site_url.replace(/\/$/, ''), platformUrl: baseUrl, year: new Date().getFullYear() };
      // one listener per widget, reporting to whichever shop its attributes name now
      this.insightUrl = insightEndpoint(baseUrl, store);
      this.insight ??= startInsight(mount, () => this.insightUrl);
      render(
        <App
          shop={shop}
          links={{ mode: 'widget', images: { kind: 'api', base: baseUrl }, hash: useHash }}
          initial={initial}
          api={api}
          navigator={withInsight(inHistory ? inHistory.navigator : hashNavigator(home), this.insight)}
          headingOffset={1}
          compact={compact}
        />,
        mount,
      );
    } catch (err) {
      if (mine !== this.run) return;
      const text =
        err instanceof ApiError && err.status === 404
          ? messages.storefront.storeNotFound
          : err instanceof Error && err.message
            ? err.message
            : messages.storefront.loadFailed;
      render(<Problem text={text} />, mount);
    }
  }
}

if (!customElements.get('vitrine-store')) customElements.define('vitrine-store', VitrineStore);

// The <script data-store> form: the widget appears right where the tag stands.
if (script?.dataset.store) {
  const el = document.createElement('vitrine-store');
  for (const name of ATTRIBUTES) {
    const v = script.dataset[name];
    if (v !== undefined) el.setAttribute(name, v);
  }
  script.after(el);
}
