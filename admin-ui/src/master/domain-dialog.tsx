import { endpoints } from '@vitrine/contract/endpoints/index';
import { useState, type FormEvent } from 'react';
import { Globe } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages, type Client, type DomainSetupResult } from '../lib/contract.ts';
import { serverFieldErrors } from '../lib/validation.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { useToast } from '../ui/toast.tsx';
import { DomainStatusPanel, domainKey } from './domain-status.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Domain setup: the platform address and, optionally, the shop's own domain. The records the
 * domain's owner creates are in the wizard of the state panel (domains/domain-wizard.tsx);
 * those Route 53 applied for the platform are listed here.
 */
export function DomainDialog({ client, open, onClose, onDone }: { client: Client; open: boolean; onClose: () => void; onDone: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [domain, setDomain] = useState(client.custom_domain ?? '');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<DomainSetupResult | null>(null);
  const setup = useMutation({
    mutationFn: () => call(endpoints.domains.setup, { body: { subdomain: client.subdomain, custom_domain: domain.trim() || null } }),
    onMutate: () => setError(undefined),
    onSuccess: (r) => {
      setResult(r);
      void queryClient.invalidateQueries({ queryKey: domainKey(client.subdomain) });
      toast.success(messages.admin.domainsConfigured);
      onDone();
    },
    onError: (err) => {
      const text = errorMessage(err, messages.clients.domainsFailed, messages.clients.connection);
      setError(serverFieldErrors(err).custom_domain ?? text);
      toast.error(text);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setup.mutate();
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
          <input
            className="input"
            value={domain}
            onChange={(e) => setDomain(e.target.value.toLowerCase())}
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
          />
        </Field>
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={setup.isPending}>
            <Globe size={18} aria-hidden="true" /> {setup.isPending ? 'Configurando...' : 'Configurar'}
          </button>
        </div>
      </form>
      {/* what the owner creates is in the wizard above; here only what Route 53 did */}
      {result?.records.some((r) => r.status === 'applied') && (
        <section className="dns" aria-labelledby="dns-title">
          <h3 id="dns-title" className="dialog__subtitle">
            Registros criados pela plataforma
          </h3>
          <ul className="dns__applied">
            {result.records
              .filter((r) => r.status === 'applied')
              .map((r) => (
                <li key={`${r.type}-${r.name}`} className="mono table__break">
                  {r.type} {r.name} → {r.value}
                </li>
              ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
