import { useEffect, useRef, useState } from 'preact/hooks';
import { PRODUCTS_PAGE_SIZE } from '../model/constants.ts';
import { plural } from '@vitrine/contract/counts';
import type { PageData } from '../model/load-page.ts';
import type { Route } from '../model/routes.ts';
import { messages } from '../model/text.ts';
import { askChannel } from '../model/contact-links.ts';
import { BuyButton } from '../components/buy-button.tsx';
import type { CardProduct } from '../model/types.ts';
import { useEnv } from '../components/env.ts';
import { SearchIcon } from '../components/icons.tsx';
import { Heading, Link } from '../components/link.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { SortField } from '../components/sort-field.tsx';

type ProductsRoute = Extract<Route, { view: 'products' }>;
type ProductsData = Extract<PageData, { view: 'products' }>;

const SEARCH_DELAY_MS = 300;

/**
 * docs/product.md §2 /products: text search, category dropdown, clear button, ?categoria= preselects.
 * The form works without JavaScript (a GET to this page); hydrated, it filters as you type.
 */
export function ProductsPage({ route, data }: { route: ProductsRoute; data: ProductsData }) {
  const env = useEnv();
  const [q, setQ] = useState(route.q);
  const [more, setMore] = useState<CardProduct[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState('');
  const sent = useRef(route.q);

  // The page changed from outside (back button, a category link): show what it shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route and the new data are the triggers
  useEffect(() => {
    if (route.q !== sent.current) setQ(route.q);
    sent.current = route.q;
    setMore([]);
    setMoreError('');
  }, [route.q, route.categoryId, route.sort, data]);

  // Read at call time: a search typed before a category change must not bring the old category back.
  const current = useRef(route);
  current.current = route;
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const search = (next: Partial<ProductsRoute>, options = { replace: true, keepFocus: true }) => {
    clearTimeout(typing.current);
    const now = current.current;
    const sort = 'sort' in next ? next.sort : now.sort;
    const target: ProductsRoute = {
      view: 'products',
      q: (next.q ?? q).trim(),
      categoryId: next.categoryId === undefined ? now.categoryId : next.categoryId,
      ...(sort ? { sort } : {}),
    };
    sent.current = target.q;
    env.go?.(target, options);
  };

  // As the shopper types: search once they pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing triggers a search; search() reads the current route itself
  useEffect(() => {
    if (!env.go || q.trim() === current.current.q) return;
    typing.current = setTimeout(() => search({ q }), SEARCH_DELAY_MS);
    return () => clearTimeout(typing.current);
  }, [q]);

  const items = [...data.items, ...more];
  const category = data.categories.find((c) => c.id === route.categoryId);
  const filtered = !!(route.q || route.categoryId);

  async function loadMore() {
    if (!env.api) return;
    setLoadingMore(true);
    setMoreError('');
    try {
      const page = await env.api.products({
        q: route.q || undefined,
        category_id: route.categoryId ?? undefined,
        sort: route.sort,
        limit: PRODUCTS_PAGE_SIZE,
        offset: items.length,
      });
      setMore([...more, ...page.items]);
    } catch {
      setMoreError(messages.products.loadMany);
    } finally {
      setLoadingMore(false);
    }
  }

  // the search box's example is the shop's own: its first categories, never another trade's words
  const example = data.categories
    .slice(0, 3)
    .map((c) => c.name.toLowerCase())
    .join(', ');
  const ask = route.q && !data.total ? askChannel(env.shop.site, route.q) : null;
  const keep = env.links.mode === 'hosted' && env.links.keepQuery ? [...new URLSearchParams(env.links.keepQuery)] : [];

  return (
    <div class="vs-wrap vs-page">
      <div class="vs-page-head">
        <Heading level={1} tabIndex={-1}>
          {category ? category.name : 'Produtos'}
        </Heading>
        <p class="vs-lead">{category?.description || 'Encontre o que procura: busque pelo nome ou escolha uma categoria.'}</p>
      </div>

      <form
        class="vs-filters"
        role="search"
        method="get"
        action={env.href({ view: 'products', q: '', categoryId: null }).split('?')[0]}
        onSubmit={(e) => {
          if (!env.go) return;
          e.preventDefault();
          search({ q }, { replace: false, keepFocus: true });
        }}
      >
        {keep.map(([k, v]) => (
          <input type="hidden" name={k} value={v} key={k} />
        ))}
        <div class="vs-field vs-field-search">
          <label for="vs-q">Buscar produtos</label>
          <span class="vs-input-icon">
            <SearchIcon size={18} />
            <input
              id="vs-q"
              name="q"
              type="search"
              value={q}
              placeholder={`Ex.: ${example || 'nome do produto'}`}
              autocomplete="off"
              enterKeyHint="search"
              maxLength={100}
              onInput={(e) => setQ((e.target as HTMLInputElement).value)}
            />
          </span>
        </div>
        <div class="vs-field">
          <label for="vs-cat">Categoria</label>
          <select
            id="vs-cat"
            name="categoria"
            value={route.categoryId ? String(route.categoryId) : ''}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              search({ categoryId: v ? Number(v) : null }, { replace: false, keepFocus: true });
            }}
          >
            <option value="">Todas as categorias</option>
            {data.categories.map((c) => (
              <option value={String(c.id)} key={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <SortField value={route.sort} onChange={(sort) => search({ sort }, { replace: false, keepFocus: true })} />
        <div class="vs-filter-actions">
          <button type="submit" class="vs-btn vs-btn-primary">
            Buscar
          </button>
          <Link
            to={{ view: 'products', q: '', categoryId: null }}
            class="vs-btn vs-btn-outline"
            onNavigate={() => setQ('')}
            aria-disabled={!filtered ? 'true' : undefined}
          >
            Limpar
          </Link>
        </div>
      </form>

      <p class="vs-count" role="status" aria-live="polite">
        {env.busy ? 'Buscando…' : plural(data.total, 'produto encontrado', 'produtos encontrados')}
        {route.q && !env.busy && <> para “{route.q}”</>}
      </p>

      {items.length ? (
        <ProductGrid products={items} label="Produtos" eagerCount={2} />
      ) : (
        <div class="vs-empty">
          <p class="vs-empty-title">{messages.products.empty}</p>
          <p>{messages.storefront.noResults}</p>
          {ask && <BuyButton buy={ask} compact />}
        </div>
      )}

      {!!data.featured?.length && (
        <section class="vs-section" aria-labelledby="vs-p-featured">
          <Heading level={2} id="vs-p-featured">
            Destaques
          </Heading>
          <ProductGrid products={data.featured} label="Produtos em destaque" eagerCount={0} />
        </section>
      )}

      {items.length < data.total && (
        <div class="vs-more-wrap">
          <button type="button" class="vs-btn vs-btn-outline" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Carregando…' : 'Mostrar mais produtos'}
          </button>
          {moreError && (
            <p class="vs-error" role="alert">
              {moreError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
