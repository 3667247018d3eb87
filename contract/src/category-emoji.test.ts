import { describe, expect, it } from 'vitest';
import { categoryEmoji } from './category-emoji.ts';

describe('category emoji', () => {
  it('picks an emoji by keywords in the name, ignoring case and accents', () => {
    expect(categoryEmoji('Pipas')).toBe('🪁');
    expect(categoryEmoji('RABIOLAS coloridas')).toBe('🎀');
    expect(categoryEmoji('Linhas e carretéis')).toBe('🧵');
    expect(categoryEmoji('Varetas')).toBe('🎋');
    expect(categoryEmoji('Acessórios')).toBe('🧰');
  });

  it('knows what small shops other than kite shops sell', () => {
    expect(categoryEmoji('Bolsas de couro')).toBe('👜');
    expect(categoryEmoji('Mochilas')).toBe('👜');
    expect(categoryEmoji('Roupas femininas')).toBe('👕');
    expect(categoryEmoji('Calçados')).toBe('👟');
    expect(categoryEmoji('Bolos e doces')).toBe('🍰');
    expect(categoryEmoji('Maquiagem')).toBe('💄');
    expect(categoryEmoji('Artesanato')).toBe('🧶');
    expect(categoryEmoji('Pet shop')).toBe('🐾');
    expect(categoryEmoji('Brinquedos')).toBe('🧸');
    expect(categoryEmoji('Semijoias')).toBe('💍');
    expect(categoryEmoji('Café especial')).toBe('☕');
  });

  it("gives no emoji to a name it does not know, rather than a kite shop's guess", () => {
    expect(categoryEmoji('Outros')).toBe('');
    expect(categoryEmoji('Coleção Primavera')).toBe('');
    // words are matched from their start: "capacete" is not "cafe", "carteira" is not "arte"
    expect(categoryEmoji('Capacetes')).toBe('');
  });
});
