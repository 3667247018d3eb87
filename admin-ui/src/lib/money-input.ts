import type { ChangeEvent } from 'react';
import { formatMoneyInput, parseMoney } from '@vitrine/contract';

/**
 * The props of a money <input> typed the Brazilian way. Text, not type=number: a number
 * input drops or mangles the comma of 12,50. On leaving the field a valid amount is
 * rewritten the pt-BR way (12.5 → 12,50); anything else stays as typed for the check to name.
 */
export const moneyInputProps = (value: string, set: (v: string) => void) => ({
  type: 'text',
  inputMode: 'decimal' as const,
  autoComplete: 'off',
  placeholder: '0,00',
  value,
  onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
  onBlur: () => {
    const parsed = parseMoney(value);
    if (parsed.ok) set(formatMoneyInput(parsed.value));
  },
});
