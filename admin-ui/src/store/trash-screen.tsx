import { trashKeys } from '../lib/trash.ts';
import { useTrash } from '../lib/use-trash.ts';
import { ListScreen } from '../ui/list-screen.tsx';
import { TrashQuery } from '../ui/trash-list.tsx';
import { keys } from './queries.ts';

/** The owner's "Lixeira": deleted products and categories, restorable for 30 days (docs/api.md "Lixeira"). */
export function TrashScreen() {
  const trash = useTrash(trashKeys.store, {
    list: '/trash',
    restore: (i) => `/${i.kind === 'product' ? 'products' : 'categories'}/${i.id}/restore`,
    purge: (i) => `/trash/${i.kind === 'product' ? 'products' : 'categories'}/${i.id}`,
    refresh: [keys.products, keys.categories, keys.quotas],
  });
  return (
    <ListScreen title="Lixeira" description="Produtos e categorias excluídos nos últimos 30 dias. Restaure com fotos e opções, do jeito que estavam.">
      <TrashQuery trash={trash} />
    </ListScreen>
  );
}
