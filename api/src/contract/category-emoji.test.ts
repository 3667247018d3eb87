import { describe, expect, it } from 'vitest';
import { categoryEmoji } from './category-emoji.ts';

describe('category emoji', () => {
  it('picks an emoji by keywords in the name, ignoring case and accents', () => {
    expect(categoryEmoji('Pipas')).toBe('🪁');
    expect(categoryEmoji('RABIOLAS coloridas')).toBe('🎀');
    expect(categoryEmoji('Linhas e carretéis')).toBe('🧵');
    expect(categoryEmoji('Varetas')).toBe('🎋');
    expect(categoryEmoji('Acessórios')).toBe('🧰');
    expect(categoryEmoji('Outros')).toBe('🛍️');
  });
});
