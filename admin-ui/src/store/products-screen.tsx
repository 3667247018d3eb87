import { endpoints } from '@vitrine/contract/endpoints/index';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowUpDown, Copy, Download, ImageOff, Package, Pencil, Search, Trash2, Upload, X } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages, type Product } from '../lib/contract.ts';
import { plural } from '../lib/format.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { useAddressFilters } from '../lib/use-address-filters.ts';
import { paths } from '../app/paths.ts';
import { ListScreen, ListTable } from '../ui/list-screen.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { ButtonLink, CreateLink } from '../ui/links.tsx';
import { SkeletonRows } from '../ui/skeleton-rows.tsx';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { categoriesQuery, fetchProducts, imageAt, keys } from './queries.ts';
import { ProductPrice, optionsSummary } from './product-price.tsx';
import { AvailabilityFilter, AvailabilitySelect, FeaturedToggle, useDuplicate } from './product-quick-actions.tsx';
import { RowMenu } from '../ui/row-menu.tsx';
import { EXPORT_URL, SpreadsheetImportDialog } from './spreadsheet-import.tsx';
import { trashConfirmText, trashKeys } from '../lib/trash.ts';

const PAGE_SIZE = 50;

/**
 * docs/product.md §2 product list. The search, the category and availability filters are answered by
 * the API (GET /store/products: the shop's own search, hidden products included), so they
 * work the same on a shop of any size and agree with the shop; they live in the address,
 * so going back keeps them. Rows carry the quick actions.
 */
export function ProductsScreen() {
  const { params, setFilter, setFilters } = useAddressFilters();
  const categoryId = params.get('categoria') ?? '';
  const availability = params.get('disponibilidade') ?? '';
  const [search, setSearch] = useState(params.get('busca') ?? '');
  const [importing, setImporting] = useState(false);
  const q = useDebounced(search.trim());
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  useEffect(() => setFilter('busca', q), [q, setFilter]);

  const categories = useQuery(categoriesQuery);
  const products = useInfiniteQuery({
    queryKey: keys.productList(q, categoryId, availability),
    queryFn: ({ pageParam, signal }) => fetchProducts({ q, category_id: categoryId, availability, limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });

  // the categories' product counts change with a delete or a restore too
  const refresh = () => Promise.all([keys.products, keys.categories, trashKeys.store].map((k) => queryClient.invalidateQueries({ queryKey: k })));
  const restore = useMutation({
    mutationFn: (p: Product) => call(endpoints.products.restore, { params: { id: p.id } }),
    onSuccess: (_r, p) => {
      toast.success(`"${p.name}" voltou para a loja.`);
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err, 'Não foi possível restaurar. Abra a Lixeira e tente de novo.')),
  });
  const remove = useMutation({
    mutationFn: (p: Product) => call(endpoints.products.remove, { params: { id: p.id } }),
    onSuccess: (_r, p) => {
      toast.undoable(`"${p.name}" foi para a Lixeira.`, () => restore.mutate(p));
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err, messages.products.delete)),
  });

  async function onDelete(p: Product) {
    const goes = [p.images.length ? plural(p.images.length, 'foto', 'fotos') : '', p.options.length ? 'as opções' : ''].filter(Boolean);
    const ok = await confirm({
      title: `Excluir "${p.name}"?`,
      message: trashConfirmText(`"${p.name}"`, goes.length ? `com ${goes.join(' e ')}` : ''),
      confirmLabel: 'Mover para a Lixeira',
      danger: true,
    });
    if (ok) remove.mutate(p);
  }

  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;
  const filtering = !!(q || categoryId || availability);

  function clear() {
    setSearch('');
    setFilters({ busca: '', categoria: '', disponibilidade: '' });
  }

  return (
    <>
      <ListScreen
        title="Produtos"
        description="Tudo o que aparece no catálogo da sua loja."
        actions={
          <>
            <ButtonLink to={paths.catalogueOrder} icon={ArrowUpDown} label="Ordenar vitrine" />
            {/* a plain link: the browser downloads with the session cookie and names the file from Content-Disposition */}
            <a className="btn btn--ghost" href={EXPORT_URL} download>
              <Download size={18} aria-hidden="true" /> Exportar planilha
            </a>
            <button type="button" className="btn btn--ghost" onClick={() => setImporting(true)}>
              <Upload size={18} aria-hidden="true" /> Importar planilha
            </button>
            <CreateLink to={paths.newProduct} label="Novo produto" />
          </>
        }
        filters={
          <>
            <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
              <div className="filters__search">
                <label htmlFor="product-search" className="sr-only">
                  Buscar por nome ou descrição
                </label>
                <Search size={18} className="filters__search-icon" aria-hidden="true" />
                <input
                  id="product-search"
                  className="input input--with-icon"
                  type="search"
                  placeholder="Buscar por nome ou descrição"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
              <div className="filters__category">
                <label htmlFor="product-category" className="sr-only">
                  Categoria
                </label>
                <select id="product-category" className="input" value={categoryId} onChange={(e) => setFilter('categoria', e.target.value)}>
                  <option value="">Todas as categorias</option>
                  {categories.data?.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <AvailabilityFilter value={availability} onChange={(v) => setFilter('disponibilidade', v)} />
              <button type="button" className="btn btn--ghost" onClick={clear} disabled={!filtering && !search}>
                <X size={16} aria-hidden="true" /> Limpar
              </button>
            </form>
            <p className="result-count" role="status" aria-live="polite">
              {products.isPending ? 'Carregando produtos...' : products.isError ? '' : plural(total, 'produto encontrado', 'produtos encontrados')}
            </p>
          </>
        }
      >
        <QueryState
          query={products}
          errorText={messages.products.loadMany}
          pending={<SkeletonRows lead="thumb" testId="products-skeleton" />}
          isEmpty={() => items.length === 0}
          empty={{
            icon: <Package size={32} />,
            title: messages.products.empty,
            action: filtering ? (
              <button type="button" className="btn btn--ghost" onClick={clear}>
                Limpar filtros
              </button>
            ) : (
              <CreateLink to={paths.newProduct} label="Cadastrar o primeiro produto" />
            ),
          }}
        >
          {() => (
            <>
              <ListTable
                className="table--products"
                caption="Produtos da loja"
                lead="Imagem"
                columns={['Produto', 'Preço', 'Unidade', 'Categoria', 'Disponibilidade']}
                scroll
                busy={products.isFetching}
              >
                {items.map((p) => (
                  <ProductRow key={p.id} product={p} onDelete={onDelete} deleting={remove.isPending && remove.variables?.id === p.id} />
                ))}
              </ListTable>
              {products.hasNextPage && (
                <div className="load-more">
                  <button type="button" className="btn btn--ghost" onClick={() => products.fetchNextPage()} disabled={products.isFetchingNextPage}>
                    {products.isFetchingNextPage ? 'Carregando...' : `Carregar mais (${items.length} de ${total})`}
                  </button>
                </div>
              )}
            </>
          )}
        </QueryState>
      </ListScreen>
      <SpreadsheetImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}

/**
 * One product: picture, name, price, unit, category, availability (which also hides it or
 * marks it sold out), then destaque and Editar in sight and the rest behind "Mais ações", so
 * the row fits a laptop with the sidebar open (docs/conventions.md "Admin screens").
 */
function ProductRow({ product: p, onDelete, deleting }: { product: Product; onDelete: (p: Product) => void; deleting: boolean }) {
  const img = p.images[0];
  const duplicate = useDuplicate(p);
  return (
    <tr>
      <td className="table__thumb-col">
        {img ? (
          <img className="thumb" src={imageAt(img.url, 160)} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <span className="thumb thumb--empty" role="img" aria-label="Sem foto">
            <ImageOff size={18} aria-hidden="true" />
          </span>
        )}
      </td>
      <td className="table__main">
        <Link className="table__title" to={paths.editProduct(p.id)}>
          {p.name}
        </Link>
        {p.options.length > 0 && <p className="table__sub table__options">{optionsSummary(p)}</p>}
        {p.description && <p className="table__sub line-clamp">{p.description}</p>}
      </td>
      <td data-label="Preço" className="table__nowrap">
        <ProductPrice product={p} withOld />
      </td>
      <td data-label="Unidade">{p.unit}</td>
      <td data-label="Categoria">
        <span className="chip" title={p.category_name ?? undefined}>
          {p.category_name}
        </span>
      </td>
      <td data-label="Disponibilidade">
        <AvailabilitySelect product={p} />
      </td>
      <td className="table__actions-col">
        <div className="row-actions">
          <FeaturedToggle product={p} />
          <Link className="btn btn--sm btn--ghost" to={paths.editProduct(p.id)} aria-label={`Editar ${p.name}`} title="Editar">
            <Pencil size={16} aria-hidden="true" />
            <span className="row-actions__label">Editar</span>
          </Link>
          <RowMenu
            label={`Mais ações para ${p.name}`}
            items={[
              { label: 'Duplicar', icon: <Copy size={16} aria-hidden="true" />, onSelect: () => duplicate.mutate(), disabled: duplicate.isPending },
              { label: 'Excluir', icon: <Trash2 size={16} aria-hidden="true" />, onSelect: () => onDelete(p), danger: true, disabled: deleting },
            ]}
          />
        </div>
      </td>
    </tr>
  );
}
