import { describe, expect, it } from 'vitest';
import { formatWhatsappTyping } from './whatsapp-typing.ts';
import { normalizeWhatsapp } from './contact.ts';

describe('formatWhatsappTyping', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-43210', '(11) 98765-4321'], // an extra key press goes nowhere
    ['11 98765.4321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '+55 (11) 98765-4321'],
    ['5511987654321', '+55 (11) 98765-4321'],
  ])('%j shows as %j', (typed, shown) => {
    expect(formatWhatsappTyping(typed)).toBe(shown);
  });

  it('what it shows is what the API stores', () => {
    expect(normalizeWhatsapp(formatWhatsappTyping('11987654321'))).toBe('5511987654321');
    expect(normalizeWhatsapp(formatWhatsappTyping('+5511987654321'))).toBe('5511987654321');
  });
});
