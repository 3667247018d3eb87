import { endpoints } from '@vitrine/contract/endpoints/index';
import { call } from '../lib/api.ts';
import { trashKeys } from '../lib/trash.ts';
import { useTrash } from '../lib/use-trash.ts';
import { ListScreen } from '../ui/list-screen.tsx';
import { TrashQuery } from '../ui/trash-list.tsx';
import { paths } from '../app/paths.ts';
import { masterKeys } from './queries.ts';

/** The master's "Lixeira": client shops deleted in the last 30 days, their subdomains and domains still reserved. */
export function ShopsTrashScreen() {
  const trash = useTrash(trashKeys.master, {
    list: (signal) => call(endpoints.trash.masterList, { signal }),
    restore: (i) => call(endpoints.clients.restore, { params: { id: i.id } }),
    purge: (i) => call(endpoints.trash.purgeClient, { params: { id: i.id } }),
    refresh: [masterKeys.clients, masterKeys.stats],
    typeToConfirm: (i) => i.subdomain ?? i.name,
  });
  return (
    <ListScreen
      title="Lixeira de lojas"
      back={{ to: paths.clients, label: 'Clientes' }}
      description="Lojas excluídas nos últimos 30 dias: fora do ar, com subdomínio e domínio reservados. Restaure e a loja volta como estava."
    >
      <TrashQuery trash={trash} />
    </ListScreen>
  );
}
