import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

type AnyElement = ReactElement<Record<string, unknown>>;
const CONTROLS = new Set(['input', 'select', 'textarea']);

/**
 * Gives the form control inside `node` (itself, or the first one among its children, as in
 * an input group with a button) the props that tie it to its label, hint and error.
 */
function wireControl(node: ReactNode, props: (own: Record<string, unknown>) => Record<string, unknown>): { node: ReactNode; found: boolean } {
  if (!isValidElement(node)) return { node, found: false };
  const el = node as AnyElement;
  if (typeof el.type === 'string' && CONTROLS.has(el.type)) return { node: cloneElement(el, props(el.props)), found: true };
  let found = false;
  const kids = Children.map(el.props.children as ReactNode, (child) => {
    if (found) return child;
    const r = wireControl(child, props);
    found = r.found;
    return r.node;
  });
  return found ? { node: cloneElement(el, undefined, kids), found } : { node, found };
}

interface FieldProps {
  label: string;
  /** The input, select or textarea (or a group holding one); it gets id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ label, children, error, hint, required, className = '' }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  let controlId = id;
  const { node: control } = wireControl(children, (own) => {
    controlId = (own.id as string | undefined) ?? id;
    return {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    };
  });
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className}`}>
      {/* the asterisk comes from CSS: the label's text stays the field's name (aria-required says the rest) */}
      <label className={`field__label ${required ? 'field__label--required' : ''}`} htmlFor={controlId}>
        {label}
      </label>
      {control}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Field errors: the server's 400 details or our own checks, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** Puts focus on the first invalid control after a failed submit. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A titled group of fields, announced as a group by screen readers. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="form__group" role="group" aria-labelledby={id}>
      <h3 id={id} className="form__legend">
        {title}
      </h3>
      {children}
    </section>
  );
}
