import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CircleCheck, CircleAlert, Info, X } from 'lucide-react';

/** docs/product.md §9: toasts close after 4 s and at most 3 are visible; on phones they sit at the bottom, clear of the header. */
export const TOAST_DURATION_MS = 4000;
export const MAX_TOASTS = 3;
/** A quick action's toast stays longer: time to read it and press "Desfazer". */
const UNDO_DURATION_MS = 7000;

type Kind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: Kind;
  text: string;
  /** "Desfazer": puts back what the quick action changed. */
  undo?: () => void;
}

export interface Toaster {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
  /** A done quick action with its "Desfazer" button; a newer one replaces it. */
  undoable: (text: string, undo: () => void) => void;
}

const ToastContext = createContext<Toaster | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback((kind: Kind, text: string, undo?: () => void) => {
    const id = nextId.current++;
    // the oldest goes when a third arrives; only the newest quick action can be undone
    const keep = (t: Toast) => (t.text !== text || t.kind !== kind) && !(undo && t.undo);
    setToasts((list) => [...list.filter(keep), { id, kind, text, undo }].slice(-MAX_TOASTS));
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (t) => push('success', t),
      error: (t) => push('error', t),
      info: (t) => push('info', t),
      undoable: (t, undo) => push('success', t, undo),
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {/* Two live regions: errors interrupt (alert), the rest are announced politely. */}
      <div className="toasts">
        <div role="alert" className="toasts__group">
          {toasts
            .filter((t) => t.kind === 'error')
            .map((t) => (
              <ToastItem key={t.id} toast={t} onClose={dismiss} />
            ))}
        </div>
        <div role="status" className="toasts__group">
          {toasts
            .filter((t) => t.kind !== 'error')
            .map((t) => (
              <ToastItem key={t.id} toast={t} onClose={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onClose(toast.id), toast.undo ? UNDO_DURATION_MS : TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.undo, onClose, paused]);
  const Icon = toast.kind === 'success' ? CircleCheck : toast.kind === 'error' ? CircleAlert : Info;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering pauses the timer, a mouse convenience; the close button is the control
    <div className={`toast toast--${toast.kind}`} data-testid="toast" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <Icon className="toast__icon" aria-hidden="true" size={20} />
      <p className="toast__text">{toast.text}</p>
      {toast.undo && (
        <button
          type="button"
          className="btn btn--sm btn--ghost toast__undo"
          onClick={() => {
            onClose(toast.id);
            toast.undo?.();
          }}
        >
          Desfazer
        </button>
      )}
      <button type="button" className="toast__close" onClick={() => onClose(toast.id)} aria-label="Fechar notificação" title="Fechar notificação">
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

export function useToast(): Toaster {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast outside ToastProvider');
  return ctx;
}
