import { messages, type DnsRecord, type DomainState } from '../lib/contract.ts';
import { CopyButton } from './copy-button.tsx';

/** The record's name as Registro.br's "Nome" field takes it: relative to the zone, blank for the domain itself. */
const hostLabel = (record: DnsRecord) => (record.host === undefined ? record.name : record.host);

function RecordCard({ record, index }: { record: DnsRecord; index: number }) {
  const host = hostLabel(record);
  const title = `Registro ${index + 1}: ${record.type}`;
  return (
    <li className="domain-wizard__record" aria-label={title}>
      <p className="domain-wizard__record-title">
        <strong>{title}</strong>
      </p>
      <dl className="domain-wizard__fields">
        <div className="domain-wizard__field">
          <dt>Tipo</dt>
          <dd>
            <code>{record.type}</code>
          </dd>
        </div>
        <div className="domain-wizard__field">
          <dt>Nome</dt>
          <dd>
            {host ? <code>{host}</code> : <span className="muted">em branco (o próprio {record.name})</span>}
            {host && <CopyButton text={host} label={`Copiar o nome do registro ${index + 1}`} />}
          </dd>
        </div>
        <div className="domain-wizard__field">
          <dt>Valor</dt>
          <dd>
            <code>{record.value}</code>
            <CopyButton text={record.value} label={`Copiar o valor do registro ${index + 1}`} />
          </dd>
        </div>
      </dl>
      {record.note && <p className="domain-wizard__note">{record.note}</p>}
    </li>
  );
}

/**
 * What the domain's owner does at the registrar, step by step, in Registro.br's own words
 * (where most .com.br live): only the records they must create, each value with a copy button,
 * the name as the panel's "Nome" field takes it. Shown while the domain is pendente.
 */
export function DomainWizard({ state }: { state: DomainState }) {
  if (!state.domain || !state.zone || !state.records.length) return null;
  return (
    <section className="domain-wizard" aria-labelledby="domain-wizard-title">
      <h3 id="domain-wizard-title" className="domain-wizard__title">
        Como apontar {state.domain} para a loja
      </h3>
      {state.advice && <p className="domain-wizard__advice">{state.advice}</p>}
      <p className="domain-wizard__lead">No Registro.br (em outro provedor os nomes são parecidos):</p>
      <ol className="domain-wizard__steps">
        {messages.domains.registroBrSteps(state.zone).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <ul className="domain-wizard__records" aria-label="Registros para criar">
        {state.records.map((record, i) => (
          <RecordCard key={`${record.type}-${record.value}`} record={record} index={i} />
        ))}
      </ul>
    </section>
  );
}
