import type { z } from 'zod';
import { CliError, EXIT } from '../shell/errors.ts';
import { detailsWithFlags } from './client-fields.ts';

/** zod issues as one pt-BR message per field, the same shape as the API's `details`. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) details[issue.path.length ? issue.path.join('.') : '_'] ??= issue.message;
  return details;
}

/**
 * Checks a body with the API's own schema before sending it, so a typo is a usage error
 * (exit 2) named by its flag instead of a round trip.
 */
export function validateInput<S extends z.ZodType>(schema: S, body: unknown, command: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = detailsWithFlags(issuesByField(parsed.error));
  const first = Object.values(details ?? {})[0];
  throw new CliError(first ?? 'Dados inválidos.', { exitCode: EXIT.usage, details, hint: `Corrija o valor e rode de novo. Veja: vitrine ${command} --help` });
}

/** A prompt validator from one field schema: true, or the API's message for that value. */
export function validatorFor(schema: z.ZodType) {
  return (value: string): true | string => {
    const parsed = schema.safeParse(value);
    return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'Valor inválido.');
  };
}
