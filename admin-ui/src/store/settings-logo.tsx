import { useEffect, useRef, useState } from 'react';
import { ImageUp, Store, Trash2, Undo2 } from 'lucide-react';
import { IMAGE_ACCEPT, imageProblem } from '../lib/upload.ts';

/** What the main save does with the logo: nothing, send a new file, or remove the current one. */
export type LogoChange = { kind: 'none' } | { kind: 'upload'; file: File } | { kind: 'remove' };
export const NO_LOGO_CHANGE: LogoChange = { kind: 'none' };

interface Props {
  storeName: string;
  /** The saved logo's address, null when the shop has none. */
  logoUrl: string | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * The logo inside the settings form: choosing or removing one is saved by
 * "Salvar configurações" with everything else (one action for the owner).
 */
export function LogoField({ storeName, logoUrl, change, onChange, error, onError, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  /** The browser could not show the chosen file (a HEIC on Chrome): the server still can. */
  const [unviewable, setUnviewable] = useState(false);
  const file = change.kind === 'upload' ? change.file : null;

  useEffect(() => {
    setUnviewable(false);
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // a saved change clears the chosen file, so the same file can be picked again
  useEffect(() => {
    if (change.kind === 'none' && inputRef.current) inputRef.current.value = '';
  }, [change]);

  function choose(f: File | undefined) {
    onError(null);
    if (!f) return;
    // the size is checked once the photo is shrunk, when it is saved (lib/upload.ts uploadPhoto)
    const problem = imageProblem(f);
    if (problem) return onError(problem);
    onChange({ kind: 'upload', file: f });
  }

  const undo = () => {
    onError(null);
    onChange(NO_LOGO_CHANGE);
  };

  const current = change.kind === 'remove' ? null : logoUrl ? `${logoUrl}?w=480` : null;
  const shown = preview && unviewable ? null : (preview ?? current);
  return (
    <div className="logo-editor">
      <div className="logo-preview">
        {shown ? (
          <img src={shown} alt={preview ? 'Prévia do novo logo' : `Logo atual de ${storeName}`} onError={() => preview && setUnviewable(true)} />
        ) : (
          <Store size={36} aria-hidden="true" />
        )}
      </div>
      <div className="logo-editor__controls">
        <p className="field__hint">Formatos PNG, JPG ou GIF. Tamanho recomendado: 200x200 px.</p>
        <div className="row-actions">
          <label className={`btn btn--ghost btn--sm btn--file ${disabled ? 'btn--disabled' : ''}`}>
            <ImageUp size={16} aria-hidden="true" />
            {logoUrl || file ? 'Trocar logo' : 'Escolher logo'}
            <input ref={inputRef} className="sr-only" type="file" accept={IMAGE_ACCEPT} onChange={(e) => choose(e.target.files?.[0])} disabled={disabled} />
          </label>
          {logoUrl && change.kind === 'none' && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange({ kind: 'remove' })} disabled={disabled}>
              <Trash2 size={16} aria-hidden="true" /> Remover logo
            </button>
          )}
          {change.kind !== 'none' && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={undo} disabled={disabled}>
              <Undo2 size={16} aria-hidden="true" /> {change.kind === 'remove' ? 'Manter logo' : 'Cancelar troca'}
            </button>
          )}
        </div>
        {change.kind !== 'none' && (
          <p className="muted" role="status">
            {change.kind === 'upload' ? `${change.file.name}: será salvo com “Salvar configurações”.` : 'O logo será removido com “Salvar configurações”.'}
          </p>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
