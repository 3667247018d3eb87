import { ArchiveRestore, Trash2 } from 'lucide-react';
import { formatDay, type TrashItem } from '../lib/trash.ts';
import type { useTrash } from '../lib/use-trash.ts';
import { Spinner } from './page.tsx';
import { QueryState } from './query-state.tsx';

/** A "Lixeira" screen's list: loading, its error, empty, or its items. */
export function TrashQuery({ trash }: { trash: ReturnType<typeof useTrash> }) {
  return (
    <QueryState
      query={trash.items}
      errorText="Erro ao carregar a Lixeira"
      pending={<Spinner label="Carregando a Lixeira..." />}
      empty={{
        icon: <Trash2 size={32} />,
        title: 'A Lixeira está vazia.',
        action: 'O que você excluir fica aqui por 30 dias, para restaurar se precisar.',
      }}
    >
      {(items) => <TrashList items={items} busyId={trash.busyId} onRestore={trash.restore} onPurge={trash.purge} />}
    </QueryState>
  );
}

const KIND_LABEL: Record<TrashItem['kind'], string> = { product: 'Produto', category: 'Categoria', shop: 'Loja' };

/** The items of a "Lixeira" screen: what each is, what comes back with it, until when; restore or delete for good. */
function TrashList({
  items,
  busyId,
  onRestore,
  onPurge,
}: {
  items: TrashItem[];
  busyId: string | null;
  onRestore: (i: TrashItem) => void;
  onPurge: (i: TrashItem) => void;
}) {
  return (
    <ul className="trash-list">
      {items.map((item) => {
        const id = `${item.kind}:${item.id}`;
        return (
          <li key={id} className="trash-list__item">
            <div className="trash-list__text">
              <p className="trash-list__name">
                <span className="chip">{KIND_LABEL[item.kind]}</span> {item.name}
                {item.subdomain && <span className="muted mono"> {item.subdomain}</span>}
              </p>
              <p className="table__sub">
                Com {item.contents}. Excluído em {formatDay(item.deleted_at)}
                {item.deleted_by ? ` por ${item.deleted_by}` : ''}; pode ser restaurado até <strong>{formatDay(item.purge_at)}</strong>.
              </p>
            </div>
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--sm btn--primary"
                onClick={() => onRestore(item)}
                disabled={busyId === id}
                aria-label={`Restaurar ${item.name}`}
              >
                <ArchiveRestore size={16} aria-hidden="true" /> Restaurar
              </button>
              <button
                type="button"
                className="btn btn--sm btn--ghost-danger"
                onClick={() => onPurge(item)}
                disabled={busyId === id}
                aria-label={`Excluir definitivamente ${item.name}`}
              >
                <Trash2 size={16} aria-hidden="true" /> <span className="row-actions__label">Excluir definitivamente</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
