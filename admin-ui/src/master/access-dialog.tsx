import { useState } from 'react';
import { Check, Copy, MessageCircle } from 'lucide-react';
import { messages, type AccessResult } from '../lib/contract.ts';
import { Dialog } from '../ui/dialog.tsx';
import { whatsappShareUrl } from './whatsapp-share.ts';
import { copyText } from '../lib/clipboard.ts';

/** The new credentials of "Enviar acesso": the ready message, copy, and share on WhatsApp. */
export function AccessDialog({ access, whatsapp, onClose }: { access: AccessResult | null; whatsapp: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open={!!access}
      title="Acesso do cliente"
      onClose={() => {
        setCopied(false);
        onClose();
      }}
      description="Uma nova senha foi gerada e a anterior deixou de valer. Envie a mensagem abaixo ao cliente: ela não será mostrada de novo."
      footer={
        access && (
          <>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={async () => {
                setCopied(await copyText(access.message));
              }}
            >
              {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
              {copied ? messages.admin.messageCopied : 'Copiar mensagem'}
            </button>
            <a className="btn btn--whatsapp" href={whatsappShareUrl(access.message, whatsapp)} target="_blank" rel="noopener noreferrer">
              <MessageCircle size={18} aria-hidden="true" /> Enviar pelo WhatsApp
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </>
        )
      }
    >
      {access && (
        <>
          <dl className="credentials">
            <div>
              <dt>Usuário</dt>
              <dd className="mono">{access.username}</dd>
            </div>
            <div>
              <dt>Senha</dt>
              <dd className="mono">{access.password}</dd>
            </div>
            <div>
              <dt>Endereço do painel</dt>
              <dd className="mono">{access.login_url}</dd>
            </div>
          </dl>
          <label className="field__label" htmlFor="access-message">
            Mensagem
          </label>
          <textarea id="access-message" className="input textarea mono" readOnly rows={9} value={access.message} onFocus={(e) => e.currentTarget.select()} />
          <p className="sr-only" role="status">
            {copied ? messages.admin.messageCopied : ''}
          </p>
        </>
      )}
    </Dialog>
  );
}
