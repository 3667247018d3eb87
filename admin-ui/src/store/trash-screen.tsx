import { endpoints } from '@vitrine/contract/endpoints/index';
import { call } from '../lib/api.ts';
import { trashKeys } from '../lib/trash.ts';
import { useTrash } from '../lib/use-trash.ts';
import { ListScreen } from '../ui/list-screen.tsx';
import { TrashQuery } from '../ui/trash-list.tsx';
import { keys } from './queries.ts';

/** The owner's "Lixeira": deleted products and categories, restorable for 30 days (docs/api.md "Lixeira"). */
export function TrashScreen() {
  const trash = useTrash(trashKeys.store, {
    list: (signal) => call(endpoints.trash.list, { signal }),
    restore: (i) => call(i.kind === 'product' ? endpoints.products.restore : endpoints.categories.restore, { params: { id: i.id } }),
    purge: (i) => call(i.kind === 'product' ? endpoints.trash.purgeProduct : endpoints.trash.purgeCategory, { params: { id: i.id } }),
    refresh: [keys.products, keys.categories, keys.quotas],
  });
  return (
    <ListScreen title="Lixeira" description="Produtos e categorias excluídos nos últimos 30 dias. Restaure com fotos e opções, do jeito que estavam.">
      <TrashQuery trash={trash} />
    </ListScreen>
  );
}
