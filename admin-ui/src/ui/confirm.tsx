import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  /** A name the user must type before the confirm button works (deleting a shop for good). */
  typeToConfirm?: string | undefined;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

/** Confirmation prompts (docs/product.md §5: deletes ask first) as an accessible dialog, awaited like window.confirm. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const typedOk = !request?.typeToConfirm || typed.trim() === request.typeToConfirm;
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((req) => {
    resolver.current?.(false);
    setTyped('');
    setRequest(req);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={!!request}
        alert
        size="sm"
        title={request?.title ?? ''}
        description={request?.message}
        onClose={() => answer(false)}
        footer={
          <>
            {/* biome-ignore lint/a11y/noAutofocus: a modal dialog moves focus into itself, on its safe answer (WAI-ARIA dialog pattern) */}
            <button type="button" className="btn btn--ghost" onClick={() => answer(false)} autoFocus>
              Cancelar
            </button>
            <button type="button" className={`btn ${request?.danger ? 'btn--danger' : 'btn--primary'}`} onClick={() => answer(true)} disabled={!typedOk}>
              {request?.confirmLabel ?? 'Confirmar'}
            </button>
          </>
        }
      >
        {request?.typeToConfirm ? (
          <div className="field">
            <label className="field__label" htmlFor={typedId}>
              Para confirmar, digite <strong>{request.typeToConfirm}</strong>
            </label>
            <input id={typedId} className="input" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
          </div>
        ) : null}
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm outside ConfirmProvider');
  return ctx;
}
