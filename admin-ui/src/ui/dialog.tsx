import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** role="alertdialog" for confirmations. */
  alert?: boolean;
  description?: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape, makes the
 * page behind inert, and gives focus back to the button that opened it.
 */
export function Dialog({ open, title, onClose, children, footer, size = 'md', alert, description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; the keyboard closes with Escape (onCancel)
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // a click on the backdrop (the dialog element itself, outside its box) closes it
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__box">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-btn" onClick={onClose} aria-label="Fechar" title="Fechar">
              <X size={18} aria-hidden="true" />
            </button>
          </header>
          <div className="dialog__body">
            {description && (
              <p id={descId} className="dialog__description">
                {description}
              </p>
            )}
            {children}
          </div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
