import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';

/** Whether a password field shows its text; `type` goes on the input. */
export function usePasswordReveal() {
  const [shown, setShown] = useState(false);
  return { shown, type: shown ? 'text' : 'password', toggle: () => setShown((v) => !v) };
}

/**
 * "Mostrar senha" / "Ocultar senha" inside an `.input-group`, after its input: a toggle
 * (aria-pressed) naming what it will do, with the same words as a tooltip. Phones type
 * passwords blind on small keys, so every password field of the admin has one.
 */
export function PasswordRevealButton({ shown, onToggle, controls }: { shown: boolean; onToggle: () => void; controls: string }) {
  const label = shown ? 'Ocultar senha' : 'Mostrar senha';
  return (
    <button type="button" className="input-group__button" onClick={onToggle} aria-label={label} title={label} aria-pressed={shown} aria-controls={controls}>
      {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
    </button>
  );
}
