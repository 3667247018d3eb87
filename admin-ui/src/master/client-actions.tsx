import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload, EyeOff, ExternalLink, Globe, KeyRound, Rocket } from 'lucide-react';
import { api, errorMessage } from '../lib/api.ts';
import { messages, type AccessResult, type Client, type DeployResult } from '../lib/contract.ts';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { AccessDialog } from './access-dialog.tsx';
import { DeployDialog } from './deploy-dialog.tsx';
import { DomainDialog } from './domain-dialog.tsx';
import { masterKeys } from './queries.ts';
import { usePreviewHref } from '../lib/preview.ts';
import { publishWithConfirm } from '../readiness/publish.ts';

type Busy = 'access' | 'publish' | 'deploy' | null;

/** The edit screen's actions: send access, open site, publish/unpublish, domains, deploy. */
export function ClientActions({ client }: { client: Client }) {
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [access, setAccess] = useState<AccessResult | null>(null);
  const [deploy, setDeploy] = useState<DeployResult | null>(null);
  const [domainsOpen, setDomainsOpen] = useState(false);
  // "Abrir site": a draft opens on its own address through a signed preview link
  const siteHref = usePreviewHref(client.site_url, client.subdomain, client.is_published);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: masterKeys.client(client.id) }),
      queryClient.invalidateQueries({ queryKey: masterKeys.clients, exact: true }),
      queryClient.invalidateQueries({ queryKey: masterKeys.stats }),
    ]);

  async function sendAccess() {
    const ok = await confirm({
      title: 'Enviar acesso',
      message: `Uma nova senha será gerada para o usuário ${client.admin_username ?? client.subdomain} e a senha atual deixará de funcionar. Continuar?`,
      confirmLabel: 'Gerar nova senha',
    });
    if (!ok) return;
    setBusy('access');
    try {
      setAccess(await api<AccessResult>(`/master/clients/${client.id}/access`, { method: 'POST' }));
      void refresh();
    } catch (err) {
      toast.error(errorMessage(err, messages.admin.accessFailed, messages.clients.connection));
    } finally {
      setBusy(null);
    }
  }

  async function togglePublished() {
    setBusy('publish');
    const publish = !client.is_published;
    try {
      if (publish) {
        if (!(await publishWithConfirm(client.id, confirm))) return;
      } else await api(`/master/clients/${client.id}/unpublish`, { method: 'POST' });
      toast.success(publish ? messages.clients.published : messages.clients.unpublished);
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err, messages.clients.toggleStatus, messages.clients.connection));
    } finally {
      setBusy(null);
    }
  }

  async function runDeploy() {
    setBusy('deploy');
    try {
      const result = await api<DeployResult>(`/master/clients/${client.id}/deploy`, { method: 'POST' });
      setDeploy(result);
      if (result.success) toast.success(messages.admin.deployDone);
      else toast.error(messages.clients.deployFailed + (result.error ?? ''));
    } catch (err) {
      toast.error(messages.clients.deployFailed + errorMessage(err, 'erro desconhecido', messages.clients.connection));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="action-bar" role="group" aria-label="Ações do cliente">
      <button type="button" className="btn btn--ghost" onClick={sendAccess} disabled={busy !== null}>
        <KeyRound size={18} aria-hidden="true" /> {busy === 'access' ? 'Gerando...' : 'Enviar acesso'}
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
      <button type="button" className={`btn ${client.is_published ? 'btn--ghost' : 'btn--success'}`} onClick={togglePublished} disabled={busy !== null}>
        {client.is_published ? <EyeOff size={18} aria-hidden="true" /> : <CloudUpload size={18} aria-hidden="true" />}
        {busy === 'publish' ? 'Aguarde...' : client.is_published ? 'Despublicar' : 'Publicar'}
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => setDomainsOpen(true)} disabled={busy !== null || !client.subdomain}>
        <Globe size={18} aria-hidden="true" /> Configurar domínio
      </button>
      <button type="button" className="btn btn--ghost" onClick={runDeploy} disabled={busy !== null || !client.subdomain}>
        <Rocket size={18} aria-hidden="true" /> {busy === 'deploy' ? 'Publicando arquivos...' : 'Fazer deploy'}
      </button>

      <AccessDialog access={access} whatsapp={client.contact_whatsapp} onClose={() => setAccess(null)} />
      <DeployDialog result={deploy} subdomain={client.subdomain} onClose={() => setDeploy(null)} />
      {domainsOpen && <DomainDialog client={client} open={domainsOpen} onClose={() => setDomainsOpen(false)} onDone={() => void refresh()} />}
    </div>
  );
}
