import { CircleAlert, CircleCheck } from 'lucide-react';
import type { DeployResult } from '../lib/contract.ts';
import { messages } from '../lib/contract.ts';
import { Dialog } from '../ui/dialog.tsx';

/** The deploy's outcome and its output log. */
export function DeployDialog({ result, subdomain, onClose }: { result: DeployResult | null; subdomain: string; onClose: () => void }) {
  return (
    <Dialog open={!!result} title={`Deploy de ${subdomain}`} onClose={onClose} size="lg">
      {result && (
        <>
          {result.success ? (
            <p className="deploy-status deploy-status--ok">
              <CircleCheck size={18} aria-hidden="true" /> Deploy concluído{result.target ? ` em ${result.target}` : ''}.
            </p>
          ) : (
            <p className="deploy-status deploy-status--error" role="alert">
              <CircleAlert size={18} aria-hidden="true" /> {messages.clients.deployFailed}
              {result.error ?? 'erro desconhecido'}
            </p>
          )}
          <h3 className="dialog__subtitle">Log</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it */}
          <pre className="log" role="log" tabIndex={0} aria-label="Log do deploy">
            {result.output || '(sem saída)'}
          </pre>
        </>
      )}
    </Dialog>
  );
}
