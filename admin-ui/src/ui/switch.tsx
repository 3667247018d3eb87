import { useId } from 'react';

/** An on/off switch: a button with role="switch", labelled, its state read as aria-checked. */
export function Switch({
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="switch-field">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        className={`switch ${checked ? 'switch--on' : ''}`}
        onClick={() => onChange(!checked)}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
      <div>
        <label className="switch-field__label" htmlFor={id}>
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
