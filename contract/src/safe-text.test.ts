import { describe, expect, it } from 'vitest';
import { cleanTextTree, stripUnsafeChars } from './safe-text.ts';

const ESC = '\u001b';
const BEL = '\u0007';

describe('the clean-text rule', () => {
  it('removes control characters and bidi overrides, keeping line breaks only where allowed', () => {
    const typed = `pipa${ESC}]0;janela${BEL} ${ESC}[31mvermelha${ESC}[0m\u202Eodnum\u2066\u2069\r\nfim\u0085\u009b`;
    expect(stripUnsafeChars(typed)).toBe('pipa]0;janela [31mvermelha[0modnumfim');
    expect(stripUnsafeChars(typed, { multiline: true })).toBe('pipa]0;janela [31mvermelha[0modnum\nfim');
    for (const mark of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(stripUnsafeChars(`a${mark}b`)).toBe('ab');
    }
    expect(stripUnsafeChars('Sacola “Ana” — R$ 1.234,50 🪁 👩‍💻 ação')).toBe('Sacola “Ana” — R$ 1.234,50 🪁 👩‍💻 ação');
  });

  it('cleans every string of a JSON body, however nested, keeping line breaks and passwords as typed', () => {
    const body = {
      name: `Bolsa\u202E${ESC}[2J`,
      description: 'Linha 1\r\nLinha 2\tfim',
      options: [{ name: 'Cor', values: [`Preta${ESC}]8;;https://mal.example${ESC}\\link${ESC}]8;;${ESC}\\`, 'Caramelo'] }],
      password: `senha\u202E${BEL}`,
      current_password: '\u200Bantiga',
      count: 3,
      active: true,
      nothing: null,
    };
    const clean = cleanTextTree(body);
    expect(clean).toEqual({
      name: 'Bolsa[2J',
      description: 'Linha 1\nLinha 2\tfim',
      options: [{ name: 'Cor', values: ['Preta]8;;https://mal.example\\link]8;;\\', 'Caramelo'] }],
      password: `senha\u202E${BEL}`,
      current_password: '\u200Bantiga',
      count: 3,
      active: true,
      nothing: null,
    });
    expect(body.name).toBe(`Bolsa\u202E${ESC}[2J`); // the input is left as it was
    expect(cleanTextTree(`só${ESC}texto`)).toBe('sótexto');
    expect(cleanTextTree(42)).toBe(42);
  });

  it('keeps an own "__proto__" key as data, and walks a deeply nested body without overflowing', () => {
    const clean = cleanTextTree(JSON.parse('{"__proto__": {"x": "a\\u202Eb"}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(clean, '__proto__')?.value).toEqual({ x: 'ab' });
    let deep: unknown = 'fundo\u202E';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let out = cleanTextTree(deep);
    for (let i = 0; i < 100_000; i++) out = (out as unknown[])[0];
    expect(out).toBe('fundo');
  });
});
