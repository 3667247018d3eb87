import { AlertCircle, CheckCircle2, CircleDashed, Clock } from 'lucide-react';
import type { DomainStep } from '../lib/contract.ts';

const ICON = { feito: CheckCircle2, em_andamento: Clock, falhou: AlertCircle, pendente: CircleDashed } as const;

/**
 * The steps of a custom domain (DNS → certificate → active), each with its state and what is
 * happening or what to do: the master's domain dialog and the owner's settings card share it.
 */
export function DomainSteps({ steps }: { steps: DomainStep[] }) {
  return (
    <ol className="domain-steps" aria-label="Etapas do domínio">
      {steps.map((step) => {
        const Icon = ICON[step.state];
        return (
          <li key={step.key} className={`domain-steps__item is-${step.state}`} data-step={step.key}>
            <Icon size={20} aria-hidden="true" className="domain-steps__icon" />
            <div className="domain-steps__body">
              <p className="domain-steps__title">
                <strong>{step.label}</strong> <span className={`badge domain-steps__badge is-${step.state}`}>{step.state_label}</span>
              </p>
              <p className="domain-steps__detail">{step.detail}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
