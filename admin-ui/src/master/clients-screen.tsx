import { paths } from '../app/paths.ts';
import { ListScreen } from '../ui/list-screen.tsx';
import { CreateLink } from '../ui/links.tsx';
import { ClientTable } from './client-table.tsx';

/** docs/product.md §2 /admin/clients: every client shop, with the new client button. */
export function ClientsScreen() {
  return (
    <ListScreen
      title="Clientes"
      description="As lojas da plataforma: dados, publicação e acesso."
      actions={<CreateLink to={paths.newClient} label="Novo cliente" />}
    >
      <ClientTable />
    </ListScreen>
  );
}
