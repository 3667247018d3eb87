import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Products as a spreadsheet: the columns of the CSV the admin and the CLI
 * export and import (docs/spreadsheets.md). The header names them; their order is free on
 * import, and a header written by hand may use accents, capitals and spaces
 * ("Preço antigo" is preco_antigo).
 */
export const SPREADSHEET_COLUMNS = [
  'id',
  'slug',
  'nome',
  'categoria',
  'preco',
  'preco_antigo',
  'unidade',
  'disponibilidade',
  'destaque',
  'descricao_curta',
  'descricao',
] as const;
export type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number];

/** Lines of products one import takes (the header not counted), and the file's size. */
export const SPREADSHEET_MAX_LINES = 10_000;
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;

/** POST /store/products/import?dry_run=true: check and report, write nothing. */
export const spreadsheetImportQuery = z.object({
  dry_run: z.enum(['true', 'false'], 'dry_run deve ser true ou false.').optional(),
});

export const spreadsheetProblem = z.object({
  line: z.number().int().nullable().meta({ description: 'A linha da planilha (1 é o cabeçalho); null para a planilha toda.' }),
  column: z.string().nullable(),
  message: z.string().meta({ description: 'Em pt-BR, já com a linha e a coluna: "Linha 7, preco: …".' }),
});
export type SpreadsheetProblem = z.infer<typeof spreadsheetProblem>;

export const SPREADSHEET_ACTIONS = ['criar', 'atualizar', 'sem_mudanca', 'erro'] as const;
export type SpreadsheetAction = (typeof SPREADSHEET_ACTIONS)[number];

export const spreadsheetLine = z.object({
  line: z.number().int(),
  action: z.enum(SPREADSHEET_ACTIONS),
  id: z.number().int().nullable().meta({ description: 'O produto atualizado (ou criado, depois da importação).' }),
  name: z.string(),
  changes: z.array(z.string()).meta({ description: 'As colunas que mudam num produto existente.' }),
  errors: z.array(spreadsheetProblem),
});
export type SpreadsheetLine = z.infer<typeof spreadsheetLine>;

export const spreadsheetImportResult = z
  .object({
    dry_run: z.boolean(),
    imported: z.boolean().meta({ description: 'true quando a importação foi gravada (nunca na simulação).' }),
    separator: z.enum([';', ',', '\t']),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    new_categories: z.array(z.string()),
    errors: z.array(spreadsheetProblem).meta({ description: 'Todos os erros, da planilha e de cada linha; com algum, nada é gravado.' }),
    lines: z.array(spreadsheetLine),
  })
  .meta({ id: 'SpreadsheetImportResult' });
export type SpreadsheetImportResult = z.infer<typeof spreadsheetImportResult>;

/** An error as the key of a 422's `details` ("linha 7, preco") and its text without the "Linha 7, preco: " already in the key. */
export const problemKey = (p: SpreadsheetProblem) => (p.line === null ? 'planilha' : `linha ${p.line}${p.column ? `, ${p.column}` : ''}`);
export const problemText = (p: SpreadsheetProblem) => p.message.slice(messages.spreadsheet.at(p.line, p.column, '').length);
export const problemDetails = (problems: SpreadsheetProblem[]): Record<string, string> => {
  const details: Record<string, string> = {};
  for (const p of problems.slice(0, 200)) details[problemKey(p)] ??= problemText(p);
  return details;
};
