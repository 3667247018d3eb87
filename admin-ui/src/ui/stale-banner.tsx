import { RefreshCw, Save } from 'lucide-react';
import type { Stale } from '../lib/versioned-save.ts';
import { Banner } from './page.tsx';

const time = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * A save refused because the item changed meanwhile (412): says when and by whom, keeps the
 * owner's text on screen, and offers both ways out.
 */
/** `changed`: "Este produto foi alterado", the words of the item and its agreement. */
export function StaleBanner({
  stale,
  changed,
  onReload,
  onOverwrite,
  busy,
}: {
  stale: Stale;
  changed: string;
  onReload: () => void;
  onOverwrite: () => void;
  busy?: boolean;
}) {
  const by = stale.changedBy ? ` (por ${stale.changedBy})` : '';
  return (
    <Banner
      kind="error"
      action={
        <>
          <button type="button" className="btn btn--sm btn--ghost" onClick={onReload} disabled={busy}>
            <RefreshCw size={16} aria-hidden="true" /> Recarregar
          </button>
          <button type="button" className="btn btn--sm btn--danger" onClick={onOverwrite} disabled={busy}>
            <Save size={16} aria-hidden="true" /> Salvar mesmo assim
          </button>
        </>
      }
    >
      <strong>
        {changed} em outra aba ou por outra pessoa às {time(stale.changedAt)}
        {by}.
      </strong>{' '}
      Nada foi salvo e o que você digitou continua aqui. "Recarregar" mostra a versão atual (e descarta o que você digitou); "Salvar mesmo assim" grava a sua
      versão por cima.
    </Banner>
  );
}
