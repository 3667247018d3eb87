import { useEffect, useId, useRef, useState } from 'react';
import { ListPlus } from 'lucide-react';
import { MAX_OPTION_TYPES, MAX_VARIANTS, messages } from '@vitrine/contract';
import { FormSection, type FieldErrors } from '../ui/field.tsx';
import { OPTION_TYPE_SUGGESTIONS, OptionTypeEditor } from './option-type-editor.tsx';
import { VariantRows } from './variant-rows.tsx';
import { newTypeKey, variantRows, withTypes, type OptionsDraft, type OptionTypeDraft, type VariantDraft } from './product-options-model.ts';

interface Props {
  draft: OptionsDraft;
  onChange: (next: OptionsDraft) => void;
  errors: FieldErrors;
  clearError: (key: string) => void;
  /** The product's price as typed: what the first combinations start with. */
  price: string;
}

/**
 * The product form's "Opções": up to two option types and the table of
 * their combinations. Saved with the product, in the same request (POST/PUT /products).
 */
export function ProductOptionsEditor({ draft, onChange, errors, clearError, price }: Props) {
  const suggestionsId = useId();
  // keyboard users land where they were going: on the new type's name, or back on "Adicionar" after a removal
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const [focusAdd, setFocusAdd] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAdd) return;
    addRef.current?.focus();
    setFocusAdd(false);
  }, [focusAdd]);
  const rows = variantRows(draft);
  const setTypes = (types: OptionTypeDraft[]) => onChange(withTypes(draft, types, price));
  const setRow = (key: string, change: Partial<VariantDraft>) => {
    const row = rows.find((r) => r.key === key);
    if (row) onChange({ ...draft, rows: { ...draft.rows, [key]: { price: row.price, old_price: row.old_price, availability: row.availability, ...change } } });
  };
  const sectionError = errors.options ?? (rows.length > MAX_VARIANTS ? messages.variants.tooManyVariants : undefined);
  // "informe ao menos uma combinação" only says something when no type is waiting for its values
  const variantsError = draft.types.some((t) => !t.values.length) ? undefined : errors.variants;

  return (
    <FormSection title="Opções">
      <p className="field__hint options__intro">
        {draft.types.length
          ? 'Com opções, o cliente escolhe na página do produto e a loja mostra o menor preço.'
          : 'Tamanhos, cores ou modelos: cada combinação com o seu preço e a sua disponibilidade. Até 2 tipos de opção.'}
      </p>
      {sectionError && <p className="field__error">{sectionError}</p>}
      <datalist id={suggestionsId}>
        {OPTION_TYPE_SUGGESTIONS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {draft.types.map((type, i) => (
        <OptionTypeEditor
          key={type.key}
          index={i}
          type={type}
          errors={errors}
          suggestionsId={suggestionsId}
          clearError={clearError}
          onChange={(next) => setTypes(draft.types.map((t) => (t.key === type.key ? next : t)))}
          focusName={type.key === focusKey}
          onRemove={() => {
            setTypes(draft.types.filter((t) => t.key !== type.key));
            setFocusAdd(true);
          }}
        />
      ))}
      {draft.types.length < MAX_OPTION_TYPES && (
        <div>
          <button
            ref={addRef}
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              const key = newTypeKey();
              setTypes([...draft.types, { key, name: '', values: [] }]);
              setFocusKey(key);
            }}
          >
            <ListPlus size={18} aria-hidden="true" />
            {draft.types.length ? 'Adicionar outro tipo de opção' : 'Adicionar opções'}
          </button>
        </div>
      )}
      {variantsError && <p className="field__error">{variantsError}</p>}
      {rows.length > 0 && <VariantRows rows={rows} errors={errors} onChange={setRow} clearError={clearError} />}
    </FormSection>
  );
}
