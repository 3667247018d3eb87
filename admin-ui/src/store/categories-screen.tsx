import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderTree, Pencil, Trash2 } from 'lucide-react';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { call, errorMessage } from '../lib/api.ts';
import { messages, type StoreCategory } from '../lib/contract.ts';
import { categoryCountLabel, plural } from '../lib/format.ts';
import { paths } from '../app/paths.ts';
import { ListScreen, ListTable } from '../ui/list-screen.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { CreateLink } from '../ui/links.tsx';
import { SkeletonRows } from '../ui/skeleton-rows.tsx';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { trashConfirmText, trashKeys } from '../lib/trash.ts';
import { categoriesQuery, keys } from './queries.ts';

/** docs/product.md §2 category list: name, products, edit, and delete (only when it has no products). */
export function CategoriesScreen() {
  const categories = useQuery(categoriesQuery);
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (c: StoreCategory) => call(endpoints.categories.remove, { params: { id: c.id } }),
    onSuccess: () => {
      toast.success(messages.categories.deleted);
      return Promise.all([keys.categories, trashKeys.store].map((k) => queryClient.invalidateQueries({ queryKey: k })));
    },
    onError: (err) => toast.error(errorMessage(err, messages.categories.delete)),
  });

  async function onDelete(c: StoreCategory) {
    if (c.product_count > 0) return;
    const ok = await confirm({
      title: 'Excluir categoria',
      message: trashConfirmText(`A categoria "${c.name}"`, ''),
      confirmLabel: 'Mover para a Lixeira',
      danger: true,
    });
    if (ok) remove.mutate(c);
  }

  return (
    <ListScreen
      title="Categorias"
      description="Organize o catálogo para os clientes encontrarem o que procuram."
      actions={<CreateLink to={paths.newCategory} label="Nova categoria" />}
    >
      <QueryState
        query={categories}
        errorText={messages.categories.load}
        pending={<SkeletonRows lines={1} />}
        empty={{
          icon: <FolderTree size={32} />,
          title: messages.categories.empty,
          action: <CreateLink to={paths.newCategory} label="Criar a primeira categoria" />,
        }}
      >
        {(list) => (
          <ListTable className="table--categories" caption="Categorias da loja" columns={['Nome', 'Produtos']}>
            {list.map((c) => {
              const locked = c.product_count > 0;
              return (
                <tr key={c.id}>
                  <td className="table__main">
                    <Link className="table__title" to={paths.editCategory(c.id)}>
                      {c.name}
                    </Link>
                    {c.description && <p className="table__sub line-clamp">{c.description}</p>}
                  </td>
                  <td data-label="Produtos">
                    {c.product_count > 0 ? (
                      <Link className="chip chip--link" to={`${paths.products}?categoria=${c.id}`}>
                        {categoryCountLabel(c)}
                      </Link>
                    ) : (
                      <span className="chip chip--muted">{plural(0, 'produto', 'produtos')}</span>
                    )}
                  </td>
                  <td className="table__actions-col">
                    <div className="row-actions">
                      <Link className="btn btn--sm btn--ghost" to={paths.editCategory(c.id)} aria-label={`Editar ${c.name}`} title="Editar">
                        <Pencil size={16} aria-hidden="true" />
                        <span className="row-actions__label">Editar</span>
                      </Link>
                      <span className="tooltip-wrap" data-tooltip={locked ? messages.categories.hasProducts : undefined}>
                        <button
                          type="button"
                          className="btn btn--sm btn--ghost-danger"
                          onClick={() => onDelete(c)}
                          disabled={locked || (remove.isPending && remove.variables?.id === c.id)}
                          title={locked ? messages.categories.hasProducts : 'Excluir'}
                          aria-label={`Excluir ${c.name}`}
                          aria-describedby={locked ? `cat-locked-${c.id}` : undefined}
                        >
                          <Trash2 size={16} aria-hidden="true" />
                          <span className="row-actions__label">Excluir</span>
                        </button>
                        {locked && (
                          <span id={`cat-locked-${c.id}`} className="locked-note">
                            {messages.categories.hasProducts}
                          </span>
                        )}
                      </span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </ListTable>
        )}
      </QueryState>
    </ListScreen>
  );
}
