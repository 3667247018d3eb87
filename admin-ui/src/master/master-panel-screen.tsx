import { endpoints } from '@vitrine/contract/endpoints/index';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleOff, CloudUpload, Globe2, Plus, Rocket, Store, X } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { formatCount } from '../lib/format.ts';
import { REDIRECT_DELAY_MS } from '../lib/constants.ts';
import { platformDomain } from '../lib/platform.ts';
import { paths } from '../app/paths.ts';
import { Banner, Card, PageHeader } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { publishWithConfirm } from '../readiness/publish.ts';
import { ClientForm } from './client-form.tsx';
import { ClientTable } from './client-table.tsx';
import { DeployDialog } from './deploy-dialog.tsx';
import { fetchClients, fetchStats, masterKeys } from './queries.ts';
import { subdomainInput } from './subdomain.ts';
import { ShopTotalsCard } from '../insight/shop-totals-card.tsx';
import { WaitingDomainsCard } from './waiting-domains-card.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { SeeAllLink } from '../ui/links.tsx';
import { useDeploy } from './use-deploy.ts';

/** docs/product.md §2 master panel: stats, publish by subdomain, new client form, client list. */
export function MasterPanelScreen() {
  const stats = useQuery({ queryKey: masterKeys.stats, queryFn: ({ signal }) => fetchStats(signal) });
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);

  // docs/product.md §4 and §9: after creating a client, its edit screen, after the create delay
  useEffect(() => {
    if (createdId === null) return;
    const t = setTimeout(() => navigate(paths.editClient(createdId)), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [createdId, navigate]);

  return (
    <>
      <PageHeader
        title="Painel Master"
        description="Todas as lojas da plataforma em um só lugar."
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setFormOpen((v) => !v)} aria-expanded={formOpen} aria-controls="new-client">
            {formOpen ? <X size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />}
            {formOpen ? 'Fechar formulário' : 'Novo cliente'}
          </button>
        }
      />
      {stats.isError && <Banner kind="error">{errorMessage(stats.error, messages.admin.statsLoad, messages.clients.connection)}</Banner>}
      <ul className="stat-grid" aria-label="Lojas da plataforma">
        <StatCard icon={<Store size={20} />} tone="blue" label="Total de clientes" value={count(stats.data?.total)} />
        <StatCard icon={<CircleCheck size={20} />} tone="green" label="Ativos" value={count(stats.data?.active)} />
        <StatCard icon={<Globe2 size={20} />} tone="violet" label="Publicados" value={count(stats.data?.published)} />
        <StatCard icon={<CircleOff size={20} />} tone="amber" label="Inativos" value={count(stats.data?.inactive)} />
      </ul>

      {formOpen && (
        <div id="new-client">
          <Card title="Novo cliente" id="new-client-card" className="form-card form-card--wide">
            {createdId !== null && <Banner kind="info">{messages.clients.created} Abrindo a edição do cliente...</Banner>}
            <ClientForm onCreated={setCreatedId} />
          </Card>
        </div>
      )}

      <PublishBox />

      <Card title="Clientes" id="clients" actions={<SeeAllLink to={paths.clients} />}>
        <ClientTable />
      </Card>

      <WaitingDomainsCard />

      <ShopTotalsCard />
    </>
  );
}

const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));

/**
 * Publish a shop by its subdomain (docs/product.md §2, §5: the button is disabled without one), and
 * deploy its static copy.
 */
function PublishBox() {
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [subdomain, setSubdomain] = useState('');
  const clients = useQuery({ queryKey: masterKeys.clients, queryFn: ({ signal }) => fetchClients(signal) });

  /** Publishes the shop the subdomain names: 'missing' when there is none, false when the person cancelled. */
  const publish = useMutation({
    mutationFn: async () => {
      const [client] = await fetchClients(undefined, subdomain);
      if (!client) return 'missing';
      return publishWithConfirm(client.id, confirm);
    },
    onSuccess: (outcome) => {
      if (outcome === 'missing') return toast.error(messages.clients.publishFailed + messages.clients.notFound);
      if (!outcome) return;
      toast.success(messages.clients.published);
      return Promise.all([queryClient.invalidateQueries({ queryKey: masterKeys.clients }), queryClient.invalidateQueries({ queryKey: masterKeys.stats })]);
    },
    onError: (err) => toast.error(messages.clients.publishFailed + errorMessage(err, 'erro desconhecido', messages.clients.connection)),
  });
  const deploy = useDeploy(() => call(endpoints.deploy.all, { body: { subdomain } }));
  const busy = publish.isPending || deploy.running;

  function onPublish(e: FormEvent) {
    e.preventDefault();
    if (subdomain) publish.mutate();
  }

  return (
    <Card title="Publicar site" id="publish">
      <form className="publish-box" onSubmit={onPublish} aria-label="Publicar site por subdomínio">
        <div className="field publish-box__field">
          <label className="field__label" htmlFor="publish-subdomain">
            Subdomínio da loja
          </label>
          <div className="affix">
            <input
              id="publish-subdomain"
              className="input affix__input"
              value={subdomain}
              onChange={(e) => setSubdomain(subdomainInput(e.target.value))}
              list="publish-subdomains"
              autoCapitalize="none"
              spellCheck={false}
              autoComplete="off"
              placeholder="minhaloja"
            />
            <span className="affix__text" aria-hidden="true">
              .{platformDomain()}
            </span>
          </div>
          <datalist id="publish-subdomains">
            {clients.data?.map((c) => (
              <option key={c.id} value={c.subdomain}>
                {c.store_name}
              </option>
            ))}
          </datalist>
        </div>
        <div className="publish-box__actions">
          <button type="submit" className="btn btn--success" disabled={!subdomain || busy}>
            <CloudUpload size={18} aria-hidden="true" /> {publish.isPending ? 'Publicando...' : 'Publicar'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={deploy.run} disabled={!subdomain || busy}>
            <Rocket size={18} aria-hidden="true" /> {deploy.running ? 'Publicando arquivos...' : 'Fazer deploy'}
          </button>
        </div>
      </form>
      <DeployDialog result={deploy.result} subdomain={subdomain} onClose={deploy.close} />
    </Card>
  );
}
