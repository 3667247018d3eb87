import { describe, expect, it } from 'vitest';
import { renderFields, renderTable } from './table.ts';

describe('renderTable', () => {
  it('aligns columns by what the eye sees (accents count once), numbers to the right, blanks as a dash', () => {
    const text = renderTable(
      [
        { header: 'ID', value: (r: { id: number; name: string; ok: boolean; city: string | null }) => r.id, align: 'right' },
        { header: 'NOME', value: (r) => r.name },
        { header: 'ATIVA', value: (r) => r.ok },
        { header: 'CIDADE', value: (r) => r.city },
      ],
      [
        { id: 1, name: 'Pipas do Zé', ok: true, city: 'São Paulo' },
        { id: 12, name: 'Ana', ok: false, city: null },
      ],
    );
    expect(text).toBe(['ID  NOME         ATIVA  CIDADE', ' 1  Pipas do Zé  sim    São Paulo', '12  Ana          não    —', ''].join('\n'));
  });

  it('renders label: value lines with the labels aligned', () => {
    expect(
      renderFields([
        ['Loja', 'Pipas'],
        ['Subdomínio', 'pipas'],
      ]),
    ).toBe('Loja:       Pipas\nSubdomínio: pipas\n');
  });
});
