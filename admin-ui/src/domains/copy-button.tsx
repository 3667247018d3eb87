import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { copyText } from '../lib/clipboard.ts';

/** "Copiar" beside a value to paste at the registrar; says "Copiado!" (and tells a screen reader) once done. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button type="button" className="btn btn--ghost btn--sm domain-wizard__copy" onClick={async () => setCopied(await copyText(text))} aria-label={label}>
      {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copiado!' : 'Copiar'}</span>
    </button>
  );
}
