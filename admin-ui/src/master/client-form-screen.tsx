import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { REDIRECT_DELAY_MS } from '../lib/constants.ts';
import { paths } from '../app/paths.ts';
import { RecordNotFound, recordMissing, useRecordId } from '../ui/record.tsx';
import { Banner, Card, ErrorState, PageHeader, Spinner } from '../ui/page.tsx';
import { ClientForm } from './client-form.tsx';
import { ClientActions } from './client-actions.tsx';
import { ClientReadiness } from '../readiness/client-readiness.tsx';
import { clientDisplayName, fetchClient, masterKeys } from './queries.ts';

/** docs/product.md §2 client form screen: /clients/new and /clients/{id}/edit. */
export function ClientFormScreen() {
  const record = useRecordId();
  const { id, editing, validId } = record;
  const navigate = useNavigate();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const client = useQuery({
    queryKey: masterKeys.client(id ?? 0),
    queryFn: ({ signal }) => fetchClient(id!, signal),
    enabled: editing && validId,
  });

  // docs/product.md §4: after creating a client, its edit screen (after the create delay of docs/product.md §9)
  useEffect(() => {
    if (createdId === null) return;
    const t = setTimeout(() => navigate(paths.editClient(createdId), { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [createdId, navigate]);

  const back = { to: paths.clients, label: 'Clientes' };
  if (recordMissing(record, client.error)) {
    return <RecordNotFound title="Editar cliente" message={messages.clients.notFound} back={back} backText="Voltar para os clientes" />;
  }

  if (!editing) {
    return (
      <>
        <PageHeader title="Novo cliente" back={back} description="Cria a loja, o site e o usuário administrador do cliente." />
        {createdId !== null && <Banner kind="info">{messages.clients.created} Abrindo a edição do cliente...</Banner>}
        <Card className="form-card form-card--wide">
          <ClientForm onCreated={setCreatedId} />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Editar cliente" back={back} description={client.data ? clientDisplayName(client.data) : undefined} />
      {client.isError ? (
        <ErrorState message={errorMessage(client.error, messages.clients.loadOne, messages.clients.connection)} onRetry={() => client.refetch()} />
      ) : !client.data ? (
        <Spinner label="Carregando cliente..." />
      ) : (
        <>
          <Card className="client-summary">
            <div className="client-summary__status">
              <span className={`badge ${client.data.is_active ? 'badge--success' : 'badge--muted'}`}>{client.data.is_active ? 'Ativo' : 'Inativo'}</span>
              <span className={`badge ${client.data.is_published ? 'badge--info' : 'badge--outline'}`}>
                {client.data.is_published ? 'Publicado' : 'Rascunho'}
              </span>
              <span className="muted mono">{client.data.site_url.replace(/^https?:\/\//, '')}</span>
            </div>
            <ClientActions client={client.data} />
          </Card>
          <ClientReadiness client={client.data} />
          <Card className="form-card form-card--wide">
            <ClientForm
              key={client.data.id}
              client={client.data}
              etag={client.data.etag ?? null}
              reload={async () => (await client.refetch()).data}
              onCreated={setCreatedId}
            />
          </Card>
        </>
      )}
    </>
  );
}
