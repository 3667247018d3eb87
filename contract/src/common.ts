import { z } from 'zod';
import { cleanMultiline, cleanName } from './safe-text.ts';

/**
 * Trimmed text; an empty string means "no value" and becomes null. Line breaks stay (it holds
 * descriptions and addresses); invisible and bidirectional characters go (safe-text.ts).
 */
export const optionalText = (max: number) =>
  z
    .string()
    .overwrite(cleanMultiline)
    .trim()
    .max(max, `Máximo de ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A one-line name: control, bidirectional and invisible characters removed, then trimmed. */
export const requiredText = (max: number, label: string) =>
  z.string(`${label} é obrigatório.`).overwrite(cleanName).trim().min(1, `${label} é obrigatório.`).max(max, `Máximo de ${max} caracteres.`);

/**
 * Path ids exactly as people write them: decimal digits, no sign, spaces, 0x/0b or leading
 * zero, within PostgreSQL's integer. (`Number()` alone reads "0b1", " 1" and "+1" as 1.)
 */
export const idParam = z
  .string('Identificador inválido.')
  .regex(/^[1-9]\d{0,9}$/, 'Identificador inválido.')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'Identificador inválido.');

/** The path params of an item's routes (/products/:id). */
export const idParams = z.object({ id: idParam });

const HEX_COLOR = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

export const hexColor = z
  .string()
  .trim()
  .regex(HEX_COLOR, 'Cor deve estar no formato hexadecimal, por exemplo #3B82F6.')
  .transform((v) => v.toUpperCase());

/** A colour as the API answers it (stored already checked). */
export const hexColorOut = z.string().regex(HEX_COLOR);

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
