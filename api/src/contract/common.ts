import { z } from 'zod';

/** Trimmed text; an empty string means "no value" and becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (max: number, label: string) =>
  z
    .string(`${label} é obrigatório.`)
    .trim()
    .min(1, `${label} é obrigatório.`)
    .max(max, `Máximo de ${max} caracteres.`);

/**
 * Path ids exactly as people write them: decimal digits, no sign, spaces, 0x/0b or leading
 * zero, within PostgreSQL's integer. (`Number()` alone reads "0b1", " 1" and "+1" as 1.)
 */
export const idParam = z
  .string('Identificador inválido.')
  .regex(/^[1-9]\d{0,9}$/, 'Identificador inválido.')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'Identificador inválido.');

export const hexColor = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/, 'Cor deve estar no formato hexadecimal, por exemplo #3B82F6.')
  .transform((v) => v.toUpperCase());

export const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Máximo de 2000 caracteres.')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Informe um link começando com http:// ou https://.');

export const optionalHttpUrl = z
  .union([httpUrl, z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));

export const DEFAULT_COLORS = {
  primary_color: '#3B82F6',
  secondary_color: '#1F2937',
  accent_color: '#F59E0B',
} as const;

export const errorBody = z.object({
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
