import { endpoints } from '@vitrine/contract/endpoints/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { DomainSteps } from '../domains/domain-steps.tsx';
import { DomainWizard } from '../domains/domain-wizard.tsx';
import { Card } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';

const ownDomainKey = ['store', 'domain'] as const;

/**
 * Settings: the shop's own domain, step by step (DNS → certificate → active), with what to do
 * next, e.g. the record to create at the registrar, and "Verificar agora". Nothing without one.
 */
export function DomainCard() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: state } = useQuery({ queryKey: ownDomainKey, queryFn: ({ signal }) => call(endpoints.domainStatus.own, { signal }) });
  const check = useMutation({
    mutationFn: () => call(endpoints.domainStatus.checkOwn),
    onSuccess: (next) => queryClient.setQueryData(ownDomainKey, next),
    onError: (err) => toast.error(errorMessage(err, messages.clients.domainsFailed, messages.clients.connection)),
  });
  if (!state?.domain || !state.status) return null;

  return (
    <Card title="Domínio próprio" id="own-domain">
      <p className="domain-status__head">
        <span className="mono table__break">{state.domain}</span>
        <span className={`badge ${state.status === 'ativo' ? 'badge--success' : state.status === 'verificado' ? 'badge--info' : 'badge--warning'}`}>
          {state.status_label}
        </span>
      </p>
      <DomainSteps steps={state.steps} />
      {state.status === 'pendente' && <DomainWizard state={state} />}
      <p className="muted">
        Links da loja agora: <span className="mono table__break">{state.canonical_url.replace(/^https?:\/\//, '')}</span>
      </p>
      <button type="button" className="btn btn--ghost" onClick={() => check.mutate()} disabled={check.isPending}>
        <RefreshCw size={18} aria-hidden="true" /> {check.isPending ? 'Verificando...' : 'Verificar agora'}
      </button>
    </Card>
  );
}
