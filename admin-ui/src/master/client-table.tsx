import { endpoints } from '@vitrine/contract/endpoints/index';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Pencil, Trash2, Users } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages, type Client } from '../lib/contract.ts';
import { plural } from '../lib/format.ts';
import { paths } from '../app/paths.ts';
import { ListTable } from '../ui/list-screen.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { SkeletonRows } from '../ui/skeleton-rows.tsx';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { trashConfirmText, trashKeys } from '../lib/trash.ts';
import { clientDisplayName, fetchClients, masterKeys } from './queries.ts';

/** docs/product.md §2 client list: name (with fallbacks), @subdomain, e-mail, site link, status, edit, delete. */
export function ClientTable() {
  const clients = useQuery({ queryKey: masterKeys.clients, queryFn: ({ signal }) => fetchClients(signal) });
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (c: Client) => call(endpoints.clients.remove, { params: { id: c.id } }),
    onSuccess: () => {
      toast.success(messages.clients.deleted);
      // docs/product.md §4: deleting a client reloads the list
      return Promise.all([masterKeys.clients, masterKeys.stats, trashKeys.master].map((k) => queryClient.invalidateQueries({ queryKey: k })));
    },
    onError: (err) => toast.error(errorMessage(err, messages.clients.delete, messages.clients.connection)),
  });

  async function onDelete(c: Client) {
    const ok = await confirm({
      title: `Excluir a loja "${c.store_name || c.subdomain}"?`,
      message: trashConfirmText(
        `A loja ${c.subdomain} (${clientDisplayName(c)})`,
        `com ${plural(c.product_count, 'produto', 'produtos')}, as fotos, o site publicado e o acesso do lojista; o subdomínio${c.custom_domain ? ' e o domínio ficam reservados' : ' fica reservado'}`,
        'sai do ar na hora',
      ),
      confirmLabel: 'Mover para a Lixeira',
      danger: true,
    });
    if (ok) remove.mutate(c);
  }

  return (
    <QueryState
      query={clients}
      errorText={messages.clients.loadMany}
      networkText={messages.clients.connectionList}
      pending={<SkeletonRows lead="avatar" />}
      empty={{ icon: <Users size={32} />, title: messages.clients.empty }}
    >
      {(list) => (
        <ListTable className="table--clients" caption="Clientes da plataforma" columns={['Cliente', 'Subdomínio', 'E-mail', 'Site', 'Status']} scroll>
          {list.map((c) => {
            const name = clientDisplayName(c);
            return (
              <tr key={c.id}>
                <td className="table__main">
                  <div className="client-cell">
                    <span className="avatar avatar--soft" aria-hidden="true">
                      {name.slice(0, 1).toUpperCase()}
                    </span>
                    <Link className="table__title" to={paths.editClient(c.id)}>
                      {name}
                    </Link>
                  </div>
                </td>
                <td data-label="Subdomínio" className="table__mono">
                  @{c.subdomain}
                </td>
                <td data-label="E-mail">
                  <span className="truncate" title={c.client_email}>
                    {c.client_email}
                  </span>
                </td>
                <td data-label="Site">
                  {c.subdomain ? (
                    <a className="link link--external" href={c.site_url} target="_blank" rel="noopener noreferrer" title={c.site_url}>
                      <span className="truncate">{c.site_url.replace(/^https?:\/\//, '')}</span>
                      <ExternalLink size={14} aria-hidden="true" />
                      <span className="sr-only"> (abre em nova aba)</span>
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label="Status">
                  <div className="badges">
                    <span className={`badge ${c.is_active ? 'badge--success' : 'badge--muted'}`}>{c.is_active ? 'Ativo' : 'Inativo'}</span>
                    <span className={`badge ${c.is_published ? 'badge--info' : 'badge--outline'}`}>{c.is_published ? 'Publicado' : 'Rascunho'}</span>
                  </div>
                </td>
                <td className="table__actions-col">
                  <div className="row-actions">
                    <Link className="btn btn--sm btn--ghost" to={paths.editClient(c.id)} aria-label={`Editar ${name}`} title="Editar">
                      <Pencil size={16} aria-hidden="true" />
                      <span className="row-actions__label">Editar</span>
                    </Link>
                    <button
                      type="button"
                      className="btn btn--sm btn--ghost-danger"
                      onClick={() => onDelete(c)}
                      disabled={remove.isPending && remove.variables?.id === c.id}
                      aria-label={`Excluir ${name}`}
                      title="Excluir"
                    >
                      <Trash2 size={16} aria-hidden="true" />
                      <span className="row-actions__label">Excluir</span>
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
    </QueryState>
  );
}
