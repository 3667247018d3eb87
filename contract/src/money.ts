import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Money as people type it, the one parser for every price field (API, admin UI, CLI).
 *
 * pt-BR is the reading: the comma separates the centavos, the dot groups thousands.
 * Accepted, all meaning the same amount: `12,50`, `12.50`, `R$ 12,50`, `12,5`; and
 * `1.234,56`, `1234`, `0,5`, `1.234.567`.
 *
 * Refused with a message rather than guessed (a wrong guess is a price ×100 or ÷1000):
 * - `1.234`, `12.345`: one dot followed by exactly three digits is a thousands group in
 *   pt-BR but a decimal point elsewhere; the message shows both ways to write it.
 * - `1,234.56`, `1,234,567`: the English form; we do not switch conventions silently.
 * - `1,234`, `12.5000`: more than two decimal places.
 * - negatives, letters, empty text, `12,` or `,50`, anything above R$ 99.999.999,99
 *   (what `numeric(12,2)` holds with room to spare).
 * A lone dot followed by one or two digits (`12.50`, `12.5`) cannot be a thousands group,
 * so it is read as the decimal point, as people pasting from elsewhere mean it.
 */
export type MoneyResult = { ok: true; value: string } | { ok: false; message: string };

const MAX_INTEGER_DIGITS = 8;

export function parseMoney(text: string, label = 'Valor'): MoneyResult {
  const fail = (message: string): MoneyResult => ({ ok: false, message });
  let s = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  let negative = false;
  if (s.startsWith('-')) [negative, s] = [true, s.slice(1).trim()];
  s = s.replace(/^R\$\s*/i, '');
  if (s.startsWith('-')) [negative, s] = [true, s.slice(1).trim()];
  if (s === '') return fail(negative ? messages.money.invalid(label) : messages.money.required(label));
  if (!/^\d[\d.,]*$/.test(s) || !/\d$/.test(s)) return fail(messages.money.invalid(label));
  if (negative) return fail(messages.money.negative(label));

  const split = splitDecimal(s, label);
  if ('message' in split) return fail(split.message);
  const integer = split.integer.replace(/^0+(?=\d)/, '');
  if (split.decimals.length > 2) return fail(messages.money.tooManyDecimals(label));
  if (integer.length > MAX_INTEGER_DIGITS) return fail(messages.money.tooLarge(label));
  return { ok: true, value: `${integer}.${split.decimals.padEnd(2, '0')}` };
}

/** Digits before and after the decimal separator, thousands dots removed. */
function splitDecimal(s: string, label: string): { integer: string; decimals: string } | { message: string } {
  const comma = s.lastIndexOf(',');
  const dots = s.split('.').length - 1;
  if (comma >= 0) {
    const [whole, decimals] = [s.slice(0, comma), s.slice(comma + 1)];
    if (whole.includes(',') || s.indexOf('.') > comma) return { message: messages.money.foreignFormat(label) };
    if (dots > 0 && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return { message: messages.money.foreignFormat(label) };
    return { integer: whole.replaceAll('.', ''), decimals };
  }
  if (dots === 0) return { integer: s, decimals: '' };
  if (dots > 1) {
    if (!/^\d{1,3}(\.\d{3})+$/.test(s)) return { message: messages.money.invalid(label) };
    return { integer: s.replaceAll('.', ''), decimals: '' };
  }
  const [whole, decimals] = s.split('.') as [string, string];
  if (decimals.length === 3) return { message: messages.money.ambiguous(label, s) };
  return { integer: whole, decimals };
}

/** A JSON number: its dot is a decimal point, never a thousands group. */
export function moneyFromNumber(n: number, label = 'Valor'): MoneyResult {
  if (!Number.isFinite(n)) return { ok: false, message: messages.money.notNumber(label) };
  if (n < 0) return { ok: false, message: messages.money.negative(label) };
  const text = String(n);
  if (/e/i.test(text)) return { ok: false, message: n < 1 ? messages.money.tooManyDecimals(label) : messages.money.tooLarge(label) };
  const [integer, decimals = ''] = text.split('.') as [string, string?];
  if (decimals.length > 2) return { ok: false, message: messages.money.tooManyDecimals(label) };
  if (integer.length > MAX_INTEGER_DIGITS) return { ok: false, message: messages.money.tooLarge(label) };
  return { ok: true, value: `${integer}.${decimals.padEnd(2, '0')}` };
}

/** A required money field: a JSON number or text as people type it; leaves as "12.50". */
export const moneyFieldFor = (label: string) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? messages.money.required(label) : messages.money.notNumber(label)),
    })
    .transform((v, ctx) => {
      const result = typeof v === 'number' ? moneyFromNumber(v, label) : parseMoney(v, label);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });

/** An optional money field: null, absent or blank text mean "no value" (null). */
export const optionalMoneyFieldFor = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), moneyFieldFor(label).nullish());

export const moneyField = moneyFieldFor('Valor');

/** "12.50" or 12.5 → "12,50" for an input being edited (the parser reads it back). */
export function formatMoneyInput(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
