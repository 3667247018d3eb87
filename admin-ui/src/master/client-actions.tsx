import { endpoints } from '@vitrine/contract/endpoints/index';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CloudUpload, EyeOff, ExternalLink, Globe, KeyRound, Rocket } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages, type AccessResult, type Client } from '../lib/contract.ts';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { AccessDialog } from './access-dialog.tsx';
import { DeployDialog } from './deploy-dialog.tsx';
import { DomainDialog } from './domain-dialog.tsx';
import { masterKeys } from './queries.ts';
import { useDeploy } from './use-deploy.ts';
import { usePreviewHref } from '../lib/preview.ts';
import { publishWithConfirm } from '../readiness/publish.ts';

/** The edit screen's actions: send access, open site, publish/unpublish, domains, deploy. */
export function ClientActions({ client }: { client: Client }) {
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [access, setAccess] = useState<AccessResult | null>(null);
  const [domainsOpen, setDomainsOpen] = useState(false);
  // "Abrir site": a draft opens on its own address through a signed preview link
  const siteHref = usePreviewHref(client.site_url, client.subdomain, client.is_published);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: masterKeys.client(client.id) }),
      queryClient.invalidateQueries({ queryKey: masterKeys.clients, exact: true }),
      queryClient.invalidateQueries({ queryKey: masterKeys.stats }),
    ]);

  const sendAccess = useMutation({
    mutationFn: () => call(endpoints.clients.sendAccess, { params: { id: client.id } }),
    onSuccess: (result) => {
      setAccess(result);
      void refresh();
    },
    onError: (err) => toast.error(errorMessage(err, messages.admin.accessFailed, messages.clients.connection)),
  });
  /** Publish (asking first when nobody could contact the shop) or unpublish: false when the person cancelled. */
  const togglePublished = useMutation({
    mutationFn: async (publish: boolean) => {
      if (publish) return publishWithConfirm(client.id, confirm);
      await call(endpoints.clients.unpublish, { params: { id: client.id } });
      return true;
    },
    onSuccess: (done, publish) => {
      if (!done) return;
      toast.success(publish ? messages.clients.published : messages.clients.unpublished);
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err, messages.clients.toggleStatus, messages.clients.connection)),
  });
  const deploy = useDeploy(() => call(endpoints.deploy.one, { params: { id: client.id } }));
  const busy = sendAccess.isPending || togglePublished.isPending || deploy.running;

  async function onSendAccess() {
    const ok = await confirm({
      title: 'Enviar acesso',
      message: `Uma nova senha será gerada para o usuário ${client.admin_username ?? client.subdomain} e a senha atual deixará de funcionar. Continuar?`,
      confirmLabel: 'Gerar nova senha',
    });
    if (ok) sendAccess.mutate();
  }

  return (
    <div className="action-bar" role="group" aria-label="Ações do cliente">
      <button type="button" className="btn btn--ghost" onClick={onSendAccess} disabled={busy}>
        <KeyRound size={18} aria-hidden="true" /> {sendAccess.isPending ? 'Gerando...' : 'Enviar acesso'}
      </button>
      {client.subdomain ? (
        <a className="btn btn--ghost" href={siteHref} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={18} aria-hidden="true" /> Abrir site
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      ) : (
        <button type="button" className="btn btn--ghost" disabled>
          <ExternalLink size={18} aria-hidden="true" /> Abrir site
        </button>
      )}
      <button
        type="button"
        className={`btn ${client.is_published ? 'btn--ghost' : 'btn--success'}`}
        onClick={() => togglePublished.mutate(!client.is_published)}
        disabled={busy}
      >
        {client.is_published ? <EyeOff size={18} aria-hidden="true" /> : <CloudUpload size={18} aria-hidden="true" />}
        {togglePublished.isPending ? 'Aguarde...' : client.is_published ? 'Despublicar' : 'Publicar'}
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => setDomainsOpen(true)} disabled={busy || !client.subdomain}>
        <Globe size={18} aria-hidden="true" /> Configurar domínio
      </button>
      <button type="button" className="btn btn--ghost" onClick={deploy.run} disabled={busy || !client.subdomain}>
        <Rocket size={18} aria-hidden="true" /> {deploy.running ? 'Publicando arquivos...' : 'Fazer deploy'}
      </button>

      <AccessDialog access={access} whatsapp={client.contact_whatsapp} onClose={() => setAccess(null)} />
      <DeployDialog result={deploy.result} subdomain={client.subdomain} onClose={deploy.close} />
      {domainsOpen && <DomainDialog client={client} open={domainsOpen} onClose={() => setDomainsOpen(false)} onDone={() => void refresh()} />}
    </div>
  );
}
