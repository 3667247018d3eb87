import { endpoints } from '@vitrine/contract/endpoints/index';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { Card } from '../ui/page.tsx';

const when = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Master panel: custom domains whose DNS does not point at the platform yet, oldest first. */
export function WaitingDomainsCard() {
  const { data } = useQuery({
    queryKey: ['master', 'domains', 'waiting'],
    queryFn: ({ signal }) => call(endpoints.domainStatus.waiting, { signal }),
  });
  if (!data?.domains.length) return null;
  return (
    <Card title="Domínios aguardando DNS" id="waiting-domains">
      <ul className="waiting-domains">
        {data.domains.map((d) => (
          <li key={d.domain} className="waiting-domains__item">
            <p>
              <strong>{d.store_name}</strong> · <span className="mono">{d.domain}</span>
            </p>
            <p className="muted">
              Desde {when(d.since)} · última verificação: {d.checked_at ? new Date(d.checked_at).toLocaleString('pt-BR') : 'nunca'}
            </p>
            <p>
              Falta: registro <span className="chip">{d.record.type}</span> <span className="mono">{d.record.name}</span> →{' '}
              <span className="mono">{d.record.value}</span>
            </p>
            <p className="table__sub">{d.missing}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
