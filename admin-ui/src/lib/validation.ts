import type { ZodType, z } from 'zod';
import { ApiError } from './api.ts';
import { focusFirstError, type FieldErrors } from '../ui/field.tsx';

/**
 * Checks form values with the API's own zod schema (the contract), so the browser shows
 * the same pt-BR message the server would answer, before the round trip. One message per
 * field, the first one found.
 */
export function validate(schema: ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The same check as a type guard: a form built field by field (a loop over its names) is the
 * endpoint's input once the contract's own schema accepts it, so the typed client takes it.
 */
export const accepts = <S extends ZodType>(schema: S, values: unknown): values is z.input<S> => schema.safeParse(values).success;

/** The field messages of a 400 from the server (details), if any. */
export const serverFieldErrors = (err: unknown): FieldErrors => (err instanceof ApiError && err.details ? { ...err.details } : {});

const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** Shows the field errors found and moves the focus to the first; true when there were any. */
export function showFieldErrors(found: FieldErrors, setErrors: (errors: FieldErrors) => void, form: HTMLFormElement | null): boolean {
  if (!hasErrors(found)) return false;
  setErrors(found);
  focusFirstError(form);
  return true;
}
