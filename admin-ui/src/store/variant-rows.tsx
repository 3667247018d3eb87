import { useId } from 'react';
import type { Availability } from '@vitrine/contract';
import { Field, type FieldErrors } from '../ui/field.tsx';
import { moneyInputProps } from '../lib/money-input.ts';
import { plural } from '../lib/format.ts';
import type { VariantDraft, VariantRow } from './product-options-model.ts';
import { AvailabilityOptions } from './availability-options.tsx';

interface Props {
  rows: VariantRow[];
  errors: FieldErrors;
  onChange: (key: string, change: Partial<VariantDraft>) => void;
  clearError: (key: string) => void;
}

/**
 * The combinations, one group per row named by its values ("P / Azul"), each with its own
 * price, old price and availability. A list of groups rather than a table: on a phone each
 * row stacks under its name, with nothing sideways, and every field keeps a visible label.
 */
export function VariantRows({ rows, errors, onChange, clearError }: Props) {
  const titleId = useId();
  return (
    <section className="variants" aria-labelledby={titleId}>
      <h4 id={titleId} className="variants__title">
        Combinações <span className="chip chip--muted">{plural(rows.length, 'combinação', 'combinações')}</span>
      </h4>
      <p className="field__hint">Cada combinação tem o seu preço. Use Oculto para uma combinação que a loja não vende; Esgotado para uma que vai voltar.</p>
      <ol className="variant-list">
        {rows.map((row, i) => {
          const err = (field: string) => errors[`variants.${i}.${field}`];
          const rowError =
            errors[`variants.${i}`] ??
            errors[`variants.${i}.options`] ??
            Object.entries(errors).find(([k, v]) => v && k.startsWith(`variants.${i}.options.`))?.[1];
          const set = (field: keyof VariantDraft) => (value: string) => {
            onChange(row.key, { [field]: value });
            clearError(`variants.${i}.${field}`);
          };
          return (
            <li key={row.key} className={`variant-row variant-row--${row.availability}`}>
              <fieldset className="variant-row__fields">
                <legend className="variant-row__name">{row.values.join(' / ')}</legend>
                <Field label="Preço (R$)" required error={err('price')}>
                  <input className="input" {...moneyInputProps(row.price, set('price'))} />
                </Field>
                <Field label="Preço anterior (R$)" error={err('old_price')}>
                  <input className="input" {...moneyInputProps(row.old_price, set('old_price'))} placeholder="opcional" />
                </Field>
                <Field label="Disponibilidade" error={err('availability')}>
                  <select
                    className={`input availability--${row.availability}`}
                    value={row.availability}
                    onChange={(e) => set('availability')(e.target.value as Availability)}
                  >
                    <AvailabilityOptions />
                  </select>
                </Field>
                {rowError && <p className="field__error variant-row__error">{rowError}</p>}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
