import { endpoints } from '@vitrine/contract/endpoints/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { DomainSteps } from '../domains/domain-steps.tsx';
import { DomainWizard } from '../domains/domain-wizard.tsx';
import { call, errorMessage } from '../lib/api.ts';
import { messages, type DomainState } from '../lib/contract.ts';
import { useToast } from '../ui/toast.tsx';
import { masterKeys } from './queries.ts';

export const domainKey = (subdomain: string) => ['master', 'domains', subdomain] as const;

const BADGE: Record<NonNullable<DomainState['status']>, string> = {
  pendente: 'badge--warning',
  verificado: 'badge--info',
  ativo: 'badge--success',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR') : 'nunca');

/**
 * The custom domain's state (pendente → verificado → ativo), each step, the reason of the
 * last check, what to do next and "Verificar agora". Nothing without a custom domain.
 */
export function DomainStatusPanel({ subdomain, clientId }: { subdomain: string; clientId: number }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: state } = useQuery({
    queryKey: domainKey(subdomain),
    queryFn: ({ signal }) => call(endpoints.domainStatus.get, { params: { subdomain }, signal }),
  });
  const check = useMutation({
    mutationFn: () => call(endpoints.domainStatus.check, { params: { subdomain } }),
    onSuccess: (next) => {
      queryClient.setQueryData(domainKey(subdomain), next);
      void queryClient.invalidateQueries({ queryKey: masterKeys.client(clientId) });
      if (next.status === 'ativo') toast.success(messages.domainLifecycle.nextActive(next.domain ?? ''));
    },
    onError: (err) => toast.error(errorMessage(err, messages.clients.domainsFailed, messages.clients.connection)),
  });
  if (!state?.domain || !state.status) return null;

  return (
    <section className="domain-status" aria-labelledby="domain-status-title">
      <div className="domain-status__head">
        <h3 id="domain-status-title" className="dialog__subtitle">
          <span className="mono table__break">{state.domain}</span>
        </h3>
        <span className={`badge ${BADGE[state.status]}`} data-testid="domain-status">
          {state.status_label}
        </span>
      </div>
      <DomainSteps steps={state.steps} />
      {state.status === 'pendente' && <DomainWizard state={state} />}
      <p className="domain-status__next">{state.next_step}</p>
      <p className="muted">
        Links da loja agora: <span className="mono table__break">{state.canonical_url.replace(/^https?:\/\//, '')}</span> · verificado em:{' '}
        {when(state.checked_at)}
      </p>
      <button type="button" className="btn btn--ghost" onClick={() => check.mutate()} disabled={check.isPending}>
        <RefreshCw size={18} aria-hidden="true" /> {check.isPending ? 'Verificando...' : 'Verificar agora'}
      </button>
    </section>
  );
}
