import { describe, expect, it } from 'vitest';
import { formatMoneyInput, moneyField, moneyFieldFor, moneyFromNumber, optionalMoneyFieldFor, parseMoney } from './money.ts';
import { messages } from './messages.ts';

const m = messages.money;

describe('parseMoney: what people type', () => {
  it.each([
    ['12,50', '12.50'],
    ['12.50', '12.50'],
    ['R$ 12,50', '12.50'],
    ['R$12,50', '12.50'],
    ['r$ 12,50', '12.50'],
    ['R$\u00a012,50', '12.50'], // as Intl.NumberFormat writes it, pasted back
    ['  12,50  ', '12.50'],
    ['12,5', '12.50'],
    ['12.5', '12.50'],
    ['0,5', '0.50'],
    ['0', '0.00'],
    ['1234', '1234.00'],
    ['1.234,56', '1234.56'],
    ['1.234,5', '1234.50'],
    ['1.234.567', '1234567.00'],
    ['1.234.567,89', '1234567.89'],
    ['012,50', '12.50'],
    ['99.999.999,99', '99999999.99'],
  ])('%j means %s', (text, value) => {
    expect(parseMoney(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', m.required('Valor')],
    ['   ', m.required('Valor')],
    ['R$', m.required('Valor')],
    ['-12,50', m.negative('Valor')],
    ['R$ -12,50', m.negative('Valor')],
    ['-', m.invalid('Valor')],
    ['abc', m.invalid('Valor')],
    ['12,50 reais', m.invalid('Valor')],
    ['12a', m.invalid('Valor')],
    ['12,', m.invalid('Valor')],
    [',50', m.invalid('Valor')],
    ['1 234,56', m.invalid('Valor')],
    ['12,505', m.tooManyDecimals('Valor')],
    ['1,234', m.tooManyDecimals('Valor')], // English thousands or 3 decimals: either way not what pt-BR means
    ['12.5000', m.tooManyDecimals('Valor')],
    ['1.234', m.ambiguous('Valor', '1.234')], // R$ 1.234,00 or R$ 1,234? refuse rather than guess
    ['12.345', m.ambiguous('Valor', '12.345')],
    ['1,234.56', m.foreignFormat('Valor')], // the English form: not switched silently
    ['1,234,567', m.foreignFormat('Valor')],
    ['12.34,56', m.foreignFormat('Valor')],
    ['1.23.456', m.invalid('Valor')],
    ['100.000.000', m.tooLarge('Valor')],
    ['123456789,00', m.tooLarge('Valor')],
  ])('%j is refused', (text, message) => {
    expect(parseMoney(text)).toEqual({ ok: false, message });
  });

  it('names the field in its message', () => {
    expect(parseMoney('abc', 'Preço')).toEqual({ ok: false, message: m.invalid('Preço') });
    expect(m.invalid('Preço')).toBe('Preço inválido: escreva só o valor em reais, por exemplo 12,50.');
  });
});

describe('moneyFromNumber: a JSON number', () => {
  it.each([
    [12.5, '12.50'],
    [12, '12.00'],
    [0, '0.00'],
    [1234.56, '1234.56'],
  ])('%d → %s', (n, value) => expect(moneyFromNumber(n)).toEqual({ ok: true, value }));

  it.each([
    [-1, m.negative('Valor')],
    [1.234, m.tooManyDecimals('Valor')],
    [0.1 + 0.2, m.tooManyDecimals('Valor')],
    [1e-7, m.tooManyDecimals('Valor')],
    [1e21, m.tooLarge('Valor')],
    [100_000_000, m.tooLarge('Valor')],
    [Number.NaN, m.notNumber('Valor')],
  ])('%d is refused', (n, message) => expect(moneyFromNumber(n)).toEqual({ ok: false, message }));
});

describe('moneyField (zod)', () => {
  it('accepts a number or text and gives a two-place decimal string', () => {
    expect(moneyField.parse(12.5)).toBe('12.50');
    expect(moneyField.parse('1.234,56')).toBe('1234.56');
  });

  it('answers the pt-BR message of the field', () => {
    const r = moneyFieldFor('Preço').safeParse('12.345');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(m.ambiguous('Preço', '12.345'));
    expect(moneyFieldFor('Preço').safeParse(true).error?.issues[0]?.message).toBe(m.notNumber('Preço'));
    expect(moneyFieldFor('Preço').safeParse(['1']).error?.issues[0]?.message).toBe(m.notNumber('Preço'));
  });

  it('optional: blank, null and absent mean no value', () => {
    const f = optionalMoneyFieldFor('Preço antigo');
    expect(f.parse('')).toBeNull();
    expect(f.parse('  ')).toBeNull();
    expect(f.parse(null)).toBeNull();
    expect(f.parse(undefined)).toBeUndefined();
    expect(f.parse('15,90')).toBe('15.90');
  });
});

describe('formatMoneyInput: what an edit form shows', () => {
  it.each([
    ['12.50', '12,50'],
    [12.5, '12,50'],
    ['1234.56', '1.234,56'],
    [null, ''],
  ])('%j → %j, which parses back to the same amount', (value, shown) => {
    expect(formatMoneyInput(value)).toBe(shown);
    if (shown) expect(parseMoney(shown)).toEqual({ ok: true, value: Number(value).toFixed(2) });
  });
});
