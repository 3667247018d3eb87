import { searchKey } from '../db/search-key.ts';

/** The spreadsheet's cells that hold a word or a yes/no, read as people type them. */

const YES = new Set(['sim', 's', 'x', '1', 'true', 'verdadeiro', 'yes']);
const NO = new Set(['', 'nao', 'n', '0', 'false', 'falso', 'no']);

/** A word from a fixed list, read without caring for accents or capitals ("Disponível"); blank keeps the value. */
export function word<T extends string>(text: string | undefined, allowed: readonly T[], keep: T, fail: () => void): T {
  if (text === undefined || text === '') return keep;
  const key = searchKey(text).replace(/\s+/g, '') as T;
  if (allowed.includes(key)) return key;
  fail();
  return keep;
}

export function yesNo(text: string | undefined, keep: boolean, fail: () => void): boolean {
  if (text === undefined) return keep;
  const key = searchKey(text);
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  fail();
  return keep;
}
