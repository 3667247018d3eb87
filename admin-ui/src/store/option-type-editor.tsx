import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plus, Trash2, X } from 'lucide-react';
import { Field, type FieldErrors } from '../ui/field.tsx';
import { valueProblem, type OptionTypeDraft } from './product-options-model.ts';

/** Names owners use most; the field takes any other. */
export const OPTION_TYPE_SUGGESTIONS = ['Tamanho', 'Cor', 'Modelo', 'Material', 'Comprimento', 'Estampa'];

interface Props {
  index: number;
  type: OptionTypeDraft;
  errors: FieldErrors;
  suggestionsId: string;
  /** Just added: its name field takes the focus. */
  focusName?: boolean;
  onChange: (next: OptionTypeDraft) => void;
  onRemove: () => void;
  clearError: (key: string) => void;
}

/**
 * One option type: its name, its values as removable chips, and a field that adds a value
 * on Enter, on "Adicionar" or on leaving it (so a value typed and not yet added is not lost
 * when the owner moves on to save).
 */
export function OptionTypeEditor({ index, type, errors, suggestionsId, focusName, onChange, onRemove, clearError }: Props) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const valuesId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameRef.current?.focus();
  }, [focusName]);
  const name = type.name.trim();
  const label = name || `Opção ${index + 1}`;
  const valuesError =
    problem ?? errors[`options.${index}.values`] ?? Object.entries(errors).find(([k, v]) => v && k.startsWith(`options.${index}.values.`))?.[1];

  function add() {
    const value = typed.trim();
    if (!value) return;
    const why = valueProblem(type, value);
    setProblem(why);
    if (why) return;
    onChange({ ...type, values: [...type.values, value] });
    clearError(`options.${index}.values`);
    setTyped('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the value; it must not submit the whole form
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  }

  return (
    <fieldset className="option-type">
      <legend className="option-type__legend">{`Tipo de opção ${index + 1}`}</legend>
      <Field label="Nome da opção" required error={errors[`options.${index}.name`]} hint={index === 0 ? 'Por exemplo Tamanho ou Cor.' : undefined}>
        <input
          ref={nameRef}
          className="input"
          list={suggestionsId}
          value={type.name}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => {
            onChange({ ...type, name: e.target.value });
            clearError(`options.${index}.name`);
          }}
          onKeyDown={(e) => {
            // Enter after the name goes on to its values, rather than saving the whole form
            if (e.key === 'Enter') {
              e.preventDefault();
              valueRef.current?.focus();
            }
          }}
        />
      </Field>
      {type.values.length > 0 && (
        <ul className="option-values" aria-label={`Valores de ${label}`} id={valuesId}>
          {type.values.map((v) => (
            <li key={v} className="option-value">
              <span>{v}</span>
              <button
                type="button"
                className="option-value__remove"
                aria-label={`Remover ${v} de ${label}`}
                title={`Remover ${v}`}
                onClick={() => onChange({ ...type, values: type.values.filter((x) => x !== v) })}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Field label={`Novo valor de ${label}`} error={valuesError ?? undefined} hint="Digite um valor (por exemplo P) e tecle Enter.">
        <div className="option-add">
          <input
            ref={valueRef}
            className="input"
            value={typed}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => {
              setTyped(e.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={add}
          />
          <button type="button" className="btn btn--ghost" onClick={add}>
            <Plus size={16} aria-hidden="true" /> Adicionar
          </button>
        </div>
      </Field>
      <button type="button" className="btn btn--sm btn--ghost-danger option-type__remove" onClick={onRemove}>
        <Trash2 size={16} aria-hidden="true" /> Remover {label}
      </button>
    </fieldset>
  );
}
