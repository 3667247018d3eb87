import { useState, type FormEvent } from 'react';
import { Globe } from 'lucide-react';
import { api, errorMessage } from '../lib/api.ts';
import { messages, type Client, type DomainSetupResult } from '../lib/contract.ts';
import { serverFieldErrors } from '../lib/validation.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { useToast } from '../ui/toast.tsx';
import { DomainStatusPanel, domainKey } from './domain-status.tsx';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Domain setup: the platform address and, optionally, the shop's own domain. The answer is
 * the DNS records; "manual" ones are for the domain's owner to create at their DNS host.
 */
export function DomainDialog({ client, open, onClose, onDone }: { client: Client; open: boolean; onClose: () => void; onDone: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [domain, setDomain] = useState(client.custom_domain ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<DomainSetupResult | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const r = await api<DomainSetupResult>('/master/domains/setup', {
        method: 'POST',
        body: { subdomain: client.subdomain, custom_domain: domain.trim() || null },
      });
      setResult(r);
      void queryClient.invalidateQueries({ queryKey: domainKey(client.subdomain) });
      toast.success(messages.admin.domainsConfigured);
      onDone();
    } catch (err) {
      const text = errorMessage(err, messages.clients.domainsFailed, messages.clients.connection);
      setError(serverFieldErrors(err).custom_domain ?? text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      title="Configurar domínio"
      size="lg"
      onClose={() => {
        setResult(null);
        onClose();
      }}
    >
      <DomainStatusPanel subdomain={client.subdomain} clientId={client.id} />
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Configurar domínio">
        <p className="muted">
          Endereço na plataforma: <strong className="mono">{client.site_url.replace(/^https?:\/\//, '')}</strong>
        </p>
        <Field label="Domínio próprio (opcional)" error={error} hint="Por exemplo www.minhaloja.com.br. Deixe em branco para usar só o endereço da plataforma.">
          <input className="input" value={domain} onChange={(e) => setDomain(e.target.value.toLowerCase())} autoCapitalize="none" spellCheck={false} inputMode="url" />
        </Field>
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            <Globe size={18} aria-hidden="true" /> {busy ? 'Configurando...' : 'Configurar'}
          </button>
        </div>
      </form>
      {result && (
        <section className="dns" aria-labelledby="dns-title">
          <h3 id="dns-title" className="dialog__subtitle">
            Registros DNS
          </h3>
          <p className="muted">
            {result.provider === 'route53'
              ? 'Os registros da plataforma foram criados automaticamente. Os marcados como manuais devem ser criados no DNS do domínio.'
              : 'Crie os registros abaixo no painel de DNS de quem registrou o domínio.'}
          </p>
          <div className="table-scroll">
            <table className="table table--dns">
              <caption className="sr-only">Registros DNS da loja</caption>
              <thead>
                <tr>
                  <th scope="col">Tipo</th>
                  <th scope="col">Nome</th>
                  <th scope="col">Valor</th>
                  <th scope="col">TTL</th>
                  <th scope="col">Situação</th>
                </tr>
              </thead>
              <tbody>
                {result.records.map((r) => (
                  <tr key={`${r.type}-${r.name}`}>
                    <td data-label="Tipo">
                      <span className="chip">{r.type}</span>
                    </td>
                    <td data-label="Nome" className="mono table__break">
                      {r.name}
                    </td>
                    <td data-label="Valor" className="mono table__break">
                      {r.value}
                      {r.note && <p className="table__sub">{r.note}</p>}
                    </td>
                    <td data-label="TTL">{r.ttl}</td>
                    <td data-label="Situação">
                      <span className={`badge ${r.status === 'applied' ? 'badge--success' : 'badge--warning'}`}>{r.status === 'applied' ? 'Aplicado' : 'Manual'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Dialog>
  );
}
