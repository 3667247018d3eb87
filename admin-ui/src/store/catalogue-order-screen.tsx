import { endpoints } from '@vitrine/contract/endpoints/index';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages, type Product, type StoreCategory } from '../lib/contract.ts';
import { paths } from '../app/paths.ts';
import { categoryCountLabel } from '../lib/format.ts';
import { ErrorState, PageHeader } from '../ui/page.tsx';
import { ButtonLink } from '../ui/links.tsx';
import { useToast } from '../ui/toast.tsx';
import { categoriesQuery, fetchProducts, keys } from './queries.ts';
import { OrderList, type OrderItem } from './order-list.tsx';
import { AVAILABILITY_LABELS } from '@vitrine/contract/catalogue-words';

/** Every product of the shop in its order, hidden ones included (the API pages by 200). */
async function allProducts(signal: AbortSignal): Promise<Product[]> {
  const all: Product[] = [];
  for (;;) {
    const page = await fetchProducts({ limit: 200, offset: all.length }, signal);
    all.push(...page.items);
    if (!page.items.length || all.length >= page.total) return all;
  }
}

const categoryItem = (c: StoreCategory): OrderItem => ({ id: c.id, label: c.name, detail: categoryCountLabel(c) });
const productItem = (p: Product): OrderItem => ({
  id: p.id,
  label: p.name,
  detail: [p.category_name, p.is_featured ? messages.catalogue.featured : null, p.availability !== 'disponivel' ? AVAILABILITY_LABELS[p.availability] : null]
    .filter(Boolean)
    .join(' · '),
});

/**
 * "Ordenar vitrine": the owner's order of categories and of products, which the
 * shop follows by default. Each list is saved whole, in one request.
 */
export function CatalogueOrderScreen() {
  const categories = useQuery(categoriesQuery);
  const products = useQuery({ queryKey: [...keys.products, 'order'], queryFn: ({ signal }) => allProducts(signal) });
  return (
    <>
      <PageHeader
        title="Ordenar vitrine"
        description="Escolha a ordem em que categorias e produtos aparecem na sua loja."
        actions={<ButtonLink to={paths.products} icon={ArrowLeft} label="Voltar aos produtos" />}
      />
      <div className="order-screen">
        <OrderCard
          title="Categorias"
          kind="categories"
          loaded={categories.data?.map(categoryItem)}
          error={categories.error}
          retry={() => categories.refetch()}
          invalidate={keys.categories}
        />
        <OrderCard
          title="Produtos"
          kind="products"
          loaded={products.data?.map(productItem)}
          error={products.error}
          retry={() => products.refetch()}
          invalidate={keys.products}
        />
      </div>
    </>
  );
}

const orderEndpoint = { categories: endpoints.catalogue.categoriesOrder, products: endpoints.catalogue.productsOrder } as const;

function OrderCard(props: {
  title: string;
  kind: 'categories' | 'products';
  loaded: OrderItem[] | undefined;
  error: unknown;
  retry: () => void;
  invalidate: readonly string[];
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  // The owner's moves, as ids, until saved: the list shown is always the loaded one in this
  // order, so a refetch (the other card's query arriving, the window regaining focus) neither
  // drops the moves nor shows stale names.
  const [draft, setDraft] = useState<number[] | null>(null);
  const items = props.loaded ? inDraftOrder(props.loaded, draft) : null;
  const dirty = !!items && !!props.loaded && items.some((it, i) => it.id !== props.loaded![i]?.id);

  const save = useMutation({
    mutationFn: ({ ids }: { ids: number[]; before?: number[] }) => call(orderEndpoint[props.kind], { body: { ids } }),
    onSuccess: async (_r, { ids, before }) => {
      // "Desfazer" saves the order as it was before (itself without an undo)
      if (before) toast.undoable(messages.catalogue.orderSaved, () => save.mutate({ ids: before }));
      else toast.success(messages.catalogue.orderSaved);
      await queryClient.invalidateQueries({ queryKey: props.invalidate });
      // the saved order is now the loaded one; a move made while saving stays a draft
      setDraft((d) => (d && sameIds(d, ids) ? null : d));
    },
    onError: (err) => toast.error(errorMessage(err, messages.catalogue.orderFailed)),
  });

  const headingId = `order-${props.kind}`;
  return (
    <section className="card order-card" aria-labelledby={headingId}>
      <div className="order-card__head">
        <h2 id={headingId} className="card__title">
          {props.title}
        </h2>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={!dirty || save.isPending}
          onClick={() => items && save.mutate({ ids: items.map((i) => i.id), before: props.loaded?.map((i) => i.id) })}
        >
          {save.isPending ? 'Salvando...' : 'Salvar ordem'}
        </button>
      </div>
      {props.error ? (
        <ErrorState
          message={errorMessage(props.error, props.kind === 'products' ? messages.products.loadMany : messages.categories.load)}
          onRetry={props.retry}
        />
      ) : !items ? (
        <p className="result-count">Carregando...</p>
      ) : items.length === 0 ? (
        <p className="result-count">{props.kind === 'products' ? messages.products.empty : messages.categories.empty}</p>
      ) : (
        <OrderList items={items} onChange={(next) => setDraft(next.map((i) => i.id))} label={`Ordem de ${props.title.toLowerCase()}`} />
      )}
    </section>
  );
}

/** The loaded items in the draft's order; any the draft does not hold (added since) keep their place after them. */
function inDraftOrder(loaded: OrderItem[], draft: number[] | null): OrderItem[] {
  if (!draft) return loaded;
  const byId = new Map(loaded.map((item) => [item.id, item]));
  const ordered = draft.flatMap((id) => byId.get(id) ?? []);
  const inDraft = new Set(draft);
  return [...ordered, ...loaded.filter((item) => !inDraft.has(item.id))];
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
