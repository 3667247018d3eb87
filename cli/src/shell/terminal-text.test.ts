import { describe, expect, it } from 'vitest';
import { forTerminal, parseServerJson } from './terminal-text.ts';

const ESC = '\u001b';
const BEL = '\u0007';

describe('text from the server, before it reaches a terminal', () => {
  it('loses window titles, OSC 8 links, colours, cursor moves, other controls and bidi overrides', () => {
    expect(forTerminal(`${ESC}]0;Você foi invadido${BEL}pipa`)).toBe('pipa');
    expect(forTerminal(`${ESC}]2;titulo${ESC}\\pipa`)).toBe('pipa');
    expect(forTerminal(`${ESC}]8;;https://mal.example/x${ESC}\\clique aqui${ESC}]8;;${ESC}\\`)).toBe('clique aqui');
    expect(forTerminal(`${ESC}[31;1mvermelho${ESC}[0m ${ESC}[2J${ESC}[H${ESC}[?25l`)).toBe('vermelho ');
    expect(forTerminal(`a\u009b31mb\u0008c\u007fd`)).toBe('abcd');
    expect(forTerminal('pipa\u202Eodnum\u2066x\u2069')).toBe('pipaodnumx');
    expect(forTerminal('Linha 1\nLinha 2\tfim — Ateliê da Ana 👜')).toBe('Linha 1\nLinha 2\tfim — Ateliê da Ana 👜');
  });

  it('a title whose text has spaces goes whole; an unfinished one leaves no escape behind', () => {
    expect(forTerminal(`${ESC}]0;um titulo com espaços${BEL}pipa`)).toBe('pipa');
    expect(forTerminal(`${ESC}]0;sem fim pipa`)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });

  it("cleans every string of a server's JSON answer, keys and numbers untouched", () => {
    expect(parseServerJson(JSON.stringify({ term: `${ESC}[31mpipa\u202E`, count: 2, list: [`${ESC}]0;t${BEL}x`] }))).toEqual({
      term: 'pipa',
      count: 2,
      list: ['x'],
    });
  });
});
