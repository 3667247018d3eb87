import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, hoursLines, hoursSentence, isOpenAt, openingHoursField, shopClock } from './shop-words.ts';

describe('opening hours', () => {
  it('defaults to the spec: Monday to Friday 8h–18h, Saturday 8h–16h, Sunday closed', () => {
    expect(hoursLines(DEFAULT_OPENING_HOURS).map((l) => [l.label, l.text])).toEqual([
      ['Segunda a sexta', '8h às 18h'],
      ['Sábado', '8h às 16h'],
      ['Domingo', 'Fechado'],
    ]);
    expect(hoursSentence(DEFAULT_OPENING_HOURS)).toBe('Segunda a sexta 8h às 18h, sábado 8h às 16h, domingo fechado');
  });

  it('groups only consecutive days with the same hours, and shows minutes', () => {
    const hours = { ...DEFAULT_OPENING_HOURS, wednesday: null, thursday: { opens: '09:30', closes: '18:00' } };
    expect(hoursLines(hours).map((l) => `${l.label}: ${l.text}`)).toEqual([
      'Segunda e terça: 8h às 18h',
      'Quarta: Fechado',
      'Quinta: 9h30 às 18h',
      'Sexta: 8h às 18h',
      'Sábado: 8h às 16h',
      'Domingo: Fechado',
    ]);
  });

  it.each([
    ['2026-11-23T11:00:00Z', 'monday', 8 * 60, true], // 08:00 in São Paulo (UTC−3): opens
    ['2026-11-23T10:59:00Z', 'monday', 7 * 60 + 59, false],
    ['2026-11-23T20:59:00Z', 'monday', 17 * 60 + 59, true],
    ['2026-11-23T21:00:00Z', 'monday', 18 * 60, false], // closes at 18:00
    ['2026-11-24T02:30:00Z', 'monday', 23 * 60 + 30, false], // still Monday night in Brazil, Tuesday in UTC
    ['2026-11-28T18:59:00Z', 'saturday', 15 * 60 + 59, true],
    ['2026-11-28T19:00:00Z', 'saturday', 16 * 60, false],
    ['2026-11-29T15:00:00Z', 'sunday', 12 * 60, false],
  ])('at %s it is %s minute %d in São Paulo: open %s', (iso, day, minute, open) => {
    const now = new Date(iso);
    expect(shopClock(now)).toEqual({ day, minute });
    expect(isOpenAt(DEFAULT_OPENING_HOURS, now)).toBe(open);
  });

  it('refuses a day that closes before it opens, or a time that is not HH:MM, naming the day', () => {
    const bad = openingHoursField.safeParse({ ...DEFAULT_OPENING_HOURS, tuesday: { opens: '18:00', closes: '08:00' } });
    expect(bad.error?.issues[0]?.message).toBe('Terça: o fechamento deve ser depois da abertura.');
    const format = openingHoursField.safeParse({ ...DEFAULT_OPENING_HOURS, friday: { opens: '8h', closes: '18:00' } });
    expect(format.error?.issues[0]?.message).toBe('Sexta: horário de abertura no formato 08:00.');
    expect(openingHoursField.safeParse({ monday: null }).success).toBe(false);
  });
});
