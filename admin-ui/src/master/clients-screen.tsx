import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { paths } from '../app/paths.ts';
import { ListScreen } from '../ui/list-screen.tsx';
import { ClientTable } from './client-table.tsx';

/** docs/product.md §2 /admin/clients: every client shop, with the new client button. */
export function ClientsScreen() {
  return (
    <ListScreen
      title="Clientes"
      description="As lojas da plataforma: dados, publicação e acesso."
      actions={
        <Link className="btn btn--primary" to={paths.newClient}>
          <Plus size={18} aria-hidden="true" /> Novo cliente
        </Link>
      }
    >
      <ClientTable />
    </ListScreen>
  );
}
